// Learn, as a student uses it in headless Chromium: on the classic 5 x 5 board and on an
// order-3 hexagon, step through light chasing to the lookup table and chase again, step
// through elimination to the rank and the played solution, press a quiet pattern and watch
// nothing change, then do the three exercises by hand (chasing, finding a quiet pattern,
// changing one light), each checked by the page; and on a board of each that cannot be
// solved, the chase and elimination that say so, the witness and the repair.
//
// Facts the tests rely on (seed 002): 5 x 5 Lights Out has rank 23 and nullity 2, so its
// lookup table lists 7 lit bottom rows that can be cleared and its gallery 2 quiet patterns;
// 4 x 4 has nullity 4, and on it any top row chased down ends dark (a quiet pattern).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 120_000 };

/** The lights of a Learn board, cell by cell. */
function values(board) {
  return board.evaluate((svg) =>
    [...svg.querySelectorAll("[data-site]")].map((cell) => Number(cell.dataset.value)),
  );
}

const cell = (board, index) => board.locator(`[data-site="${index}"]`);

/** Chases a rows x cols two-state board by hand: press the cell under each lit light. */
async function chaseByHand(board, rows, cols) {
  for (let row = 0; row + 1 < rows; row += 1) {
    const lights = await values(board);
    for (let col = 0; col < cols; col += 1) {
      if (lights[row * cols + col] !== 0) {
        await cell(board, (row + 1) * cols + col).click();
      }
    }
  }
}

/**
 * Waits until the Lights Out page's readout (folded or not) has factored a board of `cells`
 * cells, and returns its solvable dimension: the rank of the move matrix.
 */
async function rankOf(page, cells) {
  await page.waitForFunction(
    (cells) =>
      new RegExp(`solvable dimension \\d+ of ${cells}\\)`).test(
        document.querySelector('[data-fact="dimension"]')?.textContent ?? "",
      ),
    cells,
  );
  const fact = await page.locator('[data-fact="dimension"]').textContent();
  return Number(fact.match(/solvable dimension (\d+) of/)[1]);
}

/** Opens Learn on a new puzzle of the Lights Out page, or with `deal: false` on its board. */
async function openLearn(page, { deal = true } = {}) {
  if (deal) {
    await page.getByRole("button", { name: "New puzzle" }).click();
  }
  await page.locator('#board [aria-label*=", on"]').first().waitFor();
  await page.getByRole("navigation", { name: "Game" }).getByRole("button", { name: "Learn" }).click();
  await page.locator("#learn").waitFor();
}

/** Light chasing to the end, the lookup, chase again: ends at the goal or says why not. */
async function walkTheChase(page, { free, lookupRows }) {
  await page.locator("#learn-tab-chase").click();
  const say = page.locator("#learn-say");
  const first = await say.textContent();
  await page.locator("#learn-next").click();
  assert.notEqual(await say.textContent(), first, "Next says what the step did");
  assert.match(await page.locator("#learn-progress").textContent(), /^Step 1 of \d+$/);
  await page.locator("#learn-back").click();
  assert.equal(await say.textContent(), first, "Back returns to the start");
  await page.locator("#learn-last").click();
  await page.locator("#lookup-effects").waitFor();
  if (free !== undefined) {
    assert.equal(await page.locator("#lookup-effects tbody tr").count(), free);
  }
  if (lookupRows !== undefined) {
    assert.equal(await page.locator("#lookup-rows tbody tr").count(), lookupRows);
  }
  if ((await say.textContent()).includes("Done: every light is at its goal.")) {
    return true;
  }
  const again = page.locator("#learn-chase-again");
  if (await again.isVisible()) {
    await again.click();
    await page.locator("#learn-last").click();
    await page.getByText("Done: every light is at its goal.").waitFor();
    assert.ok((await values(page.locator("#learn-board"))).every((v) => v === 0));
    return true;
  }
  await page.getByText(/this board cannot be solved/).waitFor();
  return false;
}

/** Elimination to the end: pivots, rank and nullity, and the solution played. */
async function walkTheElimination(page, { cells, rank, solvable }) {
  await page.locator("#learn-tab-elimination").click();
  await page.locator("#learn-matrix").waitFor();
  assert.equal(await page.locator("#learn-matrix tbody tr").count(), cells);
  await page.locator("#learn-next").click();
  assert.match(await page.locator("#learn-say").textContent(), /^(Swap|Multiply|Add|Append)/);
  await page.locator("#learn-next-column").click();
  await page.locator("#learn-last").click();
  assert.match(
    await page.locator("#learn-say").textContent(),
    new RegExp(`rank ${rank}, nullity ${cells - rank}`),
  );
  if (solvable) {
    await page.locator("#learn-play-solution").click();
    await page.locator("#learn-played").waitFor();
    assert.ok((await values(page.locator("#learn-board"))).every((v) => v === 0));
  } else {
    await page.getByText(/reads 0 = 1/).waitFor();
  }
}

