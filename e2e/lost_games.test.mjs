// No game lost, as players met it (issue 28, items 3 to 6, and issue 23, item 6), in headless
// Chromium at 1280 x 800: a new deal over a game with moves is one Undo away; the address bar
// names the page and game on show, also after a visit to ELLO while a puzzle was being dealt;
// a tab's own game outlives another tab's writes and a reload on ELLO; each page is a step
// of the browser's history; and two tabs keeping games at the same moment keep both.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { secondTab, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 120_000 };
const viewport = { width: 1280, height: 800 };

/** The board's cells as their labels say them. */
const labels = (page) =>
  page.evaluate(() => [...document.querySelectorAll("#board .cell")].map((c) => c.getAttribute("aria-label")));

const moves = (page, count) => page.getByText(`Moves: ${count}`, { exact: true }).waitFor();

/** Which page the switch says is on show. */
const onShow = (page) => page.locator("#game-switch [aria-pressed=true]").textContent();

/** The first visit's puzzle, dealt, with `count` presses made along its first row. */
async function played(page, count) {
  await moves(page, 0);
  await page.locator("#status:not(.dealing)").waitFor();
  for (let column = 1; column <= count; column += 1) {
    await page.getByRole("button", { name: new RegExp(`^row 1, column ${column}, `) }).click();
    await moves(page, column);
  }
}

/** A second tab opened on the first tab's game (one press made), where a hexagon is then
 * played with one press. */
async function hexagonInSecondTab(browser) {
  const tab = await secondTab(browser, server.url);
  await moves(tab.page, 1);
  await tab.page.getByLabel("Lattice").selectOption("hex");
  await tab.page.locator("#status:not(.dealing)").waitFor();
  await tab.page.locator("#board .cell").first().click();
  await moves(tab.page, 1);
  return tab;
}

/** Every game kept aside in the browser's storage, whichever way this version keeps them, as
 * "moves" lists. */
const keptMoves = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("lights-lab/v1/kept"))
      .flatMap((key) => {
        const value = JSON.parse(localStorage.getItem(key));
        return Array.isArray(value) ? value : [value];
      })
      .map((kept) => JSON.stringify(kept.game.moves)),
  );

