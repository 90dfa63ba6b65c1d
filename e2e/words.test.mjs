// Words and fields (issue 28, items 7 to 10), in headless Chromium at 1280 x 800 (and 360 x
// 640 for a rule's limit): every refusal the page can show reads as a player's sentence (no
// "got", no "..=", no "field N", no number past ten digits, a full stop at the end); a refused
// size goes back to the board's size with the reason beside the field, and a rule's own limit
// (King's 965, 16 states' 512, Flip's 64) is stated beside the size fields before a board is
// made; the unsolvable board's message names what is on screen; and a Stop before anything
// was dealt says there is nothing to play yet.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { field, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 180_000 };
const viewport = { width: 1280, height: 800 };

/** What no message on the page may contain, and how each must end. */
function assertPlayersWords(message, where) {
  assert.doesNotMatch(message, /\bgot\b/, `${where}: ${message}`);
  assert.doesNotMatch(message, /\.\.=/, `${where}: ${message}`);
  assert.doesNotMatch(message, /\bfield \d/i, `${where}: ${message}`);
  assert.doesNotMatch(message, /\d{11,}/, `${where}: ${message}`);
  assert.doesNotMatch(message, /share code/i, `${where}: ${message}`);
  assert.doesNotMatch(message, /“”/, `${where}: ${message}`);
  assert.match(message, /[.!?]$/, `${where}: ${message}`);
}

/** The refusal on the message line, once one shows. */
async function refusal(page) {
  const line = page.locator("#message .message.error .text, .message.error .text").first();
  await line.waitFor();
  return (await line.innerText()).trim();
}

/** Broken Lights Out links, one per fault the share code can have. */
const LINKS = [
  "ello",
  "v1",
  "v1.s5x5",
  "v1.s5x5.plane",
  "v1.s5x5.plane.plus",
  "v1.s5x5.plane.plus.n2",
  "v1.s5x5.plane.plus.n2.off",
  "v1.s5x5.spiral.plus.n2.off.seed1",
  "v1.s5x5.plane.zigzag.n2.off.seed1",
  "v1.s5x5.plane.plus.x2.off.seed1",
  "v1.s5x5.plane.plus.n2.sideways.seed1",
  "v1.s5x5.plane.plus.n2.off.start1",
  "v1.s5x5.plane.plus.n2.off.seed99999999999999999999",
  "v1.s5x5.plane.plus.n2.off.seed1.more",
  "v1.s0x5.plane.plus.n2.off.seed1",
  "v1.s2000x5.plane.plus.n2.off.seed1",
  "v1.s5x5.plane.plus.n99.off.seed1",
  "v1.g3.aA.sigma-plus.n2.off.bg",
  "v1.s5x5.plane.plus.n2.off.bAAAA",
  "v9.s5x5.plane.plus.n2.off.seed1",
  "v1.s5x5.plane.plus.n2.off.seed1!",
  "v1.h2.torus.plus.n2.off.seed1",
];

