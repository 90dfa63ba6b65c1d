// The daily puzzle, with the browser's clock set to a date (Playwright's page.clock): two
// players on the same date get the same board, the next date deals another, and the day's
// result names the date and not a cell. On a phone, by keyboard alone.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { serveForTests } from "./helpers.mjs";
import { copyResult, onDate as onDateOf, solveByHints } from "./solving.mjs";

const server = serveForTests();

/** Runs `body(page)` on `when` (local time) after pressing Daily puzzle, by keyboard. */
const onDate = (when, body) =>
  onDateOf(server.url, when, async (page) => {
    await page.getByRole("button", { name: "Daily puzzle" }).press("Enter");
    await page.locator("#status:not(.dealing)").waitFor();
    await body(page);
  });

/** The board as a screen reader lists it, and the puzzle's code in the address bar. */
async function boardOf(page) {
  await page.waitForFunction(() => location.hash.length > 1);
  const cells = await page.locator("#board [role=button]").evaluateAll((cells) =>
    cells.map((cell) => cell.getAttribute("aria-label")),
  );
  return { cells, code: new URL(page.url()).hash };
}

describe("daily puzzle", () => {
  test("the same date deals everyone the same board, and the next date another", { timeout: 120_000 }, async () => {
    const boards = [];
    for (const when of ["2026-12-01T08:00:00", "2026-12-01T22:30:00", "2026-12-02T08:00:00"]) {
      await onDate(when, async (page) => {
        const heading = when.startsWith("2026-12-01") ? "1 December 2026" : "2 December 2026";
        await page.getByRole("heading", { name: `Daily puzzle, ${heading}` }).waitFor();
        boards.push(await boardOf(page));
      });
    }
    assert.ok(boards[0].cells.length > 0);
    assert.deepEqual(boards[1], boards[0], "two players on 1 December");
    assert.notDeepEqual(boards[2].cells, boards[0].cells, "2 December deals another board");
  });

  test("the day's result names the date, and a reload keeps the daily and its solve", { timeout: 120_000 }, async () => {
    await onDate("2026-12-02T09:00:00", async (page) => {
      const heading = page.getByRole("heading", { name: "Daily puzzle, 2 December 2026" });
      await heading.waitFor();
      const said = await solveByHints(page);
      const copied = await copyResult(page);
      assert.equal(copied, `Lights Lab: Daily puzzle, 2 December 2026\n${said}.`);
      assert.doesNotMatch(copied, /row|column|cell|http|#/i);
      await page.reload();
      await heading.waitFor();
      await page.locator("#status").getByText(said, { exact: true }).waitFor();
      // Pressing Daily puzzle again keeps the solved game rather than dealing it afresh.
      await page.getByRole("button", { name: "Daily puzzle" }).press("Enter");
      await page.getByText("This is today's daily puzzle.").waitFor();
      assert.equal(await page.locator("#status").innerText(), said);
    });
  });
});
