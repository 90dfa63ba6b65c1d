// Every screen passes axe-core's WCAG 2.0, 2.1 and 2.2 rules at levels A and AA (issue 23):
// names that say what each control is, roles that screen readers know, regions that can be
// scrolled by keyboard, colours with enough contrast. The screens are those e2e/screens.mjs
// lists: play on a laptop and a phone, a board on a canvas, Hint and Solve's marks, every
// solution, a quiet pattern, a repair, a hexagon, a graph and its editor, ELLO and each of
// Learn's views. A view added later adds its screen there.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { accessibilityViolations } from "./axe.mjs";
import { serveForTests, withApp } from "./helpers.mjs";
import { testEveryScreen } from "./screens.mjs";

const server = serveForTests();
const options = { timeout: 90_000 };

describe("axe-core finds nothing wrong", () => {
  testEveryScreen(
    server,
    async (page) => assert.deepEqual(await accessibilityViolations(page), []),
    options,
  );
});

describe("what already worked stays working", () => {
  test("the board is one Tab stop", options, async () => {
    await withApp(server.url, async (page) => {
      await page.locator("#status:not(.dealing)").waitFor();
      const onBoard = () => page.evaluate(() => document.activeElement?.closest("#board") !== null);
      for (let tab = 0; tab < 80 && !(await onBoard()); tab += 1) {
        await page.keyboard.press("Tab");
      }
      const cell = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
      assert.match(cell, /^row \d+, column \d+, /);
      await page.keyboard.press("Tab");
      assert.equal(await onBoard(), false, "one Tab leaves the board");
      await page.keyboard.press("Shift+Tab");
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), cell);
    });
  });

  test("at 320 px wide nothing scrolls sideways, on any page", options, async () => {
    await withApp(
      server.url,
      async (page) => {
        await page.locator("#status:not(.dealing)").waitFor();
        const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.equal(await sideways(), 0, "the Lights Out page");
        const games = page.getByRole("navigation", { name: "Game" });
        await games.getByRole("button", { name: "ELLO" }).click();
        await page.locator("#ello-board").waitFor();
        assert.equal(await sideways(), 0, "ELLO");
        await games.getByRole("button", { name: "Learn" }).click();
        for (const tab of ["chase", "elimination", "quiet", "exercises"]) {
          await page.locator(`#learn-tab-${tab}`).click();
          await page.locator(`#learn-tab-${tab}[aria-pressed="true"]`).waitFor();
          assert.equal(await sideways(), 0, `Learn: ${tab}`);
        }
        await games.getByRole("button", { name: "Worksheet" }).click();
        await page.locator("#worksheet .sheet-page").first().waitFor();
        assert.equal(await sideways(), 0, "Worksheet");
      },
      { viewport: { width: 320, height: 640 } },
    );
  });

  test("with reduced motion asked for, nothing on the board moves", options, async () => {
    await withApp(server.url, async (page) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.locator('[data-fact="board"].solvable').waitFor({ state: "attached" });
      const moving = () =>
        page.evaluate(() =>
          document.getAnimations().map((animation) => animation.effect?.target?.getAttribute("class")),
        );
      // Hint's ring pulses, and a press fades its cells, unless motion is to be reduced.
      await page.getByRole("button", { name: "Hint" }).click();
      await page.locator("#board [data-hint]").waitFor();
      assert.deepEqual(await moving(), [], "the hint's ring stands still");
      await page.locator("#board [data-marked]").click();
      await page.locator("#status").getByText(/^(Moves: 1|Solved in 1 move)/).waitFor();
      assert.deepEqual(await moving(), [], "the pressed cells change at once");
    });
  });
});
