// The largest board the page offers, played as a person plays it, in headless Chromium: by
// mouse on the canvas, by keyboard on its one focusable cell, zoomed and panned by the buttons,
// the wheel and a drag; and a long analysis stopped with Stop, the board still playable.
//
// Facts the tests expect are the rules of Lights Out: a press lights the pressed cell and its
// (up to four) neighbours on a dark board, and pressing a lit cell again turns it off.

import assert from "node:assert/strict";
import { test } from "node:test";

import { serveForTests, withApp } from "./helpers.mjs";

/** The worker analyses the largest board in well under this on the test machine. */
const TIMEOUT = 60_000;

const server = serveForTests();

const options = { timeout: TIMEOUT * 3 };

/** The setup panel's number field whose label starts with `name` ("Rows", "Columns"). */
const field = (page, name) => page.getByLabel(new RegExp(`^${name}`)).first();

/** Sets a number field as typing and Enter do. */
async function setField(page, name, value) {
  const input = field(page, name);
  await input.fill(String(value));
  await input.press("Enter");
}

/** The largest side the Rows field allows. */
async function largestSide(page) {
  return Number(await field(page, "Rows").getAttribute("max"));
}

/** Opens the setup panel if it is folded away (once the app is on the page: before, the
 * field is not visible either, and a click on the summary would fold the panel). */
async function showSetup(page) {
  const rows = field(page, "Rows");
  await rows.waitFor({ state: "attached" });
  if (!(await rows.isVisible())) {
    await page.getByText(/^Board setup|^Setup/).first().click();
  }
}

const canvas = (page) => page.locator("#board canvas");
const cursor = (page) => page.locator("#board .canvas-cursor");

/** The view's scale (CSS pixels a cell) and its top-left board point, as the canvas states them. */
async function view(page) {
  return canvas(page).evaluate((element) => ({
    scale: Number(element.dataset.scale),
    x: Number(element.dataset.x),
    y: Number(element.dataset.y),
  }));
}

/** Clicks the middle of the cell at (row, col) (from 0), wherever the view has put it. */
async function clickCell(page, row, col) {
  const { scale, x, y } = await view(page);
  const box = await canvas(page).boundingBox();
  await page.mouse.click(box.x + (col + 0.5 - x) * scale, box.y + (row + 0.5 - y) * scale);
}

/** Presses Zoom in until a cell is at least `scale` pixels wide. */
async function zoomTo(page, scale) {
  while ((await view(page)).scale < scale) {
    const now = (await view(page)).scale;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForFunction((now) => Number(document.querySelector("#board canvas").dataset.scale) > now, now);
  }
}

/** Waits for the focused cell's name to match `pattern`; returns it. */
/** The name with the light the other way (two states). */
const flipped = (label) => label.replace(/(on|off)$/, (state) => (state === "on" ? "off" : "on"));

/** A pattern matching exactly `text`. */
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

async function cursorLabel(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector("#board .canvas-cursor")?.getAttribute("aria-label") ?? ""),
    pattern.source,
    { timeout: TIMEOUT },
  );
  return cursor(page).getAttribute("aria-label");
}

