// The board designer, as a person uses it in headless Chromium: holes survive a resize and can
// all be cleared, a size field acts when the player is done typing and a refused size goes
// back to the board's with the reason beside it, Undo takes a setup change back, the Pattern menu names the preset a drawn
// pattern equals, and the fewest-press count follows the board on screen.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, openMaths, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 60_000 };

const cells = (page) => page.locator("#board .cell");

/** Waits until the board has `count` cells. */
async function cellCount(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll("#board .cell").length === n, count);
}

/** Types a size as a person does, then presses Enter. */
async function typeSize(page, label, text) {
  const input = field(page, label);
  await input.fill(text);
  await input.press("Enter");
}

describe("the board designer", () => {
  test("a hole survives a resize, and Clear holes puts it back", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.getByRole("radio", { name: "Edit shape" }).check();
      await page.getByRole("button", { name: /^row 2, column 2, / }).click();
      await cellCount(page, 24);
      await typeSize(page, "Columns", "6");
      // 5 x 6 less the hole, and no message about masks.
      await cellCount(page, 29);
      assert.equal(await page.locator(".message.error").count(), 0);
      assert.equal(await page.getByRole("button", { name: "row 2, column 2, hole" }).count(), 1);
      await page.getByRole("button", { name: "Clear holes" }).click();
      await cellCount(page, 30);
      // Undo takes the clearing back, then the resize.
      await page.getByRole("button", { name: "Undo" }).click();
      await cellCount(page, 29);
      await page.getByRole("button", { name: "Undo" }).click();
      await cellCount(page, 24);
    });
  });

  test("sizes act when typing is done and a refused size goes back with its reason", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      const rows = field(page, "Rows");
      // Typing 1 then 0 quickly never makes a one-row board.
      const seen = [];
      await page.exposeFunction("sawCells", (n) => seen.push(n));
      await page.evaluate(() => {
        new MutationObserver(() => window.sawCells(document.querySelectorAll("#board .cell").length)).observe(
          document.querySelector("#board").parentElement,
          { childList: true, subtree: true },
        );
      });
      await rows.click();
      await rows.press("Control+a");
      await rows.pressSequentially("10", { delay: 50 });
      await rows.press("Enter");
      await cellCount(page, 50);
      assert.ok(!seen.includes(5), `no 1 x 5 board on the way: ${seen}`);
      // A setup change can be undone.
      await page.getByRole("button", { name: "Undo" }).click();
      await cellCount(page, 25);
      await page.getByRole("button", { name: "Redo" }).click();
      await cellCount(page, 50);
      // A size beyond the page is refused; the field goes back to the board's size, with the
      // reason beside it and on the message line.
      await typeSize(page, "Columns", "2000");
      await page.locator(".message.error").getByText(/2,000 is too many/).waitFor();
      await page.locator(".field-refused").getByText(/2,000 is too many/).waitFor();
      assert.equal(await field(page, "Columns").inputValue(), "5");
      assert.equal(await cells(page).count(), 50);
      // Typing after a pause applies on its own.
      await field(page, "Columns").fill("4");
      await cellCount(page, 40);
    });
  });

  test("the Pattern menu names the preset the drawn pattern equals", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      const menu = page.getByLabel("Pattern", { exact: true });
      await menu.selectOption({ label: "SIGMA" });
      const offset = page.getByRole("button", { name: /^offset 1,0, / });
      await offset.click();
      await page.waitForFunction(() => document.querySelector("#pattern").value === "custom");
      await offset.click();
      await page.waitForFunction(() => document.querySelector("#pattern").value === "sigma");
      assert.equal(await menu.inputValue(), "sigma");
    });
  });

  test("the fewest-press count follows the board on screen and agrees with Solve", options, async () => {
    await withApp(server.url, async (page) => {
      await openMaths(page);
      const fewest = page.locator('[data-fact="fewest"]');
      await fewest.getByText(/^Fewest presses for this board: \d+$/).waitFor();
      await page.getByRole("button", { name: /^row 1, column 1, / }).click();
      await fewest.getByText(/\(from the start board: \d+\)$/).waitFor();
      const now = Number((await fewest.innerText()).match(/board: (\d+) \(/)[1]);
      await page.getByRole("button", { name: "Solve" }).click();
      const marked = now === 1 ? "1 press marked" : `${now} presses marked`;
      await page.locator("#status").getByText(`Moves: 1 · ${marked}`).waitFor();
    });
  });
});
