// The web app as a person uses it, in headless Chromium: the release build served from
// target/dist-release, every control found by what a user (or a screen reader) sees: its
// label, its role, its text. Run with `node --test e2e/*.test.mjs` (scripts/test does; a bare
// directory argument only works before Node 21).
//
// Facts the tests expect are the engine's, as the command line states them:
//   lights-lab analyze --rows 5 --cols 5                    rank 23 (of 25 cells)
//   lights-lab analyze --rows 5 --cols 5 --topology torus   rank 17
//   lights-lab analyze --rows 5 --cols 5 --pattern x        rank 21
//   lights-lab analyze --hex 3                              rank 16 (of 19 cells)
//   lights-lab analyze --rows 40 --cols 40                  rank 1600 (of 1600 cells)

import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { before, describe, test } from "node:test";

import { ARTIFACTS, field, openMaths, serveForTests, withApp } from "./helpers.mjs";

/** Long enough for the wasm module to load and a 5 x 5 puzzle to be factored many times. */
const TIMEOUT = 15_000;

const server = serveForTests();

before(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
});

/** Runs `body(page, { browser })` on a fresh browser at the app (and `hash`), failing on console errors. */
function withPage(hash, body) {
  return withApp(server.url + hash, body, { timeout: TIMEOUT });
}

const readout = (page) => page.getByText(/solvable dimension [\d,]+ of [\d,]+/);

/** Opens "The maths" and waits for its solvable dimension, and for any deal to arrive. */
async function expectReadout(page, rank, cells) {
  await openMaths(page);
  await readout(page).waitFor();
  await page.waitForFunction(
    (text) => document.body.innerText.includes(text),
    // The readout sets thousands apart: "1,600 of 1,600".
    `solvable dimension ${rank.toLocaleString("en-US")} of ${cells.toLocaleString("en-US")}`,
    { timeout: TIMEOUT },
  );
  await page.locator("#status:not(.dealing)").waitFor();
}

/** Every cell of the board, in reading order. */
const cells = (page) => page.getByRole("button", { name: /^row \d+, column \d+, / });

/** The board as its cells' labels say it: one "row r, column c, state" per cell. */
async function board(page) {
  const all = cells(page);
  const count = await all.count();
  const labels = [];
  for (let i = 0; i < count; i += 1) {
    labels.push(await all.nth(i).getAttribute("aria-label"));
  }
  return labels;
}

/** The on/off states of the board, "1" for on, as one string. */
async function lights(page) {
  return (await board(page)).map((label) => (/, on(,|$)/.test(label) ? "1" : "0")).join("");
}

/**
 * Waits until the lights satisfy `check` (a press renders on the app's own schedule), then
 * returns them; on timeout returns the last lights seen, for the assertion to report.
 */
async function lightsOnceThey(page, check) {
  const deadline = Date.now() + TIMEOUT;
  let seen = await lights(page);
  while (!check(seen) && Date.now() < deadline) {
    await page.waitForTimeout(25);
    seen = await lights(page);
  }
  return seen;
}

const cell = (page, row, col) =>
  page.getByRole("button", { name: new RegExp(`^row ${row}, column ${col}, `) });

/** Sets a labelled control as a user would: picks an option, or types a value. */
async function setField(page, label, value) {
  const input = field(page, label);
  const tag = await input.evaluate((element) => element.tagName);
  if (tag === "SELECT") {
    await input.selectOption(value);
  } else {
    await input.fill(String(value));
    await input.press("Enter");
  }
}

/** A mode of the board (Play, Paint board, ...): a radio button or a toggle button by name. */
async function chooseMode(page, name) {
  await page
    .getByRole("radio", { name, exact: true })
    .or(page.getByRole("button", { name, exact: true }))
    .first()
    .click();
}

async function screenshot(page, name) {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const png = await readFile(file);
  assert.equal(png.subarray(1, 4).toString(), "PNG", `${file} is a PNG`);
}

/** Each test may wait TIMEOUT a few times over before failing. */
const options = { timeout: 60_000 };

