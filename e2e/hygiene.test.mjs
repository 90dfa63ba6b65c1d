// What a person meets besides the puzzle, in headless Chromium: plain words on every screen
// (those e2e/screens.mjs lists), marks that can be seen and told apart, the surface drawn, the
// keys every editor has (Ctrl+Z, Ctrl+Y), a one-stop neighbour editor, a page without
// duplicate ids or console noise, and ELLO's explanation of the graph on screen.
//
// Facts the tests rely on:
//   lights-lab analyze --rows 5 --cols 5   rank 23 of 25: quiet patterns exist, so the readout
//   offers them; the page opens on a solvable 5 x 5 board (all off, or a dealt puzzle).
//   The Lights Out Cube has 54 vertices in one block: ELLO's search takes at most 28 and no
//   family of the paper covers it, so only the order its colours were dealt from decides it.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { launch, openMaths, serveForTests, withApp } from "./helpers.mjs";
import { testEveryScreen } from "./screens.mjs";
import { onDate } from "./solving.mjs";

const server = serveForTests();
const options = { timeout: 90_000 };

/** Opens "The maths" and waits for its readout, and for the first visit's deal. */
async function ready(page) {
  await openMaths(page);
  await page.locator('#readout[data-ready="true"]').waitFor();
  await page.locator("#status:not(.dealing)").waitFor();
}

/** The on/off states of the board, "1" for on, as one string. */
async function lights(page) {
  const labels = await page
    .getByRole("button", { name: /^row \d+, column \d+, / })
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label")));
  return labels.map((label) => (/, on(,|$)/.test(label) ? "1" : "0")).join("");
}

/** Waits until the board's lights are `expected` (a press renders on the app's schedule). */
async function lightsBecome(page, expected) {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('[aria-label^="row "]')]
        .map((cell) => (/, on(,|$)/.test(cell.getAttribute("aria-label")) ? "1" : "0"))
        .join("") === want,
    expected,
  );
}

