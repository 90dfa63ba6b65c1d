// Every screen a person can reach, as the tests that read every screen visit it: the
// accessibility check (e2e/access.test.mjs runs axe-core on each) and the page's words
// (e2e/hygiene.test.mjs reads each for words a player should never meet).
//
// A screen is { name, hash, viewport, reach }: the page opens at the app's address plus
// `hash` (a share code, or "" for the first visit) in a browser window of `viewport`, and
// `reach(page)` does what a person does to get there, returning once the screen has settled.
// A new view adds its screen here, and both checks cover it.

import { test } from "node:test";

import { field, openMaths, withApp } from "./helpers.mjs";

export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 360, height: 640 };

/** The first visit settled: the puzzle dealt, The maths open and worked out. */
async function playReady(page) {
  await page.locator("#status:not(.dealing)").waitFor();
  await openMaths(page);
  await page.locator('#readout[data-ready="true"]').waitFor();
  await page.locator('[data-fact="board"]:not(.pending)').waitFor();
}

/** The first visit settled, then the button `name` pressed, until `shown` is drawn. */
const afterPressing = (name, shown) => async (page) => {
  await playReady(page);
  await page.getByRole("button", { name }).click();
  await page.locator(shown).first().waitFor();
};

/** The first visit settled, then `label` picked as the lattice, until it is worked out. */
const onLattice = (label) => async (page) => {
  await playReady(page);
  await page.getByLabel("Lattice", { exact: true }).selectOption({ label });
  await page.locator('#readout[data-ready="true"]').waitFor();
};

/** The Learn page on the Lights Out page's board, at the view whose tab is `tab`. */
async function learn(page, tab) {
  await page.locator("#status:not(.dealing)").waitFor();
  await page.getByRole("navigation", { name: "Game" }).getByRole("button", { name: "Learn" }).click();
  await page.locator("#learn").waitFor();
  await page.locator(`#learn-tab-${tab}`).click();
  await page.locator(`#learn-tab-${tab}[aria-pressed="true"]`).waitFor();
}

// One light in a corner of 5 x 5: no presses solve it, and one change of light does.
export const CORNER = "v1.s5x5.plane.plus.n2.off.bgAAAA";

/**
 * Keeps two games as games from before (one press made on the corner board, then two on a new
 * puzzle), and opens the app afresh beside them: the list "Games kept from before" offers
 * them back.
 */
export async function keptFromBefore(page) {
  const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem("lights-lab/v1/game")));
  const press = async (cell, moves) => {
    await page.getByRole("button", { name: new RegExp(`^${cell}, `) }).click();
    await page.waitForFunction((moves) => JSON.parse(localStorage.getItem("lights-lab/v1/game"))?.moves.length === moves, moves);
    return saved();
  };
  await page.locator('[data-fact="board"].unsolvable').waitFor({ state: "attached" });
  const one = await press("row 3, column 3", 1);
  // Another puzzle, for a second game: a game is kept under its puzzle's name, so more presses
  // on the same puzzle would replace the first game rather than sit beside it.
  await page.getByRole("button", { name: "New puzzle" }).click();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("lights-lab/v1/game"))?.moves.length === 0);
  await press("row 1, column 1", 1);
  const two = await press("row 1, column 2", 2);
  await page.evaluate((games) => {
    // A minute apart, newest first, as the list shows them.
    const kept = games.map((game, index) => ({ game, saved: Date.now() - index * 60_000 }));
    localStorage.setItem("lights-lab/v1/kept", JSON.stringify(kept));
    localStorage.removeItem("lights-lab/v1/game");
  }, [two, one]);
  await page.goto(page.url().split("#")[0]);
  await page.locator("#status:not(.dealing)").waitFor();
  await page.locator("#kept li").nth(1).waitFor();
}