describe("no game lost", () => {
  for (const deal of ["New puzzle", "Random board"]) {
    test(`${deal} after four presses is one Undo away from the game (28.3)`, options, async () => {
      await withApp(server.url, async (page) => {
        await played(page, 4);
        const board = await labels(page);
        await page.getByRole("button", { name: deal }).click();
        await moves(page, 0);
        await page.locator("#status:not(.dealing)").waitFor();
        assert.notDeepEqual(await labels(page), board, "a new board");
        const undo = page.getByRole("button", { name: "Undo" });
        assert.equal(await undo.isEnabled(), true, "Undo reaches back past the deal");
        await undo.click();
        await moves(page, 4);
        assert.deepEqual(await labels(page), board, "the game with its four presses");
        // Redo comes back to the new deal.
        await page.getByRole("button", { name: "Redo" }).click();
        await moves(page, 0);
      }, { viewport });
    });
  }

  test("a visit to ELLO while a link's puzzle is dealt leaves the address naming it (28.4)", options, async () => {
    const link = "#v1.s512x512.plane.plus.n16.off.seed5";
    await withApp(server.url + link, async (page) => {
      await page.getByText(/Dealing a new puzzle|Working out the 512 × 512 board/).first().waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "ELLO", exact: true }).click();
      await page.waitForFunction(() => location.hash.startsWith("#ello."));
      await page.getByRole("button", { name: "Lights Out", exact: true }).click();
      await page.waitForFunction(() => !location.hash.startsWith("#ello."));
      await page.reload();
      await page.locator("#puzzle-name").getByText(/512 × 512/).waitFor({ timeout: 60_000 });
      assert.equal(await onShow(page), "Lights Out", "the reload opens Lights Out");
      assert.doesNotMatch(new URL(page.url()).hash, /^#ello\./);
    }, { viewport, timeout: 60_000 });
  });

  test("a tab's own game outlives another tab's press and a reload on ELLO (28.5)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      // A plays 5 x 5.
      await played(page, 1);
      const theirs = await labels(page);
      // B opens on it, plays a hexagon, then opens ELLO.
      const { page: other, console } = await hexagonInSecondTab(browser);
      const hexagon = await labels(other);
      assert.notEqual(hexagon.length, 25, "a hexagon");
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      await other.getByRole("button", { name: "ELLO", exact: true }).click();
      await other.waitForFunction(() => location.hash.startsWith("#ello."));
      // A presses once more.
      await page.getByRole("button", { name: /^row 2, column 2, / }).click();
      await moves(page, 2);
      // B reloads (on ELLO) and goes back to Lights Out: its hexagon, press and all.
      await other.reload();
      await other.getByRole("button", { name: "Lights Out", exact: true }).click();
      await moves(other, 1);
      assert.deepEqual(await labels(other), hexagon, "B's own game on show");
      // A's game is one click away.
      await other.locator("#offer").getByRole("button", { name: "Play the other tab's game" }).click();
      await moves(other, 2);
      assert.notDeepEqual(await labels(other), theirs, "A's game with both presses");
      console.check();
    }, { viewport });
  });

  test("each page is a step of the browser's history (28.6)", options, async () => {
    await withApp(server.url, async (page) => {
      await played(page, 1);
      await page.getByRole("button", { name: "ELLO", exact: true }).click();
      await page.waitForFunction(() => location.hash.startsWith("#ello."));
      await page.getByRole("button", { name: "Learn", exact: true }).click();
      await page.waitForFunction(() => !location.hash.startsWith("#ello."));
      await page.goBack();
      await page.waitForFunction(() => document.querySelector("#game-switch [aria-pressed=true]")?.textContent === "ELLO");
      await page.goBack();
      await page.waitForFunction(() => document.querySelector("#game-switch [aria-pressed=true]")?.textContent === "Lights Out");
      await moves(page, 1);
      // Forward again, and the page's game is as it was.
      await page.goForward();
      await page.waitForFunction(() => document.querySelector("#game-switch [aria-pressed=true]")?.textContent === "ELLO");
      assert.match(new URL(page.url()).hash, /^#ello\./);
      await page.goBack();
      await moves(page, 1);
      assert.equal(await onShow(page), "Lights Out");
    }, { viewport });
  });

  test("two tabs keeping a game at the same moment keep both (23.6)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      // A plays its game; B opens on it, deals another and presses: A keeps its own aside.
      await played(page, 1);
      const { page: other, console } = await secondTab(browser, server.url);
      await moves(other, 1);
      await other.getByRole("button", { name: "New puzzle" }).click();
      await moves(other, 0);
      await other.locator("#status:not(.dealing)").waitFor();
      await other.getByRole("button", { name: /^row 5, column 5, / }).click();
      await other.getByRole("button", { name: /^row 5, column 4, / }).click();
      await moves(other, 2);
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      // B lets A's game go from the list, so that neither tab's game is kept.
      await other.locator("#kept").getByRole("button", { name: /^Let go: 5 x 5, 1 move/ }).click();
      await page.waitForFunction(() => !Object.keys(localStorage).some((key) => key.startsWith("lights-lab/v1/kept") && localStorage.getItem(key) !== "[]"));
      // A link pasted into each tab at the same moment (by the clock both tabs share): each
      // sets its own game aside, and both write the games kept before either hears the other.
      const at = Date.now() + 1_000;
      const paste = ([code, at]) => setTimeout(() => (location.hash = code), at - Date.now());
      await Promise.all([
        page.evaluate(paste, ["#v1.s4x4.torus.plus.n2.off.seed3", at]),
        other.evaluate(paste, ["#v1.s3x3.plane.plus.n2.off.seed4", at]),
      ]);
      for (const [tab, cells] of [[page, 16], [other, 9]]) {
        await tab.waitForFunction((cells) => document.querySelectorAll("#board .cell").length === cells, cells);
      }
      // Both games are kept, whichever tab wrote last, once the tabs have heard each other.
      await page.waitForTimeout(1_500);
      for (const tab of [page, other]) {
        const kept = await keptMoves(tab);
        assert.equal(kept.filter((moves) => JSON.parse(moves).length === 1).length, 1, `A's game kept: ${kept}`);
        assert.equal(kept.filter((moves) => JSON.parse(moves).length === 2).length, 1, `B's game kept: ${kept}`);
      }
      console.check();
    }, { viewport });
  });

  test("a tab's game set aside outlives another tab's writes and a reload (28.5)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await played(page, 1);
      // B opens on A's game, plays a hexagon, and a link pasted into B sets the hexagon aside.
      const { page: other, console } = await hexagonInSecondTab(browser);
      const hexagon = await labels(other);
      await other.evaluate(() => (location.hash = "#v1.s3x3.plane.plus.n2.off.seed4"));
      await other.locator("#offer").getByText("Your earlier game is kept.").waitFor();
      // A lets the other tab's game go, and B reloads: the hexagon still waits beside B's
      // puzzle, one click away.
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      await page.locator("#offer").getByRole("button", { name: "Let it go" }).click();
      await page.locator("#offer").waitFor({ state: "detached" });
      await page.waitForTimeout(500);
      await other.reload();
      await other.waitForFunction(() => document.querySelectorAll("#board .cell").length === 9);
      await other.locator("#offer").getByRole("button", { name: "Back to my earlier game" }).click();
      await moves(other, 1);
      assert.deepEqual(await labels(other), hexagon, "B's hexagon, press and all");
      console.check();
    }, { viewport });
  });

  test("a link's puzzle waiting in a tab keeps its place when another tab presses (28.5)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await played(page, 1);
      // B opens a link over the saved game: its puzzle waits to be chosen.
      const { page: other, console } = await secondTab(browser, server.url + "#v1.s4x4.torus.plus.n2.off.seed3");
      const offer = other.locator("#offer").getByRole("button", { name: "Play the shared puzzle" });
      await offer.waitFor();
      // A presses again: B says so, and the link's puzzle still waits.
      await page.getByRole("button", { name: /^row 2, column 2, / }).click();
      await moves(page, 2);
      await other.locator("#message").getByText(/Another tab saved a different game/).waitFor();
      assert.equal(await offer.count(), 1, "the shared puzzle is still offered");
      await offer.click();
      await other.waitForFunction(() => document.querySelectorAll("#board .cell").length === 16);
      console.check();
    }, { viewport });
  });

  test("a closed tab's game is kept when this tab saves over it (28.5)", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await played(page, 1);
      // B opens on A's game, plays a hexagon, and is closed.
      const { page: other } = await hexagonInSecondTab(browser);
      await page.locator("#offer").getByText(/Another tab saved a different game/).waitFor();
      await other.close();
      // A presses (its save writes over B's hexagon) and reloads: the hexagon is kept.
      await page.getByRole("button", { name: /^row 2, column 2, / }).click();
      await moves(page, 2);
      await page.waitForTimeout(500);
      await page.reload();
      await moves(page, 2);
      await page.locator("#kept").getByRole("button", { name: /^Restore: order-\d+ hexagon, 1 move/ }).waitFor({ timeout: 5_000 });
    }, { viewport });
  });
});