/** The first quiet pattern pressed on the board changes nothing. */
async function pressAQuietPattern(page, { patterns, solvable }) {
  await page.locator("#learn-tab-quiet").click();
  assert.equal(await page.locator(".learn-gallery-item").count(), patterns);
  const before = await values(page.locator("#learn-board"));
  await page.locator("#quiet-press-0").click();
  await page.getByText(/no light changed/).waitFor();
  assert.deepEqual(await values(page.locator("#learn-board")), before);
  if (!solvable) {
    await page.locator("#learn-witness").waitFor();
    await page.locator("#learn-repair").waitFor();
  }
}

/**
 * Why a board cannot be solved, checked on the page's own drawings: the lights under the
 * marked quiet pattern of the transpose add up to the sum the words state, which is not 0,
 * and the repair board differs from the board in as many lights as the words say.
 */
async function seeWhyItCannotBeSolved(page, { changes }) {
  const witness = page.locator("#learn-witness-board [data-site]");
  const lights = await witness.evaluateAll((cells) =>
    cells.map((c) => Number(c.dataset.value) * Number(c.dataset.marks)),
  );
  const sum = lights.reduce((a, b) => a + b, 0) % 2;
  const stated = Number((await page.locator("#learn-witness").textContent()).match(/the sum is (\d+)/)[1]);
  assert.equal(sum, stated, "the stated sum is the sum under the marks");
  assert.notEqual(sum, 0, "and it is not the goal's 0");
  assert.match(
    await page.locator("#learn-repair").textContent(),
    new RegExp(`^The fewest lights to change: ${changes}\\.`),
  );
  const before = await values(page.locator("#learn-board"));
  const after = await values(page.locator("#learn-repair-board"));
  assert.equal(before.filter((v, i) => v !== after[i]).length, changes);
}

/** The three exercises, done by hand. */
async function doTheExercises(page) {
  await page.locator("#learn-tab-exercises").click();
  const board = page.locator("#exercise-board");
  const verdict = page.locator("#learn-say");

  // 1. Solve 5 x 5 by chasing, the lookup table and chasing again.
  await page.locator("#exercise-chase").click();
  await chaseByHand(board, 5, 5);
  const bottom = (await values(board)).slice(20).join("");
  if (bottom !== "00000") {
    await page.getByText("The lookup table for 5 × 5").click();
    const row = page.locator("#lookup-rows tbody tr").filter({ hasText: new RegExp(`^${bottom}`) });
    const presses = (await row.locator("td").nth(1).textContent()).trim();
    for (let col = 0; col < 5; col += 1) {
      if (presses[col] === "1") {
        await cell(board, col).click();
      }
    }
    await chaseByHand(board, 5, 5);
  }
  await page.locator("#exercise-check").click();
  await verdict.getByText("Solved: every light is off.").waitFor();

  // 2. A quiet pattern of 4 x 4: check too early, then press a top cell and chase it down.
  await page.locator("#exercise-quiet").click();
  await page.locator("#exercise-check").click();
  await verdict.getByText(/Press some cells first/).waitFor();
  await cell(board, 0).click();
  await chaseByHand(board, 4, 4);
  await page.locator("#exercise-check").click();
  await verdict.getByText(/^Quiet: you pressed \d+ cells/).waitFor();

  // 3. One light changed makes an unsolvable 5 x 5 board solvable: try each until one does.
  await page.locator("#exercise-repair").click();
  let fixed = false;
  for (let index = 0; index < 25 && !fixed; index += 1) {
    await cell(board, index).click();
    await page.locator("#exercise-check").click();
    fixed = /^Solvable now/.test(await verdict.textContent());
    if (!fixed) {
      assert.match(await verdict.textContent(), /^Still not solvable/);
      await cell(board, index).click();
    }
  }
  assert.ok(fixed, "some single light makes the board solvable");

  // The exercise board plays by keyboard too: arrow to a cell, Space presses it.
  await page.locator("#exercise-quiet").click();
  await cell(board, 0).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  assert.equal(await cell(board, 1).getAttribute("data-marks"), "1");
}

// One light in a corner of 5 x 5 (seed 002: not solvable) and one light on the order-3
// hexagon (nullity 3; this light is not solvable either), as share codes.
const UNSOLVABLE = [
  { name: "5 x 5", code: "v1.s5x5.plane.plus.n2.off.bgAAAA", cells: 25, rank: 23 },
  { name: "an order-3 hexagon", code: "v1.h3.plus.n2.off.bgAAA", cells: 19, rank: 16 },
];

