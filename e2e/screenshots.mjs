// The README's (and docs/guide.md's) pictures of a first visit, at a laptop's 1280 x 800 and a phone's 390 x 844:
// the release build served as the tests serve it, a fresh browser profile each (so the page
// deals a new puzzle), the viewport as a newcomer sees it. Run after a release build:
//
//   node e2e/screenshots.mjs    # writes docs/first-visit-1280x800.png, docs/first-visit-390x844.png
//                               # docs/daily-390x844.png (2 December 2026's daily, solved)
//                               # docs/levels-390x844.png (Levels, the first solved)
//                               # and docs/worksheet-printed.png (a sheet's two printed pages)

import path from "node:path";
import { fileURLToPath } from "node:url";

import { launch, serve, watchConsole } from "./helpers.mjs";
import { solveByHints } from "./solving.mjs";

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "docs");

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const server = await serve();
try {
  for (const viewport of VIEWPORTS) {
    const browser = await launch({ viewport });
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const console = watchConsole(page);
      await page.goto(server.url);
      await page.getByText("Moves: 0", { exact: true }).waitFor({ timeout: 15_000 });
      // The maths' headline has its answer ("1 in every 4 boards can be solved").
      await page.waitForFunction(
        () => !document.querySelector("#maths-headline")?.textContent.includes("working"),
      );
      const file = path.join(DOCS, `first-visit-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file });
      console.check();
      process.stdout.write(`${file}\n`);
    } finally {
      await browser.close();
    }
  }
  // The daily puzzle of 2 December 2026 on a phone, solved by its hints: its heading, how the
  // player did and Copy result.
  const browser = await launch({ viewport: VIEWPORTS[1] });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(30_000);
    const console = watchConsole(page);
    await page.clock.install({ time: new Date("2026-12-02T09:00:00") });
    await page.goto(server.url);
    await page.locator("#status:not(.dealing)").waitFor();
    await page.getByRole("button", { name: "Daily puzzle" }).click();
    await page.getByRole("heading", { name: "Daily puzzle, 2 December 2026" }).waitFor();
    await solveByHints(page);
    await page.locator(".daily-heading").scrollIntoViewIfNeeded();
    const file = path.join(DOCS, "daily-390x844.png");
    await page.screenshot({ path: file });
    // Level 1 solved (its centre pressed), then the list of levels from its top.
    await page.getByRole("button", { name: "Levels", exact: true }).click();
    await page.getByRole("button", { name: "Level 1: One press" }).click();
    await page.getByRole("heading", { name: "Level 1: One press" }).waitFor();
    await page.getByRole("button", { name: /^row 2, column 2, / }).click();
    await page.locator("#status.solved").waitFor();
    await page.getByRole("button", { name: "Levels", exact: true }).click();
    await page.locator(".levels li.done").waitFor();
    await page.locator("#levels").evaluate((view) => view.scrollIntoView());
    const levels = path.join(DOCS, "levels-390x844.png");
    await page.screenshot({ path: levels });
    console.check();
    process.stdout.write(`${file}\n${levels}\n`);
  } finally {
    await browser.close();
  }
  // Six hard 5 x 5 puzzles and their answers as they print (print media: the sheet's pages
  // alone), the two pages side by side as paper on a desk.
  const sheet = await launch({ viewport: { width: 1100, height: 900 } });
  try {
    const page = sheet.context.pages()[0] ?? (await sheet.context.newPage());
    const console = watchConsole(page);
    await page.goto(`${server.url}#sheet.6.hard.42.v1.s5x5.plane.plus.n2.off.seed1`);
    await page.locator("#worksheet .sheet-page").nth(1).waitFor();
    await page.emulateMedia({ media: "print" });
    await page.addStyleTag({
      content: `.sheet { display: flex !important; flex-direction: row !important; gap: 20px;
        padding: 16px !important; background: #d1d5db; width: max-content !important; }
      .sheet .sheet-page { height: 700px !important; width: auto !important;
        box-shadow: 0 1px 4px rgb(0 0 0 / 0.4) !important; }`,
    });
    const file = path.join(DOCS, "worksheet-printed.png");
    await page.locator("#worksheet .sheet").screenshot({ path: file });
    console.check();
    process.stdout.write(`${file}\n`);
  } finally {
    await sheet.close();
  }
} finally {
  await server.close();
}