test("the largest board is played by mouse and keyboard, zoomed and panned", options, async () => {
  await withApp(
    server.url,
    async (page) => {
      await showSetup(page);
      const side = await largestSide(page);
      assert.ok(side >= 256, `the page offers at least 256 a side, got ${side}`);
      await setField(page, "Columns", side);
      await setField(page, "Rows", side);
      await page.locator(`#board[data-cells="${side * side}"]`).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator("#board").getAttribute("data-rows"), String(side));

      // Zoom: the button magnifies by half again, up to cells a finger can hit (fitted, a
      // million cells are under a pixel each).
      const fitted = await view(page);
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.waitForFunction((scale) => Number(document.querySelector("#board canvas").dataset.scale) > scale * 1.4, fitted.scale);
      await zoomTo(page, 8);

      // A click presses the cell under the pointer, and the focused cell is a real element
      // with focus whose name the live region repeats.
      const shown = await view(page);
      const [top, left] = [Math.ceil(shown.y) + 9, Math.ceil(shown.x) + 20];
      await clickCell(page, top, left);
      const first = await cursorLabel(page, new RegExp(`^row ${top + 1}, column ${left + 1}, (on|off)$`));
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), first);
      assert.equal(await page.locator("#board [aria-live]").textContent(), first);
      await page.getByText("Moves: 1").waitFor();
      // Space presses the focused cell: its light flips back.
      await page.keyboard.press(" ");
      await cursorLabel(page, exactly(flipped(first)));
      // Arrows move; a press below flips the cell above it too.
      await page.keyboard.press("ArrowDown");
      const below = await cursorLabel(page, new RegExp(`^row ${top + 2}, column ${left + 1}, (on|off)$`));
      await page.keyboard.press("Enter");
      await cursorLabel(page, exactly(flipped(below)));
      await page.keyboard.press("ArrowUp");
      await cursorLabel(page, exactly(first));
      await page.getByText("Moves: 3").waitFor();

      // The wheel zooms further, keeping the cell under the pointer.
      const box = await canvas(page).boundingBox();
      await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
      const before = await view(page);
      await page.mouse.wheel(0, -400);
      await page.waitForFunction((scale) => Number(document.querySelector("#board canvas").dataset.scale) > scale * 2, before.scale);
      const zoomed = await view(page);
      // The board point under the pointer, in cells (the wheel's offsets are whole pixels,
      // so it may move by a pixel's worth at the old scale).
      const under = (v) => [v.x + box.width / 3 / v.scale, v.y + box.height / 3 / v.scale];
      const [was, is] = [under(before), under(zoomed)];
      assert.ok(Math.hypot(was[0] - is[0], was[1] - is[1]) < 1.5 / before.scale, `the wheel zooms about the pointer: ${was} -> ${is}`);

      // A drag pans the board and presses nothing.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 80, { steps: 6 });
      await page.mouse.up();
      const panned = await view(page);
      assert.ok(Math.abs((panned.x - zoomed.x) * zoomed.scale - 120) < 2, `${JSON.stringify({ zoomed, panned })}`);
      assert.ok(Math.abs((panned.y - zoomed.y) * zoomed.scale - 80) < 2);
      await page.getByText("Moves: 3").waitFor();

      // A click on the zoomed board still presses the cell under it; the far corner is
      // reached by keyboard, the board panning to show it.
      const { x, y } = panned;
      const [row, col] = [Math.floor(y) + 3, Math.floor(x) + 4];
      await clickCell(page, row, col);
      await cursorLabel(page, new RegExp(`^row ${row + 1}, column ${col + 1}, `));
      await page.getByText("Moves: 4").waitFor();
      await page.keyboard.press("End");
      await cursorLabel(page, new RegExp(`^row ${row + 1}, column ${side}, `));
      const cornered = await view(page);
      assert.ok(cornered.x + box.width / cornered.scale >= side - 1e-6, "the board panned to the last column");

      // Whole board: back to the fitted view.
      await page.getByRole("button", { name: "Whole board" }).click();
      await page.waitForFunction((scale) => Math.abs(Number(document.querySelector("#board canvas").dataset.scale) - scale) < 1e-3, fitted.scale);
    },
    { timeout: TIMEOUT },
  );
});

test("Stop ends a long analysis and leaves the board playable", options, async () => {
  await withApp(
    server.url,
    async (page) => {
      await showSetup(page);
      // The X pattern (the cell and its four diagonal neighbours) is not classic Lights Out:
      // the general route takes the worker seconds on the largest board.
      const side = await largestSide(page);
      await page.getByLabel("Pattern").selectOption({ label: "X" });
      await setField(page, "Columns", side);
      await setField(page, "Rows", side);
      await page.locator(`#board[data-cells="${side * side}"]`).waitFor({ timeout: TIMEOUT });
      const stop = page.getByRole("button", { name: "Stop" });
      await stop.waitFor({ timeout: TIMEOUT });
      await stop.click();
      // (The readout says so too, in the folded maths.)
      await page.getByText(/you stopped the work on it/).first().waitFor({ state: "attached" });
      assert.equal(await stop.count(), 0, "the progress bar and Stop are gone");
      // Still playable: a click presses (zoomed in, where a cell is bigger than a pixel), and
      // Space presses again, the light flipping back.
      await zoomTo(page, 8);
      const shown = await view(page);
      const [top, left] = [Math.ceil(shown.y) + 2, Math.ceil(shown.x) + 3];
      await clickCell(page, top, left);
      await page.getByText("Moves: 1").waitFor();
      const pressed = await cursorLabel(page, new RegExp(`^row ${top + 1}, column ${left + 1}, (on|off)$`));
      await page.keyboard.press(" ");
      // (Two presses of one cell undo each other: a blank board is solved again.)
      await page.getByText(/^Moves: 2|in 2 presses/).waitFor();
      await cursorLabel(page, exactly(flipped(pressed)));
    },
    { timeout: TIMEOUT },
  );
});

test("a press on the largest board outlives a reload made at once", options, async () => {
  await withApp(
    server.url,
    async (page) => {
      await showSetup(page);
      const side = await largestSide(page);
      await setField(page, "Columns", side);
      await setField(page, "Rows", side);
      await page.locator(`#board[data-cells="${side * side}"]`).waitFor({ timeout: TIMEOUT });
      // The new size's puzzle is dealt by the worker a moment after its board is drawn: read
      // the corner once it has landed, or the deal may change the corner after it was read.
      await page.locator("#status:not(.dealing)").waitFor({ timeout: TIMEOUT });
      // A large game is written when the page is quiet or left, not in the press's frame:
      // a reload straight after the press must still find it.
      await cursor(page).focus();
      const before = await cursorLabel(page, /^row 1, column 1, (on|off)$/);
      await page.keyboard.press(" ");
      await page.getByText("Moves: 1").waitFor();
      const after = await cursorLabel(page, exactly(flipped(before)));
      await page.reload();
      await page.locator(`#board[data-cells="${side * side}"]`).waitFor({ timeout: TIMEOUT });
      await page.getByText("Moves: 1").waitFor();
      assert.equal(await cursor(page).getAttribute("aria-label"), after, "the pressed corner as it was");
    },
    { timeout: TIMEOUT },
  );
});
