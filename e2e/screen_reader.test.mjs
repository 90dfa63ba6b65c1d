// The game as a screen reader user plays it, by keyboard alone in headless Chromium (issue
// 23): what a sighted player sees change is said in one short sentence in a polite live region
// (#said, the move counter #status, the message line #message), and each cell's name says what
// is drawn on it. Read here as a screen reader reads them: the live regions' text and the
// cells' accessible names.
//
// Facts the tests rely on: one light in a corner of 5 x 5 cannot be solved by presses
// (Tang, Lu and Huang, "The Solutions and Generalization of the Lights Out Game": the corner
// is on one of the two quiet patterns) and one change of light makes it solvable; on a 1 x 1
// board the hardest board needs one press, so no puzzle is easy.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, serveForTests, withApp } from "./helpers.mjs";
import { CORNER, keptFromBefore } from "./screens.mjs";

const server = serveForTests();
const options = { timeout: 90_000 };

/** Presses Tab (Shift+Tab with `back`) until focus is where `is` (run in the page) says. */
async function tabTo(page, is, { back = false } = {}) {
  for (let press = 0; press < 80; press += 1) {
    if (await page.evaluate(is)) {
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached the element: ${is}`);
}

/** Focus on the button that says `name`. */
const onButton = (name) =>
  `document.activeElement?.tagName === "BUTTON" && document.activeElement.textContent.trim() === ${JSON.stringify(name)}`;

/** Focus on a cell of the board. */
const ON_CELL = `document.activeElement?.closest("#board") !== null && document.activeElement.hasAttribute("data-site")`;

/** The first visit settled: a puzzle dealt, and whether it can be solved known. */
async function settled(page) {
  await page.locator("#status:not(.dealing)").waitFor();
  await page.locator('[data-fact="board"].solvable').waitFor({ state: "attached" });
}

/** Records every sentence #said says from now on, in `window.heard`. */
async function listen(page) {
  await page.evaluate(() => {
    window.heard = [];
    const said = document.getElementById("said");
    new MutationObserver(() => {
      const sentence = said.textContent.trim();
      if (sentence) {
        window.heard.push(sentence);
      }
    }).observe(said, { childList: true, subtree: true, characterData: true });
  });
}

/** The cell buttons whose accessible name matches `name`. */
const cells = (page, name) => page.locator("#board").getByRole("button", { name });

describe("a screen reader hears the game", () => {
  test("Hint says the cell to press, and the cell's name says so; Solve counts its marks", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      await tabTo(page, onButton("Hint"));
      await page.keyboard.press("Enter");
      const said = page.locator("#said");
      await said.getByText(/^Hint: press row \d+, column \d+\.$/).waitFor();
      const [, row, column] = (await said.innerText()).match(/row (\d+), column (\d+)/);
      const hinted = cells(page, /, hint: press it$/);
      assert.equal(await hinted.count(), 1, "one cell is named as the hint");
      assert.match(await hinted.getAttribute("aria-label"), new RegExp(`^row ${row}, column ${column}, (on|off), hint: press it$`));

      // Asked again, the same sentence is said again: a new element in the live region.
      const sentence = await said.locator("span").elementHandle();
      await page.keyboard.press("Enter");
      await page.waitForFunction((old) => !old.isConnected, sentence);
      assert.equal(await said.innerText(), `Hint: press row ${row}, column ${column}.`);

      // Solve, the next button: the move counter says how many presses are marked, and each
      // marked cell's name says to press it.
      await tabTo(page, onButton("Solve"));
      await page.keyboard.press(" ");
      const status = page.locator("#status");
      await status.getByText(/marked$/).waitFor();
      assert.equal(await status.getAttribute("role"), "status");
      const [, marked] = (await status.innerText()).match(/^Moves: 0 · (\d+) press(es)? marked$/);
      assert.equal(await cells(page, /, marked: press once$/).count(), Number(marked));
    });
  });

  test("pressing the hinted cells by keyboard, the end of the game is said", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      const status = page.locator("#status");
      // A 5 x 5 board never needs more than 25 presses (each cell at most once).
      for (let press = 0; press < 25 && !/^Solved/.test(await status.innerText()); press += 1) {
        await tabTo(page, onButton("Hint"));
        await page.keyboard.press("Enter");
        await page.locator("#said").getByText(/^Hint: press /).waitFor();
        // Back to the board: its one tab stop is the hinted cell.
        await tabTo(page, ON_CELL, { back: true });
        assert.match(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), /, hint: press it$/);
        await page.keyboard.press(" ");
        await status.getByText(new RegExp(`^(Moves: ${press + 1}|Solved in)`)).waitFor();
      }
      assert.match(await status.innerText(), /^Solved in \d+ press(es)?; fewest possible \d+; \d+ hints?; \d+:\d\d$/);
    });
  });

  test("a deal from the engine is said, and its fewest presses once proven", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      await listen(page);
      await tabTo(page, onButton("New puzzle"));
      await page.keyboard.press("Enter");
      const proven = /^(A new puzzle is ready: it takes (\d+) press(es)? at fewest|Fewest presses for this board: (\d+), proven)\.$/;
      // Read from the deal on: the board on show before it may have its fewest presses
      // proven meanwhile, and said.
      const ready = "A new puzzle is ready";
      await page.waitForFunction(
        ([ready, pattern]) => {
          const deal = window.heard.findIndex((sentence) => sentence.startsWith(ready));
          return deal >= 0 && window.heard.slice(deal).some((sentence) => new RegExp(pattern).test(sentence));
        },
        [ready, proven.source],
      );
      const heard = await page.evaluate(() => window.heard);
      const deal = heard.findIndex((sentence) => sentence.startsWith(ready));
      const match = heard.slice(deal).map((sentence) => sentence.match(proven)).find(Boolean);
      const fewest = match[2] ?? match[4];
      // The number said is the number The maths shows.
      const fact = await page.locator('[data-fact="fewest"]').textContent();
      assert.equal(fact, `Fewest presses for this board: ${fewest}`, heard.join(" | "));
    });
  });

  test("a board that cannot be solved: the lights to change are said and named", options, async () => {
    await withApp(`${server.url}#v1.s5x5.plane.plus.n2.off.bgAAAA`, async (page) => {
      const said = page.locator("#said");
      const repair = /^Change this light and it can be solved: row (\d+), column (\d+) \(to (on|off)\)\.$/;
      await said.getByText(repair).waitFor();
      const [, row, column] = (await said.innerText()).match(repair);
      const change = cells(page, /, change this light$/);
      assert.equal(await change.count(), 1);
      assert.match(await change.getAttribute("aria-label"), new RegExp(`^row ${row}, column ${column}, (on|off), change this light$`));
    });
  });

  test("a deal the engine refuses is said on the message line, in plain words", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      for (const name of ["Rows", "Columns"]) {
        await tabTo(page, `document.activeElement?.labels?.[0]?.textContent.startsWith(${JSON.stringify(name)})`);
        await page.keyboard.press("Control+A");
        await page.keyboard.type("1");
        await page.keyboard.press("Enter");
      }
      await page.locator('[data-fact="dimension"]', { hasText: "of 1)" }).waitFor({ state: "attached" });
      await tabTo(page, `document.activeElement?.id === "difficulty"`);
      await page.keyboard.press("ArrowDown");
      assert.equal(await page.locator("#difficulty").inputValue(), "easy");
      await tabTo(page, onButton("New puzzle"), { back: true });
      await page.keyboard.press("Enter");
      const message = page.locator("#message");
      await message.getByText(/no easy boards/).waitFor();
      assert.equal(await message.getAttribute("role"), "status");
      assert.match(await message.innerText(), /its hardest board needs 1 press\b/);
      assert.doesNotMatch(await message.innerText(), /1 presses/);
    });
  });

  test("live regions carry one short sentence, not the maths", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      await tabTo(page, onButton("Hint"));
      await page.keyboard.press("Enter");
      await page.locator("#said").getByText(/^Hint/).waitFor();
      const regions = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')]
          .filter((region) => region.closest("[hidden]") === null)
          .map((region) => ({ id: region.id, text: region.textContent.trim() })),
      );
      assert.ok(regions.some((region) => region.id === "said"));
      for (const { id, text } of regions) {
        const sentences = text.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 0);
        assert.ok(sentences.length <= 1 && text.length <= 160, `#${id} says “${text}”`);
      }
    });
  });

  test("the games kept from before are a list found by keyboard, not read aloud", options, async () => {
    await withApp(`${server.url}#${CORNER}`, async (page) => {
      await keptFromBefore(page);
      // Named by its line, one item a game; nothing in it is a live region, so a change to
      // the list is not read out entry by entry.
      const list = page.getByRole("list", { name: "Games kept from before:" });
      assert.equal(await list.getByRole("listitem").count(), 2);
      const live = await page.evaluate(() =>
        [...document.querySelectorAll("#kept, #kept *")].some((element) =>
          element.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'),
        ),
      );
      assert.equal(live, false, "the list is in no live region");
      const focus = () =>
        page.evaluate(() => document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent.trim());
      // Tab reaches the newest game's Restore button, then its Let go button, each named for
      // the game.
      await tabTo(page, `document.activeElement?.closest("#kept") !== null`);
      assert.match(await focus(), /^Restore: 5 x 5, 2 moves, saved \d\d:\d\d$/);
      await page.keyboard.press("Tab");
      assert.match(await focus(), /^Let go: 5 x 5, 2 moves, saved \d\d:\d\d$/);
      // Letting it go leaves focus on the game that takes its place, not on nothing.
      await page.keyboard.press("Enter");
      await list.getByRole("listitem").nth(1).waitFor({ state: "detached" });
      assert.match(await focus(), /^Restore: 5 x 5, 1 move, saved \d\d:\d\d$/);
      // Restoring it puts focus on the board, to play it.
      await page.keyboard.press("Enter");
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      assert.equal(await page.locator("#kept").count(), 0, "the game restored leaves the list");
      assert.match(await focus(), /^row \d+, column \d+, /);
    });
  });

  test("a 64 x 64 board names every cell, and its focused cell keeps focus through a press, a new deal and shaping", options, async () => {
    await withApp(server.url, async (page) => {
      await settled(page);
      for (const name of ["Rows", "Columns"]) {
        await field(page, name).fill("64");
        await field(page, name).press("Tab");
      }
      const board = page.locator("#board");
      const ready = () => page.waitForFunction(() => /^Moves: 0$/.test(document.getElementById("status")?.textContent) && document.getElementById("board").getAttribute("aria-busy") === "false");
      await page.locator('#board[data-cells="4096"]').waitFor();
      await ready();
      // Each cell a button named by its place and light, row by row.
      const names = await board.locator("[data-site]").evaluateAll((cells) => cells.map((cell) => `${cell.getAttribute("role")}: ${cell.getAttribute("aria-label")}`));
      assert.equal(names.length, 4096);
      const misnamed = names.filter((name, at) => !new RegExp(`^button: row ${Math.floor(at / 64) + 1}, column ${(at % 64) + 1}, (on|off)$`).test(name));
      assert.deepEqual(misnamed, []);

      const focused = () => page.evaluate(() => `${document.activeElement.dataset.site}: ${document.activeElement.getAttribute("aria-label")}`);
      await board.locator('[tabindex="0"]').focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      const before = await focused();
      assert.match(before, /^65: row 2, column 2, (on|off)$/);
      // A press: the same cell has focus, its name says its new light.
      await page.keyboard.press(" ");
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      const light = (label) => label.match(/(on|off)$/)[1];
      assert.equal(await focused(), before.replace(/(on|off)$/, light(before) === "on" ? "off" : "on"));
      // A new deal (from its button, by a mouse that leaves focus where it was) redraws the
      // board around the focused cell, whose name says its light in the new puzzle.
      await page.evaluate(() => [...document.querySelectorAll("button")].find((button) => button.textContent.trim() === "New puzzle").click());
      await ready();
      assert.match(await focused(), /^65: row 2, column 2, (on|off)$/);
      const dealt = await board.locator("[data-site]").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label")));
      assert.notDeepEqual(dealt, names.map((name) => name.replace("button: ", "")), "a new puzzle is on the board");

      // Shaping the board: the focused cell made a hole is named so, and in play it is no
      // longer a cell while focus stays on the board.
      await page.getByRole("radio", { name: "Edit shape" }).check();
      await board.locator('[tabindex="0"]').focus();
      await page.keyboard.press(" ");
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "row 2, column 2, hole");
      await page.getByRole("radio", { name: "Play" }).check();
      await board.locator('[data-site="65"]').waitFor({ state: "detached" });
      assert.equal(await board.locator("[data-site]").count(), 4095);
    });
  });
});
