// The lit-only rule ("Lit cells only") as a person meets it in headless Chromium: an unlit cell
// refuses a press, and Hint marks a lit cell from which the goal is still in reach, until the
// board is solved.
//
// Fact the test relies on: 3 x 3 Lights Out has an invertible move matrix (rank 9 of 9), so
// every board is solvable, and it has 2^9 boards, well within the exact lit-only search.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { serve, withApp } from "./helpers.mjs";

let server;

before(async () => {
  server = await serve();
});

after(async () => {
  await server?.close();
});

describe("the lit-only rule", () => {
  test("refuses unlit cells and hints lit ones to the goal", { timeout: 90_000 }, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText(/Solvable dimension 23 of 25/).waitFor();
      await page.getByLabel("Rows", { exact: true }).fill("3");
      await page.getByLabel("Columns", { exact: true }).fill("3");
      await page.getByText(/Solvable dimension 9 of 9/).waitFor();
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByLabel("Lit cells only").check();

      const cells = page.getByRole("button", { name: /^row \d+, column \d+, / });
      const unlit = page.getByRole("button", { name: /^row \d+, column \d+, off/ });
      await cells.nth(8).waitFor();
      if ((await unlit.count()) > 0) {
        await unlit.first().click();
        await page.getByText(/this cell is unlit, so it cannot be pressed/).waitFor();
        assert.equal(await page.locator("#status").innerText(), "Moves: 0");
      }
      const solved = page.getByText(/Solved in \d+ moves?/);
      for (let press = 0; press < 40 && !(await solved.isVisible()); press += 1) {
        await page.getByRole("button", { name: "Hint" }).click();
        const hinted = page.getByRole("button", { name: /^row \d+, column \d+, on, marked$/ });
        await hinted.waitFor();
        await hinted.click();
        await page.getByText(`Moves: ${press + 1}`).or(solved).waitFor();
      }
      await solved.waitFor();
    });
  });
});