/** Every id used more than once on the page. */
const duplicateIds = (page) =>
  page.evaluate(() => {
    const seen = new Map();
    for (const element of document.querySelectorAll("[id]")) {
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });

describe("a page without noise", () => {
  test("both pages load with unique ids and no console error or warning", options, async () => {
    const browser = await launch();
    try {
      const page = await browser.context.newPage();
      const noise = [];
      page.on("console", (message) => {
        if (["error", "warning"].includes(message.type())) {
          noise.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => noise.push(`uncaught: ${error.message}`));
      await page.goto(server.url);
      await ready(page);
      assert.deepEqual(await duplicateIds(page), []);
      await page.getByRole("button", { name: "ELLO" }).click();
      await page.locator("#ello-readout").waitFor();
      assert.deepEqual(await duplicateIds(page), []);
      assert.deepEqual(noise, []);
    } finally {
      await browser.close();
    }
  });
});

describe("a page without noise, faster than frames", () => {
  // A hint and its press inside one frame: the hint's work for after the frame (bringing the
  // hinted cell into view) is called off by the press. Under Playwright's clock a frame's id is past
  // 2^31, so cancelling the frame by id missed it, and it fired into a callback already freed
  // ("closure invoked recursively or after being dropped" on the console).
  test("a hint and its press in one frame leave no console error when the frames come", options, async () => {
    await onDate(server.url, "2026-12-02T09:00:00", async (page) => {
      await page.clock.pauseAt(new Date("2026-12-02T10:00:00"));
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      await page.getByRole("button", { name: /, hint: press it$/ }).click();
      await page.getByText("Moves: 1").waitFor();
      await page.clock.runFor(1_000);
      await page.waitForTimeout(200);
    });
  });
});

describe("keys", () => {
  test("Ctrl+Z undoes a press, Ctrl+Y and Ctrl+Shift+Z redo it, not while typing", options, async () => {
    await withApp(server.url, async (page) => {
      await ready(page);
      const before = await lights(page);
      await page.getByRole("button", { name: /^row 3, column 3, / }).click();
      const after = await lights(page);
      assert.notEqual(after, before);
      await page.keyboard.press("Control+z");
      await lightsBecome(page, before);
      await page.keyboard.press("Control+y");
      await lightsBecome(page, after);
      await page.keyboard.press("Control+z");
      await lightsBecome(page, before);
      await page.keyboard.press("Control+Shift+Z");
      await lightsBecome(page, after);
      // In a text field Ctrl+Z is the field's own: the game keeps its press.
      const rows = page.getByLabel(/^Rows/);
      await rows.focus();
      await page.keyboard.press("Control+z");
      await page.waitForTimeout(200);
      assert.equal(await lights(page), after);
    });
  });

  test("the neighbour editor is one Tab stop, arrow keys move in it", options, async () => {
    await withApp(server.url, async (page) => {
      await ready(page);
      const editor = page.locator("#pattern-editor");
      const offsets = editor.getByRole("button", { name: /^offset / });
      assert.equal(await offsets.count(), 25);
      assert.equal(await editor.locator('[tabindex="0"]').count(), 1);
      await editor.locator('[tabindex="0"]').focus();
      const focused = () => page.evaluate(() => document.activeElement.getAttribute("aria-label"));
      const first = await focused();
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((was) => document.activeElement.getAttribute("aria-label") !== was, first);
      const moved = await focused();
      assert.match(moved, /^offset -2,-1, off$/);
      // Space switches the focused offset on: the pattern is no longer plain Lights Out.
      await page.keyboard.press(" ");
      await editor.getByRole("button", { name: "offset -2,-1, on" }).waitFor();
      assert.equal(await editor.locator('[tabindex="0"]').count(), 1);
      assert.equal(await page.getByLabel("Pattern", { exact: true }).inputValue(), "custom");
    });
  });
});

describe("marks", () => {
  test("Hint, Solve and quiet patterns each mark the board their own way", options, async () => {
    await withApp(server.url, async (page) => {
      await ready(page);
      // A board with something to solve, whether the page opened solved or on a puzzle.
      await page.getByRole("button", { name: /^row 1, column 1, / }).click();
      await page.getByRole("button", { name: "Hint" }).click();
      const hint = page.locator("#board [data-hint]");
      await hint.waitFor();
      // The ring is drawn over a black halo, and is not faint.
      assert.equal(await hint.locator(".hint-halo").count(), 2);
      const width = await hint
        .locator("circle.hint-ring")
        .evaluate((ring) => parseFloat(getComputedStyle(ring).strokeWidth));
      assert.ok(width >= 4, `hint ring ${width}px wide`);
      await page.getByRole("button", { name: "Solve" }).click();
      await page.locator("#board circle.mark").first().waitFor();
      assert.equal(await page.locator("#board .mark.quiet").count(), 0);
      await page.getByRole("button", { name: "Quiet patterns" }).click();
      await page.locator("#board polygon.mark.quiet").first().waitFor();
      assert.equal(await page.locator("#board circle.mark").count(), 0);
    });
  });

  test("a Möbius band shows its glued edges with the twist, and the plane shows none", options, async () => {
    await withApp(server.url, async (page) => {
      await ready(page);
      assert.equal(await page.locator("#board .glued-edge").count(), 0);
      await page.getByLabel("Surface", { exact: true }).selectOption({ label: "Möbius band" });
      const edge = (side) => page.locator(`#board .glued-edge[data-edge="${side}"]`);
      await edge("left").waitFor();
      assert.equal(await edge("left").getAttribute("data-pair"), "1");
      assert.equal(await edge("right").getAttribute("data-pair"), "1");
      // The twist: arrows pointing opposite ways on the edges that meet.
      assert.equal(await edge("left").getAttribute("data-reversed"), "false");
      assert.equal(await edge("right").getAttribute("data-reversed"), "true");
      assert.equal(await edge("top").count(), 0);
      await page.getByText("Möbius band: the left and right edges meet with a twist").waitFor();
      await page.getByText("Lights Out on a 5 × 5 Möbius band").waitFor();
      await page.getByLabel("Surface", { exact: true }).selectOption({ label: "Torus" });
      await edge("top").waitFor();
      assert.equal(await edge("bottom").getAttribute("data-reversed"), "false");
    });
  });
});

/**
 * Words a player should never meet, each with what is wrong with it: a source called by its
 * file name, a count whose noun disagrees with it, a range or a reply in a programmer's words,
 * a number too long to read.
 */
const UNPLAIN = [
  [/\bseeds?\b/i, "a source is cited by its authors and title, not as a seed"],
  [/\b1 (presses|moves|lights|cells|vertices|solutions|boards|times|steps|pivots|rows|columns)\b/, "one of a thing is singular"],
  [/\.\.=/, "a range is said as “1 to 256”"],
  [/\bgot\b/, "a refusal says what is allowed, not what it got"],
  [/\bfield \d/, "a setting is named, not numbered"],
  [/\d{11}/, "a number past 10 digits cannot be read"],
];

/**
 * Every word on the screen as a person meets it: the text shown, what a screen reader says
 * for the controls (their names and titles) and the menus' choices; nothing of a page that is
 * hidden.
 */
function wordsOnScreen(page) {
  return page.evaluate(() => {
    const shown = (element) => element.closest("[hidden]") === null;
    const names = [...document.querySelectorAll("[aria-label], [title], option")]
      .filter(shown)
      .flatMap((element) => [
        element.getAttribute("aria-label"),
        element.getAttribute("title"),
        element.tagName === "OPTION" ? element.textContent : null,
      ])
      .filter(Boolean);
    return [document.body.innerText, ...names].join("\n");
  });
}

describe("plain words on every screen", () => {
  testEveryScreen(
    server,
    async (page) => {
      const words = await wordsOnScreen(page);
      for (const [unplain, why] of UNPLAIN) {
        const line = words.split("\n").find((text) => unplain.test(text));
        assert.equal(line, undefined, `${why}: “${line?.match(unplain)[0]}” in “${line}”`);
      }
    },
    options,
  );
});

describe("plain words", () => {
  test("sizes state their range and a broken link says what is wrong in plain words", options, async () => {
    await withApp(`${server.url}#v1.s5x5.pla!ne.plus.n2.off.seed1`, async (page) => {
      const message = page.locator("#message");
      await message.getByText(/This link is damaged/).waitFor();
      const text = await message.innerText();
      assert.match(text, /its 12th character after the # is “!”/, text);
      assert.doesNotMatch(text, /share code|position|\.\.=/, text);
      await page.getByText("Rows (1 to 1024)").waitFor();
      await page.getByText("Columns (1 to 1024)").waitFor();
    });
  });

  test("ELLO explains the cube by the order its colours were dealt from", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      const ello = page.locator("#ello");
      await ello.getByLabel("Graph", { exact: true }).selectOption({ label: "Lights Out Cube" });
      await page.getByText(/ELLO: Lights Out Cube, 54 vertices/).waitFor();
      const readout = page.locator('#ello-readout[data-winnable="yes"]');
      await readout.waitFor();
      const why = await readout.locator('[data-fact="reason"]').innerText();
      assert.match(why, /Proposition 1\.1/, why);
      assert.doesNotMatch(why, /not known/i, why);
    });
  });
});