export const SCREENS = [
  { name: "play at 1280 x 800", hash: "", viewport: LAPTOP, reach: playReady },
  { name: "play at 390 x 844", hash: "", viewport: PHONE, reach: playReady },
  {
    name: "Hint's ring at 360 x 640, the board, counter, message and buttons together",
    hash: "",
    viewport: SMALL_PHONE,
    reach: async (page) => {
      await playReady(page);
      await page.getByRole("button", { name: "Hint" }).click();
      await page.locator("#board [data-hint]").waitFor();
    },
  },
  {
    name: "a 256 x 256 board drawn on a canvas",
    hash: "#v1.s256x256.plane.plus.n2.off.seed3",
    viewport: LAPTOP,
    reach: async (page) => {
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.locator("#board canvas").waitFor();
    },
  },
  {
    name: "Hint's ring and Solve's marks",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await playReady(page);
      await page.getByRole("button", { name: "Hint" }).click();
      await page.locator("#board [data-hint]").waitFor();
      await page.getByRole("button", { name: "Solve" }).click();
      await page.locator("#board circle.mark").first().waitFor();
    },
  },
  {
    name: "Save image open, a saved image's note at 390 x 844",
    hash: "",
    viewport: PHONE,
    reach: async (page) => {
      await playReady(page);
      await page.locator(".save-image summary").click();
      await Promise.all([
        page.waitForEvent("download"),
        page.locator(".save-image").getByRole("button", { name: "PNG" }).click(),
      ]);
      await page.locator("#message", { hasText: "Saved the board as" }).waitFor();
    },
  },
  {
    name: "every solution listed",
    hash: "",
    viewport: LAPTOP,
    reach: afterPressing("Solutions", "#solutions .solution"),
  },
  {
    name: "a quiet pattern marked",
    hash: "",
    viewport: LAPTOP,
    reach: afterPressing("Quiet patterns", "#board polygon.mark.quiet"),
  },
  {
    name: "a board that cannot be solved, and its repair",
    hash: `#${CORNER}`,
    viewport: LAPTOP,
    reach: async (page) => {
      await openMaths(page);
      await page.locator("#repair button").waitFor();
    },
  },
  {
    name: "a game kept from before",
    hash: `#${CORNER}`,
    viewport: LAPTOP,
    reach: keptFromBefore,
  },
  {
    name: "a 1 x 1 board, where no puzzle is easy",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await playReady(page);
      for (const name of ["Rows", "Columns"]) {
        await field(page, name).fill("1");
        await field(page, name).press("Enter");
      }
      await page.locator('[data-fact="dimension"]', { hasText: "of 1)" }).waitFor();
      await page.getByLabel("Difficulty", { exact: true }).selectOption({ label: "Easy" });
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.locator("#message", { hasText: "no easy boards" }).waitFor();
    },
  },
  {
    name: "a size refused, the reason under its field",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await playReady(page);
      await field(page, "Rows").fill("0");
      await field(page, "Rows").press("Enter");
      await page.locator(".field-refused").waitFor();
    },
  },
  {
    name: "a hexagon",
    hash: "",
    viewport: LAPTOP,
    reach: onLattice("Hexagonal"),
  },
  {
    name: "a hexagon at 360 x 640, Surface greyed with its reason",
    hash: "",
    viewport: SMALL_PHONE,
    reach: onLattice("Hexagonal"),
  },
  {
    name: "a graph",
    hash: "",
    viewport: LAPTOP,
    reach: onLattice("Graph"),
  },
  {
    name: "the graph editor",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await onLattice("Graph")(page);
      await page.getByRole("radio", { name: "Edit graph" }).check();
      await page.locator("#graph-editor").waitFor();
    },
  },
  {
    name: "Levels, at 390 x 844",
    hash: "",
    viewport: PHONE,
    reach: afterPressing("Levels", "#levels li"),
  },
  {
    name: "a lit-only level solved, the next offered",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await playReady(page);
      await page.getByRole("button", { name: "Levels", exact: true }).click();
      await page.getByRole("button", { name: "Level 32: Only lit cells" }).click();
      await page.getByRole("heading", { name: "Level 32: Only lit cells" }).waitFor();
      await page.getByRole("button", { name: /^row 2, column 2, / }).click();
      await page.getByRole("button", { name: /^Next: Level 33/ }).waitFor();
    },
  },
  {
    name: "Statistics, a file refused",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await afterPressing("Statistics", "#statistics dl")(page);
      const file = { name: "statistics.json", mimeType: "application/json", buffer: Buffer.from("[]") };
      await page.getByLabel("Import statistics from a file").setInputFiles(file);
      await page.locator("#statistics .view-note.error").waitFor();
    },
  },
  {
    name: "a worksheet of six hard puzzles",
    hash: "#sheet.6.hard.42.v1.s5x5.plane.plus.n2.off.seed1",
    viewport: LAPTOP,
    reach: async (page) => {
      await page.locator("#worksheet .sheet-page").nth(1).waitFor();
    },
  },
  {
    name: "a worksheet made from the Lights Out page at 390 x 844, a count refused",
    hash: "",
    viewport: PHONE,
    reach: async (page) => {
      await page.locator("#status:not(.dealing)").waitFor();
      await page.getByRole("navigation", { name: "Game" }).getByRole("button", { name: "Worksheet" }).click();
      await page.locator("#worksheet .sheet-page").first().waitFor();
      await page.getByLabel("Count (1 to 12)").fill("13");
      await page.getByLabel("Count (1 to 12)").press("Enter");
      await page.locator("#sheet-count-refused").waitFor();
    },
  },
  {
    name: "a broken worksheet link",
    hash: "#sheet.99.hard.42.v1.s5x5.plane.plus.n2.off.seed1",
    viewport: LAPTOP,
    reach: async (page) => {
      await page.locator("#worksheet .refusal").waitFor();
    },
  },
  {
    name: "ELLO",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await page.getByRole("button", { name: "ELLO" }).click();
      await page.locator("#ello-readout[data-winnable]").waitFor();
      await page.locator("#ello").getByRole("button", { name: "Hint" }).click();
      await page.locator("#ello-board .hint-ring").waitFor();
    },
  },
  {
    name: "Learn: light chasing",
    hash: "",
    viewport: LAPTOP,
    reach: (page) => learn(page, "chase"),
  },
  {
    name: "Learn: the lookup table",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await learn(page, "chase");
      await page.locator("#learn-last").click();
      await page.locator("#lookup-effects").waitFor();
    },
  },
  {
    name: "Learn: elimination",
    hash: "",
    viewport: LAPTOP,
    reach: async (page) => {
      await learn(page, "elimination");
      await page.locator("#learn-matrix").waitFor();
      await page.locator("#learn-next").click();
    },
  },
  {
    name: "Learn: quiet patterns",
    hash: "",
    viewport: LAPTOP,
    reach: (page) => learn(page, "quiet"),
  },
  {
    name: "Learn: why a board cannot be solved",
    hash: `#${CORNER}`,
    viewport: LAPTOP,
    reach: async (page) => {
      await page.locator('[data-fact="board"].unsolvable').waitFor({ state: "attached" });
      await learn(page, "quiet");
    },
  },
  {
    name: "Learn: exercises",
    hash: "",
    viewport: LAPTOP,
    reach: (page) => learn(page, "exercises"),
  },
];

/**
 * One test for each screen, named after it: a fresh browser at the screen's size opens the
 * app `server` serves, reaches the screen, and runs `check(page)` on it.
 */
export function testEveryScreen(server, check, options) {
  for (const screen of SCREENS) {
    test(screen.name, options, () =>
      withApp(
        `${server.url}${screen.hash}`,
        async (page) => {
          await screen.reach(page);
          await check(page);
        },
        { viewport: screen.viewport, timeout: 60_000 },
      ),
    );
  }
}
