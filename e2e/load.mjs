// Load benchmark of the release build (not a test: it prints figures and never fails on them).
// Run `node e2e/load.mjs` after `trunk build --release --dist target/dist-release`
// (LIGHTS_LAB_DIST=dir for another build). Each run is a first visit: a fresh browser profile,
// so nothing is cached and no service worker is installed yet; the files come from a local
// server, so the figures are the browser's own work (parse, compile, instantiate, render), not
// the network's. First paint is the page's first-contentful-paint; "board" is when the board
// is in the page, "readout" when the first readout is ready. Median of RUNS runs (5).

import { launch, serve } from "./helpers.mjs";

const RUNS = Number(process.env.RUNS ?? 5);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const server = await serve();
const figures = { paint: [], board: [], readout: [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    const browser = await launch();
    try {
      const page = await browser.context.newPage();
      await page.goto(server.url);
      await page.locator("#board").waitFor();
      const board = await page.evaluate(() => performance.now());
      await page.locator('#readout[data-ready="true"]').waitFor({ state: "attached" });
      const readout = await page.evaluate(() => performance.now());
      const paint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      );
      figures.paint.push(paint);
      figures.board.push(board);
      figures.readout.push(readout);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
console.log(`First visit, median of ${RUNS} runs (ms from navigation):`);
for (const [name, values] of Object.entries(figures)) {
  console.log(`  ${name}: ${median(values).toFixed(0)} ms`);
}
