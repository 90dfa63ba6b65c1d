// A player on a phone (issue 28, items 1 and 2, and its whole-game test), in headless Chromium
// at 360 x 640 and 390 x 844: the answer to a tap shows where the player is looking. Hint's
// ring after scrolling down to the buttons, the message an unsolvable board's Hint gives, and
// a whole game (Hint, a press on the hinted cell, Undo, the win) with every answer inside the
// viewport when it appears.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 180_000 };
const SMALL = { width: 360, height: 640 };
const TALL = { width: 390, height: 844 };

/**
 * Asserts that what `locator` finds comes wholly inside the viewport within five seconds: the
 * page scrolls an answer into view after the frame that draws it, which a busy machine may
 * paint a while after the answer's class is set (the win was read out of view once at load 8).
 */
async function assertInView(page, locator, what) {
  const first = locator.first();
  await first.waitFor();
  const { width, height } = page.viewportSize();
  const inside = (box) => box && box.x >= -1 && box.y >= -1 && box.x + box.width <= width + 1 && box.y + box.height <= height + 1;
  let box = await first.boundingBox();
  for (let waited = 0; !inside(box) && waited < 5_000; waited += 100) {
    await page.waitForTimeout(100);
    box = await first.boundingBox();
  }
  assert.ok(box, `${what} is drawn`);
  assert.ok(inside(box), `${what} is out of view: ${JSON.stringify(box)} in ${width} x ${height}`);
}

/** The first visit's puzzle, dealt. */
async function dealt(page) {
  await page.getByText("Moves: 0", { exact: true }).waitFor();
  await page.locator("#status:not(.dealing)").waitFor();
}

const hintRing = (page) => page.locator("#board .hint-mark circle.hint-ring");

/** Taps a button as a player does who scrolled down to the buttons: with them in the middle
 * of the screen. */
async function tap(page, name) {
  const button = page.getByRole("button", { name, exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await button.click();
}

/** Taps the middle of the hint's ring: the cell Hint marked. */
async function tapHinted(page) {
  const box = await hintRing(page).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe("a player on a phone", () => {
  test("Hint's ring shows after scrolling down to the buttons at 360 x 640 (28.1)", options, async () => {
    await withApp(server.url, async (page) => {
      await dealt(page);
      await tap(page, "Hint");
      await assertInView(page, hintRing(page), "the hint's ring");
      // The buttons are still there to tap.
      await assertInView(page, page.getByRole("button", { name: "Hint", exact: true }), "Hint");
    }, { viewport: SMALL });
  });

  for (const viewport of [SMALL, TALL]) {
    test(`an unsolvable board's Hint answers in view at ${viewport.width} x ${viewport.height} (28.2)`, options, async () => {
      await withApp(server.url, async (page) => {
        await dealt(page);
        const unsolvable = page.locator("#repair button");
        for (let tries = 0; tries < 40 && !(await unsolvable.count()); tries += 1) {
          await tap(page, "Random board");
          await page.locator("#status:not(.dealing)").waitFor();
          await page.waitForTimeout(300);
        }
        await tap(page, "Hint");
        await page.locator("#message .text").getByText(/cannot reach the goal/).waitFor();
        await assertInView(page, page.locator("#message .message"), "the message");
      }, { viewport });
    });
  }

  test("a size refused at 360 x 640 answers beside its field, where the player typed", options, async () => {
    await withApp(server.url, async (page) => {
      await dealt(page);
      const rows = page.locator("#rows");
      await rows.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await rows.fill("0");
      await rows.press("Enter");
      await page.locator("#rows-refused").waitFor();
      // The message line says it too, but the page does not jump up to it from the field.
      await page.waitForTimeout(500);
      await assertInView(page, rows, "the Rows field");
      await assertInView(page, page.locator("#rows-refused"), "the reason under the field");
    }, { viewport: SMALL });
  });

  test("a whole game at 360 x 640: Hint, presses, Undo and the win, each in view", options, async () => {
    await withApp(server.url, async (page) => {
      await dealt(page);
      const moves = page.locator("#status");
      // One press off the solution, taken back with Undo.
      await tap(page, "Hint");
      await assertInView(page, hintRing(page), "the first hint");
      await tapHinted(page);
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      await assertInView(page, moves, "the move counter");
      await tap(page, "Undo");
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await assertInView(page, moves, "the move counter after Undo");
      // Hint by hint to the end.
      for (let press = 1; press <= 25 && !(await page.locator("#status.solved").count()); press += 1) {
        await tap(page, "Hint");
        await assertInView(page, hintRing(page), `hint ${press}`);
        await tapHinted(page);
        await page.waitForFunction(
          (press) => /Moves: (\d+)|Solved/.test(document.querySelector("#status")?.textContent ?? "") &&
            (document.querySelector("#status.solved") || document.querySelector("#status").textContent.includes(`Moves: ${press}`)),
          press,
        );
      }
      await page.locator("#status.solved").waitFor();
      await assertInView(page, page.locator("#status"), "the win");
      await assertInView(page, page.getByRole("button", { name: "New puzzle", exact: true }), "New puzzle");
    }, { viewport: SMALL });
  });
});