describe("the Lights Lab web app", () => {
  test("a first visit deals a 5 x 5 puzzle, says the goal and folds the maths", options, async () => {
    await withPage("", async (page) => {
      await page.locator("#status:not(.dealing)").waitFor();
      await cells(page).nth(24).waitFor();
      assert.equal(await cells(page).count(), 25);
      const start = await lightsOnceThey(page, (now) => now.includes("1"));
      assert.match(start, /1/, "some lights are on: a puzzle to solve");
      assert.equal(await page.locator("#status").innerText(), "Moves: 0");
      await page.getByText(/^Turn all the lights off: /).waitFor();
      // The maths is one click away, its headline in plain words: 5 x 5 Lights Out has 4
      // quiet patterns, so 1 board in 4 can be solved.
      const summary = page.locator("#analysis > summary");
      const headline = (await summary.innerText()).replace(/\s+/g, " ");
      assert.equal(headline, "The maths: 1 in every 4 boards can be solved");
      assert.equal(await readout(page).isVisible(), false, "folded on a first visit");
      await summary.click();
      await expectReadout(page, 23, 25);
      await page.getByText(/^Every solvable board has 4 solutions/).waitFor();
      await page.getByText("This board can be solved.", { exact: true }).waitFor();
      await screenshot(page, "square");
    });
  });

  test("a new puzzle is solved by pressing the hinted cells", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await page.getByRole("button", { name: "New puzzle" }).click();
      const solved = page.getByText(/Solved in \d+ press(es)?;/);
      // A 5 x 5 board never needs more than 25 presses (each cell at most once).
      for (let press = 0; press < 25 && !(await solved.isVisible()); press += 1) {
        await page.getByRole("button", { name: "Hint" }).click();
        const hinted = page.getByRole("button", { name: /^row \d+, column \d+, .*, hint: press it$/ });
        await hinted.first().waitFor();
        await hinted.first().click();
      }
      await solved.waitFor();
      const dark = "0".repeat(25);
      assert.equal(await lightsOnceThey(page, (now) => now === dark), dark, "every light is off");
    });
  });

  test("changing the pattern changes the readout", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await setField(page, "Pattern", { label: "X" });
      await expectReadout(page, 21, 25);
    });
  });

  test("editing the pattern's offsets changes the readout", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      // Taking the pressed cell out of the plus leaves the four neighbours: the sigma game.
      await page.getByRole("button", { name: /^offset 0,0 .*, on$/ }).click();
      await page.waitForFunction(() => !document.body.innerText.includes("dimension 23 of 25"));
      await expectReadout(page, 20, 25);
    });
  });

  test("on a torus, 5 x 5 Lights Out has dimension 17", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await setField(page, "Surface", { label: "Torus" });
      await expectReadout(page, 17, 25);
    });
  });

  test("a hexagon of order 3 has 19 cells", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await setField(page, "Lattice", { label: "Hexagonal" });
      await setField(page, "Order", 3);
      await expectReadout(page, 16, 19);
      assert.equal(await cells(page).count(), 19);
      await screenshot(page, "hexagonal");
    });
  });

  test("painting sets single cells without pressing their neighbours", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      const before = await lights(page);
      await chooseMode(page, "Paint board");
      await cell(page, 1, 1).click();
      await cell(page, 3, 4).click();
      const changed = (now) => [...now].flatMap((light, i) => (light !== before[i] ? [i] : []));
      const painted = await lightsOnceThey(page, (now) => changed(now).length === 2);
      // Row 1, column 1 is cell 0; row 3, column 4 is cell 13.
      assert.deepEqual(changed(painted), [0, 13], `${before} -> ${painted}`);
    });
  });

  test("undo takes a press back and redo makes it again", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      const before = await lights(page);
      await cell(page, 3, 3).click();
      const pressed = await lightsOnceThey(page, (now) => now !== before);
      assert.notEqual(pressed, before);
      await page.getByRole("button", { name: "Undo" }).click();
      assert.equal(await lightsOnceThey(page, (now) => now === before), before);
      await page.getByRole("button", { name: "Redo" }).click();
      assert.equal(await lightsOnceThey(page, (now) => now === pressed), pressed);
    });
  });

  test("a reload finds the game where it was left", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await setField(page, "Surface", { label: "Torus" });
      await page.getByRole("button", { name: "New puzzle" }).click();
      await cell(page, 2, 2).click();
      const left = await board(page);
      await page.reload();
      await expectReadout(page, 17, 25);
      assert.deepEqual(await board(page), left);
    });
  });

  test("a copied link opens the same puzzle in another browser", options, async () => {
    let link;
    let shown;
    await withPage("", async (page, { browser }) => {
      await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: server.url.replace(/\/$/, ""),
      });
      await expectReadout(page, 23, 25);
      await setField(page, "Rows", 4);
      await setField(page, "Surface", { label: "Torus" });
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByRole("button", { name: "Copy link" }).click();
      link = await page.evaluate(() => navigator.clipboard.readText());
      shown = await board(page);
    });
    assert.match(link, /#v1\.s4x5\.torus\./, link);
    await withPage(link.slice(link.indexOf("#")), async (page) => {
      await openMaths(page);
      await readout(page).waitFor();
      assert.deepEqual(await board(page), shown);
    });
  });

  test("a link made on the command line opens the puzzle it names", options, async () => {
    // docs/share-code.md: 3 x 3 without its centre, the four corners lit.
    await withPage("#v1.s3x3.plane.mask94.plus.n2.off.bpQ", async (page) => {
      await expectReadout(page, 8, 8);
      assert.equal(await lights(page), "10100101");
      await screenshot(page, "masked");
    });
  });

  test("a seed link shows the board the command line derives from the seed", options, async () => {
    // lights-lab solve --code v1.s5x5.plane.plus.n2.off.seed42 starts from this board too
    // (docs/share-code.md): both fronts call SharedPuzzle::start_board.
    await withPage("#v1.s5x5.plane.plus.n2.off.seed42", async (page) => {
      await expectReadout(page, 23, 25);
      assert.equal(await lights(page), "0001011010111010100110110");
    });
  });

  test("a broken link says what is wrong instead of showing a puzzle", options, async () => {
    // One character short of a 5 x 5 board.
    await withPage("#v1.s5x5.plane.plus.n2.off.bAAAA", async (page) => {
      const shown = page.getByText(/This link is cut short/);
      await shown.first().waitFor();
      const message = await shown.first().innerText();
      assert.match(message, /start board should be 5 characters long, and is 4/, message);
      assert.doesNotMatch(message, /share code|base64url|position/, message);
    });
  });

  test("on a 40 x 40 board Solve outlines the cells to press, and a press clears its outline", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      await setField(page, "Rows", 40);
      await setField(page, "Columns", 40);
      await expectReadout(page, 1600, 1600);
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByRole("button", { name: "Solve" }).click();
      // Large boards draw marks as outlines, "M x,y ..." per cell, in a layer over the board.
      const outlined = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#board .mark-outline")].flatMap((path) =>
            [...path.getAttribute("d").matchAll(/M([\d.]+),([\d.]+)/g)].map((m) => `${m[1]},${m[2]}`),
          ),
        );
      await page.waitForFunction(() => document.querySelector("#board .mark-outline") !== null);
      const before = await outlined();
      assert.ok(before.length > 0, "a new puzzle needs presses");
      const [x, y] = before[0].split(",");
      const marked = page.locator(`#board rect.cell[x="${x}"][y="${y}"]`);
      // The focused cell says it is marked, as on a small board.
      await marked.focus();
      await page.waitForFunction(
        (selector) => document.querySelector(selector).getAttribute("aria-label").endsWith(", marked: press once"),
        `#board rect.cell[x="${x}"][y="${y}"]`,
      );
      await marked.click();
      let after = await outlined();
      for (let wait = 0; wait < 200 && after.length === before.length; wait += 1) {
        await page.waitForTimeout(25);
        after = await outlined();
      }
      assert.equal(after.length, before.length - 1);
      assert.ok(!after.includes(before[0]), "the pressed cell's outline is gone");
      assert.doesNotMatch(await marked.getAttribute("aria-label"), /marked/);
    });
  });

  test("the game can be played with the keyboard alone", options, async () => {
    await withPage("", async (page) => {
      await expectReadout(page, 23, 25);
      const focusedLabel = () =>
        page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      // Tab through the controls to the board.
      for (let tab = 0; tab < 80 && !/^row \d+, column \d+, /.test(await focusedLabel()); tab += 1) {
        await page.keyboard.press("Tab");
      }
      assert.match(await focusedLabel(), /^row \d+, column \d+, /, "Tab reaches the board");
      await page.keyboard.press("Home");
      const start = await lights(page);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      assert.match(await focusedLabel(), /^row 2, column 2, /, "arrows move between cells");
      await page.keyboard.press("Enter");
      const after = await lightsOnceThey(page, (now) => now !== start);
      // Pressing (2, 2) of the plus changes it and its four neighbours.
      const changed = [...after].filter((light, i) => light !== start[i]).length;
      assert.equal(changed, 5, `${start} -> ${after}`);
      await page.keyboard.press(" ");
      const again = await lightsOnceThey(page, (now) => now === start);
      assert.equal(again, start, "pressing twice undoes a press");
    });
  });
});