describe("learn", () => {
  for (const { name, code, cells, rank } of UNSOLVABLE) {
    test(`a student sees why one light on ${name} cannot be solved, and the one change that fixes it`, options, async () => {
      await withApp(`${server.url}#${code}`, async (page) => {
        const offer = page.getByRole("button", { name: "Play the shared puzzle" });
        await rankOf(page, cells);
        if (await offer.isVisible()) {
          await offer.click();
        }
        await openLearn(page, { deal: false });
        assert.equal(await walkTheChase(page, {}), false);
        await walkTheElimination(page, { cells, rank, solvable: false });
        await pressAQuietPattern(page, { patterns: cells - rank, solvable: false });
        await seeWhyItCannotBeSolved(page, { changes: 1 });
      });
    });
  }

  test("a student walks through Learn on the classic 5 x 5 board", options, async () => {
    await withApp(server.url, async (page) => {
      assert.equal(await rankOf(page, 25), 23);
      await openLearn(page);
      const solvable = await walkTheChase(page, { free: 5, lookupRows: 7 });
      await walkTheElimination(page, { cells: 25, rank: 23, solvable });
      await pressAQuietPattern(page, { patterns: 2, solvable });
      // Seed 004: mod 6, plain elimination meets a pivot with no inverse; mod 2 and mod 3 answer.
      await page.locator("#learn-tab-elimination").click();
      await page.locator("#learn-mod-6").click();
      await page.locator("#learn-last").click();
      assert.match(await page.locator("#learn-stage").textContent(), /^Part 2 of 2: mod 3$/);
      assert.match(await page.locator("#learn-say").textContent(), /3 × \(the mod 2 presses\) \+ 4 × \(the mod 3 presses\) mod 6/);
      await page.locator("#learn-play-solution").click();
      assert.ok((await values(page.locator("#learn-board"))).every((v) => v === 0));
      for (let step = 0; step < 40; step += 1) {
        await page.locator("#learn-back").click();
        if (/^Plain elimination mod 6$/.test(await page.locator("#learn-stage").textContent())) {
          break;
        }
      }
      assert.match(await page.locator("#learn-say").textContent(), /has no inverse mod 6/);
      await doTheExercises(page);
      // Every view links to its seed fact.
      await page.locator("#learn-tab-chase").click();
      await page.locator('.why a[href="#fact-chase"]').click();
      await page.locator("#fact-chase:focus").waitFor();
      assert.match(await page.locator("#fact-chase + dd").textContent(), /first row/);
      assert.equal(await page.locator("#learn").count(), 1, "Learn stays open");
    });
  });

  test("Learn's place survives a reload, the saved game untouched, and a bad place is ignored", options, async () => {
    await withApp(server.url, async (page) => {
      await rankOf(page, 25);
      await openLearn(page);
      await page.locator("#learn-tab-elimination").click();
      for (let step = 0; step < 3; step += 1) {
        await page.locator("#learn-next").click();
      }
      const progress = await page.locator("#learn-progress").textContent();
      assert.equal(progress, "Step 3 of " + progress.match(/of (\d+)$/)[1]);
      const say = await page.locator("#learn-say").textContent();
      const board = await values(page.locator("#learn-board"));
      const game = () => page.evaluate(() => localStorage.getItem("lights-lab/v1/game"));
      const saved = await game();
      assert.ok(saved, "the Lights Out game is saved");

      await page.reload();
      await page.locator("#learn-matrix").waitFor();
      assert.equal(await page.locator("#learn-tab-elimination").getAttribute("aria-pressed"), "true");
      assert.equal(await page.locator("#learn-progress").textContent(), progress);
      assert.equal(await page.locator("#learn-say").textContent(), say);
      assert.deepEqual(await values(page.locator("#learn-board")), board);
      assert.equal(await game(), saved, "the saved Lights Out game is unchanged");

      // An entry this version cannot read (old or hand-edited) opens the game, without an error.
      await page.evaluate(() => localStorage.setItem("lights-lab/v1/learn", '{"view":"Nowhere","visits":-1}'));
      await page.reload();
      await rankOf(page, 25);
      assert.equal(await page.locator("#learn").count(), 0, "the page opens on the game");
      assert.equal(await game(), saved);
    });
  });

  test("a student walks through Learn on an order-3 hexagon", options, async () => {
    await withApp(server.url, async (page) => {
      await rankOf(page, 25);
      await page.getByLabel("Lattice", { exact: true }).selectOption({ label: "Hexagonal" });
      const rank = await rankOf(page, 19);
      await openLearn(page);
      assert.match(await page.locator("#puzzle-name").textContent(), /^Learn: .*hexagon of order 3/);
      const solvable = await walkTheChase(page, {});
      await walkTheElimination(page, { cells: 19, rank, solvable });
      await page.locator("#learn-tab-quiet").click();
      if (rank < 19) {
        await pressAQuietPattern(page, { patterns: 19 - rank, solvable });
      } else {
        await page.getByText(/no quiet patterns besides pressing nothing/).waitFor();
      }
      await doTheExercises(page);
    });
  });
});
