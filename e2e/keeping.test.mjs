// Never losing a game, as a person meets it in headless Chromium: a broken link and a share
// link opened in a second tab leave the saved game where it was, one click away; two tabs say
// when the other saved a different game instead of overwriting it unseen, a tab's own game
// comes back when it reloads, and the other tab's stays kept, restorable; a browser that will
// not save says so; and a game played
// under the lit-only rule opens from its link under that rule.
//
// Codes the tests use (docs/share-code.md): v1.s5x5.plane.plus.n2.off.bAAAA is one base64url
// character short of a 5 x 5 board; v1.s4x4.torus.plus.n2.off.seed3 is a 4 x 4 torus puzzle.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { launch, secondTab, serveForTests, watchConsole, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 60_000 };

const BROKEN = "#v1.s5x5.plane.plus.n2.off.bAAAA";
const SHARED = "#v1.s4x4.torus.plus.n2.off.seed3";

const cells = (page) => page.locator("#board .cell");

/** The board's cells as their labels say them. */
const labels = (page) =>
  page.evaluate(() => [...document.querySelectorAll("#board .cell")].map((c) => c.getAttribute("aria-label")));

/** The saved game as the page stored it: its start board and moves. */
const saved = (page) =>
  page.evaluate(() => {
    const game = JSON.parse(localStorage.getItem("lights-lab/v1/game"));
    return { start: game.start, moves: game.moves, position: game.position };
  });

/** A first visit's puzzle with one press made: "Moves: 1". */
async function onePress(page) {
  await page.getByText("Moves: 0", { exact: true }).waitFor();
  await page.getByRole("button", { name: /^row 3, column 3, / }).click();
  await page.getByText("Moves: 1", { exact: true }).waitFor();
}

