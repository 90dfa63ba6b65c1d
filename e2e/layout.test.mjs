// Layout (issue 28, items 11 to 13), in headless Chromium at the sizes where each was seen:
// menus that show their whole choice at 360 px, a greyed menu that says why, ELLO's move list
// apart from its buttons, the hint's mark kept off the move counter, Learn's quiet patterns
// readable on 4 x 4 with 3 states, and ELLO's graph named after a reload, the graph file's
// button named for what it does, and a new arc drawn over the edges it runs along.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, secondTab, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 120_000 };
const PHONE = { width: 360, height: 640 };
const DESK = { width: 1280, height: 800 };

/** Whether the `<select>` `selector` finds shows its chosen option's whole text. */
const selectFits = (page, selector) =>
  page.locator(selector).evaluate((select) => {
    const context = document.createElement("canvas").getContext("2d");
    const style = getComputedStyle(select);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.options[select.selectedIndex].text;
    // The arrow and the padding take about 2.5rem of a select's width.
    const room = select.clientWidth - 2.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    return { text, width: Math.round(context.measureText(text).width), room: Math.round(room) };
  });

async function assertFits(page, selector) {
  const { text, width, room } = await selectFits(page, selector);
  assert.ok(width <= room, `${selector} shows "${text}" (${width} px) in ${room} px`);
}

