// The first five minutes, as a newcomer meets them in headless Chromium: the page opens on a
// puzzle that fits one screen of a laptop, with every play control in view, and on a phone
// the board fills the width with cells a finger can hit.
//
// The sizes the tests hold the page to (issue 12): at 1280 x 800 the board and New puzzle,
// Hint, Solve, Undo, Redo and Reset show without scrolling; at 390 x 844 the board fits the
// width, a 5 x 5 board's cells are at least 44 px (a finger's width, WCAG 2.5.5) and a
// 10 x 10 board's at least 24 px (WCAG 2.5.8).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 60_000 };

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const PLAY_CONTROLS = ["New puzzle", "Hint", "Solve", "Undo", "Redo", "Reset"];

/** The smallest width and height of the board's cells, in CSS pixels. */
async function smallestCell(page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll("#board .cell")].map((cell) =>
      cell.getBoundingClientRect(),
    );
    return Math.min(...boxes.flatMap((box) => [box.width, box.height]));
  });
}

/** Waits for the first visit's deal: the status line counts moves. */
async function dealt(page) {
  await page.getByText("Moves: 0", { exact: true }).waitFor();
  await page.locator("#board .cell").first().waitFor();
}

describe("a newcomer's first screen", () => {
  test("at 1280 x 800 the board and every play control show without scrolling", options, async () => {
    await withApp(
      server.url,
      async (page) => {
        await dealt(page);
        const inView = async (locator, name) => {
          const box = await locator.boundingBox();
          assert.ok(box, `${name} is drawn`);
          assert.ok(box.y >= 0 && box.y + box.height <= LAPTOP.height, `${name} ends at ${box.y + box.height}`);
          assert.ok(box.x >= 0 && box.x + box.width <= LAPTOP.width, `${name} is within the width`);
        };
        await inView(page.locator("#board"), "the board");
        await inView(page.locator("#goal-line"), "the goal line");
        for (const name of PLAY_CONTROLS) {
          await inView(page.getByRole("button", { name, exact: true }), name);
        }
        assert.equal(await page.evaluate(() => window.scrollY), 0);
      },
      { viewport: LAPTOP },
    );
  });

  test("at 1280 x 800 a board drawn on a canvas (256 x 256) leaves every play control in view too", options, async () => {
    await withApp(
      `${server.url}#v1.s256x256.plane.plus.n2.off.seed3`,
      async (page) => {
        await page.getByText("Moves: 0", { exact: true }).waitFor();
        await page.locator("#board canvas").waitFor();
        for (const name of ["Zoom in", ...PLAY_CONTROLS]) {
          const box = await page.getByRole("button", { name, exact: true }).boundingBox();
          assert.ok(box && box.y + box.height <= LAPTOP.height, `${name} ends at ${box && box.y + box.height}`);
        }
        const canvas = await page.locator("#board canvas").boundingBox();
        assert.ok(canvas.height >= 300, `the board is ${canvas.height} px tall`);
      },
      { viewport: LAPTOP },
    );
  });

  test("on a 390 x 844 phone the board fits the width and its cells can be tapped", options, async () => {
    await withApp(
      server.url,
      async (page) => {
        await dealt(page);
        const board = await page.locator("#board").boundingBox();
        assert.ok(board.x >= 0 && board.x + board.width <= PHONE.width, "the board fits the width");
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          "nothing scrolls sideways",
        );
        const five = await smallestCell(page);
        assert.ok(five >= 44, `5 x 5 cells are ${five} px`);
        for (const label of ["Rows", "Columns"]) {
          const input = field(page, label);
          await input.fill("10");
          await input.press("Enter");
        }
        await page.locator("#board .cell").nth(99).waitFor();
        const ten = await smallestCell(page);
        assert.ok(ten >= 24, `10 x 10 cells are ${ten} px`);
        // The play controls are a finger's size too.
        for (const name of PLAY_CONTROLS) {
          const box = await page.getByRole("button", { name, exact: true }).boundingBox();
          assert.ok(box.height >= 44, `${name} is ${box.height} px tall`);
        }
      },
      { viewport: PHONE },
    );
  });

  test("a pattern chosen past the size it is worked out on says which size works, and the board still plays", options, async () => {
    // Flip (the whole row and column) leaves almost every cell unknown after light chasing,
    // and two states allow 4,096 unknowns: the engine takes square boards up to 64 x 64. The
    // board is made first, then Flip chosen (the size fields refuse 100 once Flip is chosen).
    await withApp(server.url, async (page) => {
      await dealt(page);
      for (const name of ["Rows", "Columns"]) {
        await field(page, name).fill("100");
        await field(page, name).press("Enter");
      }
      await page.locator('#board[data-cells="10000"]').waitFor();
      await page.getByLabel("Pattern").selectOption({ label: "Flip (row and column)" });
      // Beside the size fields, in words, and in the folded maths' headline.
      const note = page.locator("#rule-limit");
      await note.waitFor({ timeout: 20_000 });
      assert.equal(await note.innerText(), "Hints and the maths stop at 64 × 64 with the Flip pattern; this larger board can still be played without them.");
      await page.locator("#maths-headline", { hasText: "stops at 64 × 64 with this rule" }).waitFor({ timeout: 20_000 });
      // The board still plays: Space on its focused cell presses it.
      await page.locator("#board .canvas-cursor").focus();
      await page.keyboard.press(" ");
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      // Back within the limit, the note goes and the maths is worked out.
      for (const name of ["Rows", "Columns"]) {
        await field(page, name).fill("64");
        await field(page, name).press("Enter");
      }
      await note.waitFor({ state: "detached" });
    });
  });
});