describe("words and fields", () => {
  test("every refusal the page can show is a player's sentence (28.7)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.locator("#status:not(.dealing)").waitFor();
      const seen = [];
      const check = async (where) => {
        const message = await refusal(page);
        assertPlayersWords(message, where);
        seen.push(message);
        await page.locator(".message.error .dismiss").first().click();
        await page.locator(".message.error").first().waitFor({ state: "detached" });
      };
      // Links pasted into the tab, Lights Out's and ELLO's.
      for (const code of LINKS) {
        await page.evaluate((code) => (location.hash = code), code);
        await check(`#${code}`);
      }
      for (const code of ["ello.v1", "ello.v1.g3.aA.sigma-plus.n2.off.bg", "ello.v1.g3.aABBCBA.sigma-plus.n2.off.seed4", "ello.v1.s3x3.plane.plus.n2.off.seed1"]) {
        await page.evaluate((code) => (location.hash = code), code);
        await check(`#${code}`);
        await page.getByRole("button", { name: "Lights Out", exact: true }).click();
      }
      // Sizes.
      const rows = field(page, "Rows");
      for (const typed of ["0", "99999", "-5", "abc"]) {
        // Typed key by key, as a player does: a number field takes no letters, and holds "".
        await rows.fill("");
        await rows.pressSequentially(typed);
        await rows.press("Enter");
        await check(`rows ${typed}`);
      }
      // The pattern editor, every offset of the plus switched off.
      for (const offset of ["-1,0", "0,-1", "0,0", "0,1"]) {
        await page.getByRole("button", { name: new RegExp(`^offset ${offset}\\b.*, on$`) }).click();
      }
      await page.getByRole("button", { name: /^offset 1,0\b.*, on$/ }).click();
      await check("the last cell of the pattern");
      // Graph files.
      await page.getByLabel("Lattice", { exact: true }).selectOption({ label: "Graph" });
      await page.locator("#graph-panel summary").click();
      const file = page.getByLabel("Graph file text");
      for (const text of ["abc", "3\n0 5", "70000", "2\n0 1\n# at 0 7 7", "0"]) {
        await file.fill(text);
        await page.getByRole("button", { name: "Load", exact: true }).click();
        await check(`graph file ${JSON.stringify(text)}`);
      }
      assert.ok(seen.length >= LINKS.length + 10, `${seen.length} refusals read`);
    }, { viewport });
  });

  test("a refused size goes back to the board's size with the reason beside it (28.8)", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      const rows = field(page, "Rows");
      for (const typed of ["99999", "0", "-5"]) {
        await rows.fill(typed);
        await rows.press("Enter");
        await page.waitForFunction(() => document.querySelector("#rows")?.value === "5");
        const note = page.locator("#rows-refused");
        await note.waitFor();
        const why = await note.innerText();
        assert.match(why, /1 to 1024/, why);
        assert.match(why, new RegExp(typed.replace("99999", "99,999")), why);
        assertPlayersWords(why, `rows ${typed}`);
      }
      assert.equal(await page.locator("#board .cell").count(), 25, "the board is as it was");
    }, { viewport });
  });

  // The limits a player met only after making the board and seeing it refused: King's move
  // matrix (9 entries a cell) past 965 x 965, the unknowns light chasing leaves with 16 states
  // past 512 x 512, and Flip's past 64 x 64 (issue 28, item 8, second half).
  const LIMITS = [
    { choose: (page) => page.getByLabel("Pattern", { exact: true }).selectOption({ label: "King" }), back: (page) => page.getByLabel("Pattern", { exact: true }).selectOption({ label: "Lights Out" }), side: 965, because: "with the King pattern" },
    { choose: (page) => page.getByLabel("States", { exact: true }).selectOption("16"), back: (page) => page.getByLabel("States", { exact: true }).selectOption("2"), side: 512, because: "with 16 states" },
    { choose: (page) => page.getByLabel("Pattern", { exact: true }).selectOption({ label: "Flip (row and column)" }), back: (page) => page.getByLabel("Pattern", { exact: true }).selectOption({ label: "Lights Out" }), side: 64, because: "with the Flip pattern" },
  ];
  for (const screen of [{ width: 360, height: 640 }, viewport]) {
    test(`the size fields state a rule's limit before a board is made, and refuse a size past it at ${screen.width} x ${screen.height} (28.8)`, options, async () => {
      await withApp(server.url, async (page) => {
        await page.getByText("Moves: 0", { exact: true }).waitFor();
        const rows = page.locator("#rows");
        const label = (id) => page.locator(`label[for="${id}"]`);
        assert.equal(await label("rows").innerText(), "Rows (1 to 1024)");
        for (const { choose, back, side, because } of LIMITS) {
          await choose(page);
          // Stated at once beside both fields, while the board is still 5 x 5.
          for (const [id, name] of [["rows", "Rows"], ["cols", "Columns"]]) {
            await page.locator(`label[for="${id}"]`, { hasText: `${name} (1 to ${side} ${because})` }).waitFor();
            assert.equal(await page.locator(`#${id}`).getAttribute("max"), String(side));
          }
          assert.equal(await page.locator("#board .cell").count(), 25, "no board was made");
          // The label is read whole beside its field, on a phone too.
          await rows.evaluate((element) => element.scrollIntoView({ block: "center" }));
          const box = await label("rows").boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= screen.width && box.y >= 0 && box.y + box.height <= screen.height, `the label is out of view: ${JSON.stringify(box)}`);
          // One past the limit: refused in the field at once, with the reason, the board kept.
          await rows.fill(String(side + 1));
          await rows.press("Enter");
          const note = page.locator("#rows-refused");
          await note.waitFor();
          const why = await note.innerText();
          assert.equal(why, `Rows must be a whole number from 1 to ${side} ${because}, and ${(side + 1).toLocaleString("en")} is too many; the board stays at 5.`);
          assertPlayersWords(why, `rows ${side + 1} ${because}`);
          await page.waitForFunction(() => document.querySelector("#rows")?.value === "5");
          assert.equal(await page.locator("#board .cell").count(), 25, "the board is as it was");
          await back(page);
          await label("rows").filter({ hasText: /^Rows \(1 to 1024\)$/ }).waitFor();
          // The reason given under the rule's range goes with it.
          await note.waitFor({ state: "detached" });
        }
      }, { viewport: screen });
    });
  }

  for (const screen of [viewport, { width: 390, height: 844 }]) {
    test(`the unsolvable board's message names the button and the outline on screen at ${screen.width} x ${screen.height} (28.9)`, options, async () => {
      await withApp(server.url, async (page) => {
        await page.getByText("Moves: 0", { exact: true }).waitFor();
        await page.locator("#status:not(.dealing)").waitFor();
        // Random board until one cannot be solved: its repair note offers its button.
        const repair = page.locator("#repair button");
        for (let tries = 0; tries < 40 && !(await repair.count()); tries += 1) {
          await page.getByRole("button", { name: "Random board" }).click();
          await page.locator("#status:not(.dealing)").waitFor();
          await page.waitForTimeout(300);
        }
        const button = (await repair.innerText()).trim();
        await page.getByRole("button", { name: "Hint", exact: true }).click();
        const message = await page.locator("#message .text").innerText();
        assert.match(message, new RegExp(`the ${button} button`), message);
        assert.match(message, /dashed outline/, message);
        assert.doesNotMatch(message, /ringed/, message);
        // Where the words place the button, it is (on a phone it is under the board).
        const top = async (locator) => (await locator.boundingBox()).y;
        const [buttonTop, boardTop] = [await top(repair), await top(page.locator("#board"))];
        if (/above the board/.test(message)) assert.ok(buttonTop < boardTop, message);
        if (/(below|under) the board/.test(message)) assert.ok(buttonTop > boardTop, message);
      }, { viewport: screen });
    });
  }

  test("a Stop before anything was dealt says there is nothing to play yet (28.10)", options, async () => {
    await withApp(server.url + "#v1.s512x512.plane.plus.n16.off.seed5", async (page) => {
      const stop = page.getByRole("button", { name: "Stop" });
      await stop.click({ timeout: 60_000 });
      const message = await page.locator("#message .text").innerText();
      assert.match(message, /nothing to play yet/, message);
      assert.match(message, /New puzzle/, message);
    }, { viewport, timeout: 60_000 });
  });
});