describe("layout", () => {
  test("menus show their whole choice at 360 px, and a greyed one says why (28.11)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      for (const selector of ["#goal", "#pattern", "#lattice", "#surface"]) {
        await assertFits(page, selector);
      }
      await page.getByLabel("Lattice", { exact: true }).selectOption("hex");
      await page.locator("#surface-why").getByText(/lie on the plane/).waitFor();
      assert.equal(await page.locator("#surface").isDisabled(), true);
      await page.getByLabel("Lattice", { exact: true }).selectOption("graph");
      await page.getByLabel("Graph", { exact: true }).selectOption({ label: "Petersen graph" });
      await assertFits(page, "#graph-kind");
      await page.getByRole("button", { name: "ELLO", exact: true }).click();
      await assertFits(page, "#ello-graph-kind");
      // ELLO's move list keeps its distance from the buttons above it.
      const buttons = await page.locator("#ello .toolbar").boundingBox();
      const moves = await page.locator("#ello section[aria-label='Move list']").boundingBox();
      assert.ok(moves.y - (buttons.y + buttons.height) >= 8, `${moves.y - buttons.y - buttons.height} px apart`);
    }, { viewport: PHONE });
  });

  test("another tab's game offered at 360 px reads as a sentence, its button under it (28.11)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await page.locator("#status:not(.dealing)").waitFor();
      await page.getByRole("button", { name: /^row 1, column 1, / }).click();
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      // A second tab of the same browser plays another game: the first offers it.
      const { page: other } = await secondTab(browser, server.url);
      await other.getByText("Moves: 1", { exact: true }).waitFor();
      await other.getByRole("button", { name: "New puzzle" }).click();
      await other.getByText("Moves: 0", { exact: true }).waitFor();
      await other.locator("#status:not(.dealing)").waitFor();
      await other.getByRole("button", { name: /^row 1, column 2, / }).click();
      const text = page.locator("#offer .text");
      await text.getByText(/Another tab saved a different game/).waitFor();
      const [sentence, bar] = [await text.boundingBox(), await page.locator("#offer").boundingBox()];
      // It was squeezed to a word a line, some 30 px wide, beside its button.
      assert.ok(sentence.width > bar.width / 2, `the sentence is ${sentence.width} px wide of ${bar.width}`);
      const button = await page.locator("#offer").getByRole("button", { name: "Play the other tab's game" }).boundingBox();
      assert.ok(button.x + button.width <= PHONE.width, "the button stays on screen");
    }, { viewport: PHONE });
  });

  test("the hint's mark on the top row leaves the move counter clear (28.11)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.locator("#status:not(.dealing)").waitFor();
      // A board one press of the top left cell away from the goal.
      await page.getByRole("radio", { name: "Paint board" }).check();
      for (const name of [/^row 1, column 1, /, /^row 1, column 2, /, /^row 2, column 1, /]) {
        await page.getByRole("button", { name }).click();
      }
      await page.getByRole("radio", { name: "Play" }).check();
      await page.getByRole("button", { name: "Solve" }).click();
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      const mark = await page.locator("#board .hint-mark").boundingBox();
      const status = await page.locator("#status").boundingBox();
      assert.ok(mark.y >= status.y + status.height, `the mark's top ${mark.y} is over the counter (to ${status.y + status.height})`);
    }, { viewport: DESK });
  });

  test("Learn's quiet patterns on 4 x 4 with 3 states keep digits and press marks apart (28.12)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      for (const name of ["Rows", "Columns"]) {
        await field(page, name).fill("4");
        await field(page, name).press("Enter");
      }
      await page.getByLabel("States", { exact: true }).selectOption("3");
      await page.locator("#board .cell").nth(15).waitFor();
      await page.locator("#status:not(.dealing)").waitFor();
      await page.getByRole("navigation", { name: "Game" }).getByRole("button", { name: "Learn" }).click();
      await page.locator("#learn-tab-quiet").click();
      await page.locator(".learn-gallery-item").first().waitFor();
      const clashes = await page.evaluate(() => {
        const found = [];
        for (const cell of document.querySelectorAll(".learn-gallery .learn-cell")) {
          const box = cell.querySelector(".cell").getBoundingClientRect();
          const digit = cell.querySelector(".learn-value")?.getBoundingClientRect();
          const mark = cell.querySelector(".learn-press, .learn-press-count")?.getBoundingClientRect();
          if (!mark) continue;
          if (mark.left < box.left - 0.5 || mark.right > box.right + 0.5 || mark.top < box.top - 0.5) {
            found.push("a press mark spills out of its cell");
          }
          if (digit && mark.bottom > digit.top + 0.5 && mark.top < digit.bottom - 0.5) {
            found.push("a press mark covers its cell's digit");
          }
        }
        return found;
      });
      assert.deepEqual([...new Set(clashes)], []);
      // The previews are large enough to read: cells of 30 px or more.
      const cell = await page.locator(".learn-gallery .cell").first().boundingBox();
      assert.ok(cell.width >= 30, `preview cells ${cell.width} px`);
    }, { viewport: DESK });
  });

  test("ELLO names the Petersen graph after a reload (28.13)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByRole("button", { name: "ELLO", exact: true }).click();
      await page.locator("#puzzle-name").getByText("ELLO: Petersen graph, 10 vertices").waitFor();
      await page.waitForFunction(() => location.hash.startsWith("#ello."));
      await page.reload();
      await page.locator("#puzzle-name").getByText("ELLO: Petersen graph, 10 vertices").waitFor();
      assert.match(await page.locator("#ello-graph-kind").evaluate((s) => s.options[s.selectedIndex].text), /Petersen/);
    }, { viewport: DESK });
  });

  test("the graph file's button says what it does, and a new arc shows over the edges (28.13)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByLabel("Lattice", { exact: true }).selectOption({ label: "Graph" });
      await page.getByLabel("Graph", { exact: true }).selectOption({ label: "Path" });
      await page.getByLabel("Vertices", { exact: true }).fill("3");
      await page.locator("#board .cell").nth(2).waitFor();
      await page.locator("#graph-panel summary").click();
      assert.equal(await page.getByRole("button", { name: "Save", exact: true }).count(), 0);
      await page.getByRole("button", { name: "Show this graph's file" }).click();
      assert.match(await page.getByLabel("Graph file text").inputValue(), /^3\n/);
      // An arc from the path's first vertex to its last, along the line of its two edges.
      await page.getByLabel("New arcs go both ways (an edge)").uncheck();
      await page.getByRole("radio", { name: "Edit graph" }).check();
      await page.locator("#graph-editor").waitFor();
      await page.locator("#graph-editor [aria-label^='vertex 0']").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.locator("#graph-editor .graph-line.arc").waitFor({ state: "attached" });
      const drawnLast = await page.evaluate(() => {
        const lines = [...document.querySelectorAll("#graph-editor .graph-line")];
        return lines.at(-1).classList.contains("arc");
      });
      assert.equal(drawnLast, true, "the arc is drawn over the edges");
      const colours = await page.evaluate(() =>
        [".graph-line.arc", ".graph-line:not(.arc)"].map((selector) => getComputedStyle(document.querySelector(`#graph-editor ${selector}`)).stroke),
      );
      assert.notEqual(colours[0], colours[1], "in a colour of its own");
    }, { viewport: DESK });
  });
});