describe("never losing a game", () => {
  test("a broken link says what is wrong and leaves the saved game alone", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await onePress(page);
      const board = await labels(page);
      const before = await saved(page);
      const { page: other, console } = await secondTab(browser, server.url + BROKEN);
      await other.locator(".message.error").waitFor();
      await other.getByText("Moves: 1", { exact: true }).waitFor();
      assert.deepEqual(await labels(other), board, "the saved game is on show");
      assert.deepEqual(await saved(other), before, "and still saved");
      console.check();
    });
  });

  test("a share link in a second tab offers its puzzle and keeps the saved game", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await onePress(page);
      const board = await labels(page);
      const { page: other, console } = await secondTab(browser, server.url + SHARED);
      const offer = other.locator("#offer");
      await offer.getByText(/This link opens a different puzzle/).waitFor();
      assert.deepEqual(await labels(other), board, "the saved game stays on show");
      await offer.getByRole("button", { name: "Play the shared puzzle" }).click();
      await other.getByText("Moves: 0", { exact: true }).waitFor();
      await cells(other).nth(15).waitFor();
      assert.equal(await cells(other).count(), 16, "the 4 x 4 shared puzzle");
      // The first tab hears that another tab saved a different game, and keeps its own.
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      assert.deepEqual(await labels(page), board);
      // One click brings the earlier game back, with its move.
      await offer.getByRole("button", { name: "Back to my earlier game" }).click();
      await other.getByText("Moves: 1", { exact: true }).waitFor();
      assert.deepEqual(await labels(other), board);
      console.check();
    });
  });

  test("a share link's offer, and then the game set aside for it, outlive a reload", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await onePress(page);
      const board = await labels(page);
      const { page: other, console } = await secondTab(browser, server.url + SHARED);
      const offer = other.locator("#offer");
      await offer.getByText(/This link opens a different puzzle/).waitFor();
      // A press on the saved game while the offer waits, then a reload before choosing.
      await other.getByRole("button", { name: /^row 1, column 1, / }).click();
      await other.getByText("Moves: 2", { exact: true }).waitFor();
      const pressed = await labels(other);
      assert.notDeepEqual(pressed, board);
      await other.reload();
      await offer.getByText(/This link opens a different puzzle/).waitFor();
      await other.getByText("Moves: 2", { exact: true }).waitFor();
      assert.deepEqual(await labels(other), pressed, "the saved game, with both presses, on show");
      assert.equal(new URL(other.url()).hash, SHARED, "the link is still in the address bar");
      await offer.getByRole("button", { name: "Play the shared puzzle" }).click();
      await other.getByText("Moves: 0", { exact: true }).waitFor();
      await cells(other).nth(15).waitFor();
      assert.equal(await cells(other).count(), 16, "the 4 x 4 shared puzzle");
      // The earlier game, set aside, is still one click away after another reload.
      await other.reload();
      await other.getByText("Moves: 0", { exact: true }).waitFor();
      await offer.getByRole("button", { name: "Back to my earlier game" }).click();
      await other.getByText("Moves: 2", { exact: true }).waitFor();
      assert.deepEqual(await labels(other), pressed, "the earlier game, both presses and all");
      // The shared puzzle let go, a reload offers nothing more.
      await offer.getByRole("button", { name: "Let it go" }).click();
      await other.reload();
      await other.getByText("Moves: 2", { exact: true }).waitFor();
      assert.equal(await other.locator("#offer").count(), 0, "nothing left to choose");
      assert.deepEqual(await labels(other), pressed);
      console.check();
    });
  });

  test("a game another tab saved over comes back on a reload, moves and all", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      // Tab A plays its game; tab B opens on it, deals another and presses.
      await onePress(page);
      const ours = await labels(page);
      const { page: other, console } = await secondTab(browser, server.url);
      await other.getByText("Moves: 1", { exact: true }).waitFor();
      await other.getByRole("button", { name: "New puzzle" }).click();
      await other.getByText("Moves: 0", { exact: true }).waitFor();
      await other.locator("#status:not(.dealing)").waitFor();
      await other.getByRole("button", { name: /^row 1, column 1, / }).click();
      await other.getByText("Moves: 1", { exact: true }).waitFor();
      const theirs = await labels(other);
      assert.notDeepEqual(theirs, ours, "another game");
      // A is told, and keeps its own game on show.
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      assert.deepEqual(await labels(page), ours);
      // A reload of A (its address bar names its own game) brings A's game back, press and
      // all, and offers the game B saved last beside it.
      await page.reload();
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      assert.deepEqual(await labels(page), ours, "the reload opens this tab's own game");
      const offer = page.locator("#offer");
      await offer.getByText(/Another tab saved a different game/).waitFor();
      assert.equal(await page.locator("#kept").count(), 0, "no game is listed twice");
      // Undo takes back A's own press.
      await page.getByRole("button", { name: "Undo" }).click();
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      // The other tab's game, let go from the offer, stays kept: restorable after a reload.
      await offer.getByRole("button", { name: "Let it go" }).click();
      await page.reload();
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      assert.equal(await page.locator("#offer").count(), 0);
      const restore = page.locator("#kept").getByRole("button", { name: /^Restore: 5 x 5, 1 move, saved \d\d:\d\d$/ });
      await restore.click();
      await page.waitForFunction(
        (board) =>
          JSON.stringify([...document.querySelectorAll("#board .cell")].map((c) => c.getAttribute("aria-label"))) ===
          JSON.stringify(board),
        theirs,
      );
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      console.check();
    });
  });

  test("a browser that will not save the game says so once, and saves it again when it can", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      // The browser's storage refuses every write, as a full one or a private window's does.
      await page.evaluate(() => {
        window.refuseWrites = true;
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (window.refuseWrites) throw new DOMException("full", "QuotaExceededError");
          return setItem.call(this, key, value);
        };
      });
      await page.getByRole("button", { name: /^row 3, column 3, / }).click();
      const refusal = page.locator(".message.error").getByText(/^Not saved: this browser's storage is full or switched off/);
      await refusal.waitFor();
      await page.getByText("Moves: 1", { exact: true }).waitFor();
      // One line, so the play controls stay on a 1280 x 800 screen beside it.
      const undo = await page.getByRole("button", { name: "Undo" }).boundingBox();
      assert.ok(undo.y + undo.height <= 800, `Undo ends at ${undo.y + undo.height} px`);
      // Storage works again: the next press is saved, moves and all.
      await page.evaluate(() => (window.refuseWrites = false));
      await page.getByRole("button", { name: /^row 1, column 1, / }).click();
      await page.getByText("Moves: 2", { exact: true }).waitFor();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem("lights-lab/v1/game")).moves.length === 2);
      await page.reload();
      await page.getByText("Moves: 2", { exact: true }).waitFor();
    }, { viewport: { width: 1280, height: 800 } });
  });

  test("a saved game this version cannot open is kept aside with a message", options, async () => {
    await withApp(server.url, async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      const unreadable = '{"setup":"from another version"}';
      await page.evaluate((text) => localStorage.setItem("lights-lab/v1/game", text), unreadable);
      await page.reload();
      await page.locator(".message.error").getByText(/could not be opened.*kept aside/).waitFor();
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      const kept = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("lights-lab/set-aside/"))
          .map((key) => localStorage.getItem(key)),
      );
      assert.deepEqual(kept, [unreadable]);
    });
  });

  test("a lit-only game opens from its link under the lit-only rule", options, async () => {
    let link;
    let board;
    await withApp(server.url, async (page, { browser }) => {
      await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: server.url.replace(/\/$/, ""),
      });
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.getByLabel("Lit cells only").check();
      await page.getByRole("button", { name: "Copy link" }).click();
      link = await page.evaluate(() => navigator.clipboard.readText());
      board = await labels(page);
    });
    assert.match(link, /#lit\.v1\.s5x5\./, link);
    const browser = await launch();
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const console = watchConsole(page);
      await page.goto(link);
      await page.getByText(/^Turn all the lights off, pressing only lit lights: /).waitFor();
      assert.equal(await page.getByLabel("Lit cells only").isChecked(), true);
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      assert.deepEqual(await labels(page), board);
      console.check();
    } finally {
      await browser.close();
    }
  });
});
