// The journey: Statistics counts the daily puzzles and keeps the streak across a reload, a
// file of statistics goes out and comes back (a bad one refused in a sentence), and a level's
// progress survives a reload and reaches a second tab, with the next level offered on a solve.
// On a phone, by keyboard alone.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, test } from "node:test";

import { serveForTests } from "./helpers.mjs";
import { onDate as onDateOf, solveByHints } from "./solving.mjs";

const server = serveForTests();

/** Runs `body(page, context)` on `when` (local time), once the first puzzle is dealt. */
const onDate = (when, body) => onDateOf(server.url, when, body);

/** Opens the view `name` ("Levels" or "Statistics") by keyboard. */
async function open(page, name) {
  const button = page.getByRole("button", { name, exact: true });
  await button.press("Enter");
  await page.getByRole("heading", { name, exact: true }).waitFor();
  assert.equal(await button.getAttribute("aria-expanded"), "true");
}

/** What the Statistics view says beside `term`. */
async function statistic(page, term) {
  const entry = page.locator("#statistics dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
  return entry.locator("dd").innerText();
}

/** A file of statistics as Playwright hands it to the file field. */
const file = (text) => ({ name: "statistics.json", mimeType: "application/json", buffer: Buffer.from(text) });

describe("statistics", () => {
  test("a file comes in, the streak grows with today's daily and survives a reload, and the file goes out", { timeout: 180_000 }, async () => {
    await onDate("2026-12-02T09:00:00", async (page) => {
      await open(page, "Statistics");
      const field = page.getByLabel("Import statistics from a file");
      await field.setInputFiles(file("not statistics"));
      await page
        .getByRole("status")
        .getByText("That file is not a file of statistics. Choose a file that Export statistics saved.")
        .waitFor();
      // Yesterday's daily, solved at the fewest, from another browser.
      await field.setInputFiles(file('{"dailies":[{"day":"2026-12-01","presses":20,"fewest":20,"hints":0}]}'));
      await page.getByText("Statistics imported: 1 daily puzzle from the file, added to those kept here.").waitFor();
      assert.equal(await statistic(page, "Current streak"), "1 day", "yesterday's solve, today still open");

      await page.getByRole("button", { name: "Daily puzzle" }).press("Enter");
      await page.getByRole("heading", { name: "Daily puzzle, 2 December 2026" }).waitFor();
      await solveByHints(page);
      await open(page, "Statistics");
      const expect = { "Daily puzzles played": "2", Solved: "2", "Current streak": "2 days", "Longest streak": "2 days" };
      for (const [term, value] of Object.entries(expect)) {
        assert.equal(await statistic(page, term), value, term);
      }
      await page.reload();
      await page.locator("#status:not(.dealing)").waitFor();
      await open(page, "Statistics");
      for (const [term, value] of Object.entries(expect)) {
        assert.equal(await statistic(page, term), value, `${term} after a reload`);
      }
      // Both solves took 0 presses over the fewest (the hints mark the fewest presses).
      assert.match(await page.locator(".distribution li").first().innerText(), /At the fewest\s+2 solves/);

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export statistics to a file" }).press("Enter");
      const saved = await readFile(await (await download).path(), "utf8");
      const days = JSON.parse(saved).dailies.map((daily) => daily.day);
      assert.deepEqual(days, ["2026-12-01", "2026-12-02"]);
      // The saved game is its own: statistics never touched it.
      const game = await page.evaluate(() => JSON.parse(localStorage.getItem("lights-lab/v1/game")));
      assert.equal(game.daily, "2026-12-02");
    });
  });
});

describe("levels", () => {
  test("a level solved keeps its stars across a reload and in a second tab, and offers the next", { timeout: 180_000 }, async () => {
    await onDate("2026-12-02T09:00:00", async (page, context) => {
      await open(page, "Levels");
      await page.getByRole("button", { name: "Level 1: One press" }).press("Enter");
      await page.getByRole("heading", { name: "Level 1: One press" }).waitFor();
      await page.getByText("A press changes its cell and the cells beside it: turn every light off.").waitFor();
      // Keyboard focus is on the board: to the centre and press it.
      const centre = page.getByRole("button", { name: /^row 2, column 2, / });
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      assert.equal(await centre.evaluate((cell) => cell === document.activeElement), true);
      await page.keyboard.press("Enter");
      await page.locator("#status.solved").getByText(/^Solved in 1 press; fewest possible 1; no hints; /).waitFor();

      const record = "Best 1 press, fewest 1, no hints: 3 of 3 stars.";
      const levelOne = page.locator(".levels li").first();
      const reloaded = async (tab) => {
        await tab.locator("#status:not(.dealing)").waitFor();
        await open(tab, "Levels");
        assert.equal((await tab.locator(".levels li").first().locator(".level-record").innerText()).trim(), `★★★ ${record}`);
        await tab.getByText(/^1 of \d+ solved, 3 of \d+ stars\./).waitFor();
      };
      await page.reload();
      await page.getByRole("heading", { name: "Level 1: One press" }).waitFor();
      await reloaded(page);
      assert.equal(await levelOne.getByRole("button").getAttribute("aria-current"), "true");
      const second = await context.newPage();
      await second.goto(server.url);
      await reloaded(second);
      await second.close();

      await page.getByRole("button", { name: "Levels", exact: true }).press("Enter");
      await page.getByRole("button", { name: "Next: Level 2: A corner" }).press("Enter");
      await page.getByRole("heading", { name: "Level 2: A corner" }).waitFor();
    });
  });
});
