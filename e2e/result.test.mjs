// How you did, as a player on a phone meets it by keyboard alone: a puzzle solved by its
// hints says its presses beside the fewest possible, the hints taken (every one counted) and
// the time; Copy result puts a text on the clipboard that names the puzzle and never a cell or
// the share code; a reload keeps how the game went.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { serveForTests, withApp } from "./helpers.mjs";
import { RESULT, catchClipboard, copyResult, solveByHints } from "./solving.mjs";

const server = serveForTests();

const PHONE = { width: 390, height: 844 };

describe("how you did", () => {
  test("a solve by hints counts every hint, and Copy result gives nothing away", { timeout: 90_000 }, async () => {
    await withApp(
      server.url,
      async (page) => {
        await page.addInitScript(catchClipboard);
        await page.reload();
        // A puzzle of its own: the first visit's deal may not have come before the reload.
        await page.getByRole("button", { name: "New puzzle" }).press("Enter");
        await page.locator("#status:not(.dealing)").waitFor();
        const said = await solveByHints(page);
        const [presses, fewest, hints] = said.match(RESULT).slice(1).map(Number);
        assert.equal(presses, fewest, "hints lead by a fewest-press way");
        assert.equal(hints, presses, "every Hint is counted");

        const copied = await copyResult(page);
        assert.match(copied, /^Lights Lab: Lights Out on a 5 × 5 plane/);
        assert.ok(copied.includes(said), copied);
        // No cell, and not the share code the address bar holds.
        assert.doesNotMatch(copied, /row|column|cell|http|#|\?/i);
        const code = new URL(page.url()).hash.slice(1);
        assert.ok(code.length > 0, page.url());
        assert.ok(!copied.includes(code), copied);

        // A reload keeps the solve and how it went.
        await page.reload();
        await page.locator("#status").getByText(said, { exact: true }).waitFor();
      },
      { viewport: PHONE, timeout: 30_000 },
    );
  });
});
