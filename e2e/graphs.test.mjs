// Graphs in the web app, as a person plays them in headless Chromium: a small graph built by
// mouse in the graph editor and played to the end, and a game of ELLO won by following hints.
// Controls are found by their labels and roles, as a screen reader names them.
//
// Facts the tests rely on:
//   SIGMA+ on the path of 3 vertices has the invertible move matrix
//   [[1,1,0],[1,1,1],[0,1,1]] over GF(2), so every board is solvable: dimension 3 of 3.
//   ELLO opens on the Petersen graph (10 vertices) with winnable colours, so a win takes 10
//   moves, one per vertex.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { openMaths, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

/** Each test may wait the page's default timeout a few times over before failing. */
const options = { timeout: 90_000 };

/** The centre of an element, in page pixels. */
async function centre(locator) {
  const box = await locator.boundingBox();
  assert.ok(box, "the element is on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, size: box.width };
}

/** Presses at `from` and lets go at `to`, moving in small steps as a hand does. */
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

const vertex = (page, number) =>
  page.locator("#graph-editor").getByRole("button", { name: new RegExp(`^vertex ${number}(,|$)`) });

describe("graphs", () => {
  test("a path built by mouse in the graph editor is played to the end", options, async () => {
    await withApp(server.url, async (page) => {
      await openMaths(page);
      await page.getByText(/solvable dimension 23 of 25/).waitFor();
      await page.getByLabel("Lattice", { exact: true }).selectOption({ label: "Graph" });
      await page.getByText(/solvable dimension \d+ of 54/).waitFor();
      // Start from a single vertex: the path of one.
      await page.getByLabel("Graph", { exact: true }).selectOption({ label: "Path" });
      await page.getByLabel("Vertices", { exact: true }).fill("1");
      await page.getByText(/solvable dimension 1 of 1/).waitFor();

      await page.getByRole("radio", { name: "Edit graph" }).check();
      const editor = page.locator("#graph-editor");
      await editor.waitFor();
      // Two new vertices two disc widths left and right of vertex 0, by clicking empty space.
      const middle = await centre(vertex(page, 0));
      const step = middle.size * 2;
      await page.mouse.click(middle.x - step, middle.y);
      await vertex(page, 1).waitFor();
      await page.mouse.click(middle.x + step, middle.y);
      await vertex(page, 2).waitFor();
      assert.equal(await editor.getAttribute("aria-label"), "Graph editor, 3 vertices");

      // Edges 1 - 0 and 0 - 2 by dragging from vertex to vertex: the path 1 - 0 - 2.
      await drag(page, await centre(vertex(page, 1)), await centre(vertex(page, 0)));
      // The engine's answers about the first edge are in before the second is drawn: a board
      // that cannot be solved gets its fewest lights to change in a note above the board, which
      // moves the editor down (the answer comes from the worker, a moment later).
      await page.getByText(/solvable dimension 2 of 3/).waitFor();
      await page.getByText(/This board (can be solved|is in a different class)/).waitFor();
      if ((await page.getByText(/This board is in a different class/).count()) > 0) {
        await page.locator("#repair").waitFor();
      }
      await drag(page, await centre(vertex(page, 0)), await centre(vertex(page, 2)));
      await page.getByText(/solvable dimension 3 of 3/).waitFor();
      await page.locator("#graph-editor .graph-line").nth(1).waitFor();
      assert.equal(await page.locator("#graph-editor .graph-line").count(), 2);
      assert.equal(await page.locator("#graph-editor .graph-line.arc").count(), 0, "edges");

      // Play: a new puzzle, solved by pressing the hinted vertices.
      await page.getByRole("radio", { name: "Play" }).check();
      const board = page.locator("#board");
      await board.getByRole("button", { name: /^vertex 2, / }).waitFor();
      await page.getByRole("button", { name: "New puzzle" }).click();
      const solved = page.getByText(/Solved in \d+ press(es)?;/);
      for (let press = 0; press < 3 && !(await solved.isVisible()); press += 1) {
        await page.getByRole("button", { name: "Hint" }).click();
        const hinted = board.getByRole("button", { name: /^vertex \d+, .*, hint: press it$/ });
        await hinted.first().waitFor();
        await hinted.first().click();
      }
      await solved.waitFor();
      const lit = board.getByRole("button", { name: /^vertex \d+, on/ });
      assert.equal(await lit.count(), 0, "every light is off");
    });
  });

  test("the graph editor draws an edge from the keyboard: Enter, arrows, Enter", options, async () => {
    await withApp(server.url, async (page) => {
      await openMaths(page);
      await page.getByText(/solvable dimension 23 of 25/).waitFor();
      await page.getByLabel("Lattice", { exact: true }).selectOption({ label: "Graph" });
      await page.getByLabel("Graph", { exact: true }).selectOption({ label: "Path" });
      await page.getByLabel("Vertices", { exact: true }).fill("3");
      await page.getByText(/solvable dimension 3 of 3/).waitFor();
      await page.getByRole("radio", { name: "Edit graph" }).check();
      const lines = page.locator("#graph-editor .graph-line");
      // Attached, not visible: a level line has no height, and Playwright calls it hidden.
      await lines.nth(1).waitFor({ state: "attached" });
      assert.equal(await lines.count(), 2, "the path 0 - 1 - 2");
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      await vertex(page, 0).focus();
      await page.keyboard.press("Enter");
      assert.match(await focused(), /^vertex 0, selected, arc from here/);
      // Over to the far end of the path, which says what Enter will do there.
      for (let step = 0; step < 4 && !/^vertex 2,/.test(await focused()); step += 1) {
        await page.keyboard.press("End");
      }
      assert.equal(await focused(), "vertex 2, selected, Enter toggles the arc from vertex 0");
      await page.keyboard.press("Enter");
      // The triangle: SIGMA+ on K_3 presses every vertex at once, so only 2 boards of 8 can be
      // solved: dimension 1.
      await page.getByText(/solvable dimension 1 of 3/).waitFor();
      assert.equal(await lines.count(), 3);
      assert.equal(await focused(), "vertex 2, selected");
    });
  });

  test("a game of ELLO is won by following the hints", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      const ello = page.locator("#ello");
      const board = page.locator("#ello-board");
      await board.waitFor();
      assert.equal(await ello.locator("#ello-readout").getAttribute("data-winnable"), "yes");
      const discs = board.getByRole("button", { name: /^vertex \d+, (green|red)/ });
      assert.equal(await discs.count(), 10);
      const won = page.getByText(/Won in 10 moves/);
      for (let move = 0; move < 10 && !(await won.isVisible()); move += 1) {
        await ello.getByRole("button", { name: "Hint" }).click();
        const hinted = board.getByRole("button", { name: /^vertex \d+, green, hint$/ });
        await hinted.waitFor();
        await hinted.click();
      }
      await won.waitFor();
      assert.equal(await ello.locator("#ello-moves li").count(), 10);
      assert.equal(await discs.count(), 0, "every vertex is gone");
      // Undo brings the last vertex back, green.
      await ello.getByRole("button", { name: "Undo" }).click();
      await board.getByRole("button", { name: /^vertex \d+, green$/ }).waitFor();
    });
  });

  test("a reload finds the ELLO game where it was left, undo history and all", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      const ello = page.locator("#ello");
      const board = page.locator("#ello-board");
      const moves = ello.locator("#ello-moves li");
      for (let move = 1; move <= 3; move += 1) {
        await ello.getByRole("button", { name: "Hint" }).click();
        await board.getByRole("button", { name: /^vertex \d+, green, hint$/ }).click();
        await page.waitForFunction((count) => document.querySelectorAll("#ello-moves li").length === count, move);
      }
      await ello.getByRole("button", { name: "Undo" }).click();
      await page.waitForFunction(() => document.querySelectorAll("#ello-moves li").length === 2);
      const played = await moves.allInnerTexts();
      const discs = await board.getByRole("button").evaluateAll((all) => all.map((d) => d.getAttribute("aria-label")));
      await page.reload();
      await board.waitFor();
      assert.deepEqual(await moves.allInnerTexts(), played);
      const restored = await board.getByRole("button").evaluateAll((all) => all.map((d) => d.getAttribute("aria-label")));
      assert.deepEqual(restored.map((label) => label.replace(/, hint$/, "")), discs.map((label) => label.replace(/, hint$/, "")));
      await ello.getByRole("button", { name: "Redo" }).click();
      await page.waitForFunction(() => document.querySelectorAll("#ello-moves li").length === 3);
    });
  });

  test("ELLO is played from the keyboard: Tab to the board, arrows, Enter", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      const ello = page.locator("#ello");
      const board = page.locator("#ello-board");
      await board.waitFor();
      // Tab from the switch reaches the board's one tabbable disc; an arrow moves focus on.
      await page.getByRole("button", { name: "ELLO" }).focus();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      for (let tab = 0; tab < 20 && !/^vertex \d+/.test((await focused()) ?? ""); tab += 1) {
        await page.keyboard.press("Tab");
      }
      const first = await focused();
      assert.match(first, /^vertex \d+, (green|red)/);
      // Down, or up from the bottom of the drawing: the nearest disc that way takes focus.
      const moves = async (key) => {
        await page.keyboard.press(key);
        return page
          .waitForFunction((was) => document.activeElement?.getAttribute("aria-label") !== was, first, {
            timeout: 2_000,
          })
          .then(
            () => true,
            () => false,
          );
      };
      assert.ok((await moves("ArrowDown")) || (await moves("ArrowUp")), "an arrow moves focus");
      assert.match(await focused(), /^vertex \d+, (green|red)/);
      // Each hint moves the board's focus target to the hinted disc; Enter there plays it.
      const won = page.getByText(/Won in 10 moves/);
      for (let move = 0; move < 10 && !(await won.isVisible()); move += 1) {
        await ello.getByRole("button", { name: "Hint" }).click();
        const hinted = board.getByRole("button", { name: /, hint$/ });
        await hinted.waitFor();
        await hinted.focus();
        await page.keyboard.press("Enter");
        await page.getByText(`Moves: ${move + 1}`, { exact: true }).or(won).waitFor();
      }
      await won.waitFor();
    });
  });

  test("ELLO refuses a red vertex and plays on a random tree", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      const ello = page.locator("#ello");
      await ello.getByLabel("Graph", { exact: true }).selectOption({ label: "Random tree" });
      await ello.getByLabel("Vertices", { exact: true }).fill("15");
      await page.getByText(/ELLO: Random tree, 15 vertices/).waitFor();
      await ello.getByText("Family: tree").waitFor();
      const red = page.locator("#ello-board").getByRole("button", { name: /, red$/ });
      if ((await red.count()) > 0) {
        await red.first().click();
        await ello.getByText(/is red; only a green vertex can be played/).waitFor();
        await page.getByRole("status").getByText("Moves: 0").waitFor();
      }
    });
  });
});
