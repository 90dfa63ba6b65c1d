// What the game-loop tests share: a phone whose clock says a given date, solving a board by
// its hints as a keyboard player does, and reading what Copy result puts on the clipboard.

import { launch, watchConsole } from "./helpers.mjs";

export const PHONE = { width: 390, height: 844 };

/**
 * Runs `body(page, context)` in a fresh browser at 390 x 844 whose clock says `when` (local
 * time), on the app at `url` once its first puzzle is dealt; what the page copies is kept for
 * `copyResult`. Fails if the page logged an error.
 */
export async function onDate(url, when, body) {
  const browser = await launch({ viewport: PHONE });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(30_000);
    const console = watchConsole(page);
    // Time flows from `when` (a fixed time would stop the clock the searches keep time by).
    await page.clock.install({ time: new Date(when) });
    await page.addInitScript(catchClipboard);
    await page.goto(url);
    await page.locator("#status:not(.dealing)").waitFor();
    await body(page, browser.context);
    console.check();
  } finally {
    await browser.close();
  }
}

/** "Solved in 9 presses; fewest possible 9; 9 hints; 0:12", its numbers picked out. */
export const RESULT = /^Solved in (\d+) press(?:es)?; fewest possible (\d+); (\d+) hints?; \d+:\d\d$/;

/**
 * An init script: keeps what the page copies in `window.copied`, where a test can read it with
 * no clipboard permission.
 */
export function catchClipboard() {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: async (text) => void (window.copied = text) },
  });
}

/**
 * Presses Hint until a cell is marked: while the page is still working out the board's
 * solution, Hint says so and marks nothing (and counts nothing).
 */
async function hint(page, hinted) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.getByRole("button", { name: "Hint", exact: true }).press("Enter");
    try {
      await hinted.first().waitFor({ timeout: 5_000 });
      return;
    } catch {
      // Not worked out yet: ask again.
    }
  }
  throw new Error("Hint marked no cell in 10 tries");
}

/**
 * Presses Hint, then the hinted cell, by keyboard, until the board is solved and the result
 * says the fewest presses; returns the result as said.
 */
export async function solveByHints(page, most = 25) {
  const solved = page.locator("#status.solved");
  const hinted = page.getByRole("button", { name: /^row \d+, column \d+, .*, hint: press it$/ });
  for (let press = 0; press < most && !(await solved.isVisible()); press += 1) {
    await hint(page, hinted);
    await hinted.first().press("Enter");
    await page.getByText(`Moves: ${press + 1}`, { exact: true }).or(solved).waitFor();
  }
  // The fewest presses are proven within moments of the deal.
  await page.locator("#status").getByText(RESULT).waitFor();
  return page.locator("#status").innerText();
}

/** Copy result, by keyboard; returns the text copied. */
export async function copyResult(page) {
  await page.getByRole("button", { name: "Copy result" }).press("Enter");
  await page.getByText("Result copied.", { exact: false }).waitFor();
  return page.evaluate(() => window.copied);
}
