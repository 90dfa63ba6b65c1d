// The lit-only rule ("Lit cells only") as a person meets it in headless Chromium: an unlit cell
// refuses a press, and Hint marks a lit cell from which the goal is still in reach, until the
// board is solved.
//
// Facts the tests rely on: 3 x 3 Lights Out has an invertible move matrix (rank 9 of 9), so
// every board is solvable, and it has 2^9 boards, well within the exact lit-only search. On
// 5 x 5 (the page's default, 2^25 boards, the most the search covers) every solvable board can
// be put out pressing lit cells only, in at most 20 presses; the search that proves it runs on
// the page a slice at a time, with a progress bar, and later Hints reuse it. All lights on
// (`lights-lab code --rows 5 --cols 5 --board 1111111111111111111111111` is
// v1.s5x5.plane.plus.n2.off.b____g) is 15 lit presses from all off, most of the search away.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, openMaths, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

describe("the lit-only rule", () => {
  test("refuses unlit cells and hints lit ones to the goal", { timeout: 90_000 }, async () => {
    await withApp(server.url, async (page) => {
      await openMaths(page);
      await page.getByText(/solvable dimension 23 of 25/).waitFor();
      await field(page, "Rows").fill("3");
      await field(page, "Columns").fill("3");
      await page.getByText(/solvable dimension 9 of 9/).waitFor();
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByLabel("Lit cells only").check();

      const cells = page.getByRole("button", { name: /^row \d+, column \d+, / });
      const unlit = page.getByRole("button", { name: /^row \d+, column \d+, off/ });
      await cells.nth(8).waitFor();
      if ((await unlit.count()) > 0) {
        await unlit.first().click();
        await page.getByText("Only lit cells can be pressed. Hint finds one that keeps the goal in reach.").waitFor();
        assert.equal(await page.locator("#status").innerText(), "Moves: 0");
      }
      const solved = page.getByText(/Solved in \d+ press(es)?;/);
      for (let press = 0; press < 40 && !(await solved.isVisible()); press += 1) {
        await page.getByRole("button", { name: "Hint" }).click();
        const hinted = page.getByRole("button", { name: /^row \d+, column \d+, on, hint: press it$/ });
        await hinted.waitFor();
        await hinted.click();
        await page.getByText(`Moves: ${press + 1}`, { exact: true }).or(solved).waitFor();
      }
      await solved.waitFor();
    });
  });

  test("solves a 5 x 5 puzzle by hints, the first one after the search", { timeout: 180_000 }, async () => {
    await withApp(server.url, async (page) => {
      await openMaths(page);
      await page.getByText(/solvable dimension 23 of 25/).waitFor();
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByLabel("Lit cells only").check();

      const hint = page.getByRole("button", { name: "Hint" });
      const hinted = page.getByRole("button", { name: /^row \d+, column \d+, on, hint: press it$/ });
      const solved = page.getByText(/Solved in \d+ press(es)?;/);
      const started = Date.now();
      await hint.click();
      await hinted.waitFor({ timeout: 120_000 });
      const first = Date.now() - started;
      const away = await page.locator("#message").innerText();
      const presses = Number(/the goal is (\d+) lit press/.exec(away)?.[1]);
      assert.ok(presses >= 1 && presses <= 20, away);
      for (let press = 0; press < presses; press += 1) {
        if (press > 0) {
          const asked = Date.now();
          await hint.click();
          await hinted.waitFor();
          // The search already met every nearer board.
          assert.ok(Date.now() - asked < 5_000, `hint ${press + 1} took ${Date.now() - asked} ms`);
        }
        await hinted.click();
        await page.getByText(`Moves: ${press + 1}`, { exact: true }).or(solved).waitFor();
      }
      await solved.waitFor();
      assert.equal(await page.locator("#lit-only-search").count(), 0);
      console.log(`first lit-only hint on 5 x 5: ${first} ms, then ${presses} presses`);
    });
  });

  test("shows the search's progress, and Cancel stops it until the next Hint", { timeout: 180_000 }, async () => {
    await withApp(`${server.url}#v1.s5x5.plane.plus.n2.off.b____g`, async (page) => {
      await openMaths(page);
      await page.getByText(/solvable dimension 23 of 25/).waitFor();
      await page.getByLabel("Lit cells only").check();
      // A slower CPU, so that the search lasts long enough to be cancelled mid-way.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await page.getByRole("button", { name: "Hint" }).click();
      const progress = page.locator("#lit-only-search");
      await progress.getByText(/^Lit cells only: searching every board/).waitFor();
      // The page takes the click between two slices of the search.
      await progress.getByRole("button", { name: "Cancel" }).click();
      await page.getByText(/search stopped with \d+ % of boards settled/).waitFor();
      await progress.waitFor({ state: "detached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // Hint takes the search up where it stopped.
      await page.getByRole("button", { name: "Hint" }).click();
      await page.getByText(/the goal is 15 lit presses away/).waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: /^row \d+, column \d+, on, hint: press it$/ }).waitFor();
    });
  });
});
