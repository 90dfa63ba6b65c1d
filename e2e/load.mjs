// Load benchmark of the release build (not a test: it prints figures and never fails on them).
// Run `node e2e/load.mjs` after `trunk build --release --dist target/dist-release`
// (LIGHTS_LAB_DIST=dir for another build). Each run is a first visit: a fresh browser profile,
// so nothing is cached and no service worker is installed yet; the files come from a local
// server, so the figures are the browser's own work (parse, compile, instantiate, render), not
// the network's. First paint is the page's first-contentful-paint; "board" is when the board
// is in the page, "readout" when the first readout is ready. Median of RUNS runs (5).
//
// NETWORK=KBPS,MS adds a network as Chromium's DevTools emulate one: KBPS kilobits a second
// down (and up), MS milliseconds of round trip. NETWORK=10000,40 is a modest broadband line,
// NETWORK=1600,150 a slow mobile one. The server gzips what it sends, as a web server would.

import { launch, serve } from "./helpers.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const [KBPS, RTT] = (process.env.NETWORK ?? "").split(",").map(Number);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const server = await serve(undefined, { gzip: true });
const figures = { paint: [], board: [], readout: [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    const browser = await launch();
    try {
      const page = await browser.context.newPage();
      if (KBPS > 0) {
        const devtools = await browser.context.newCDPSession(page);
        const throughput = (KBPS * 1000) / 8;
        await devtools.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: RTT || 0,
          downloadThroughput: throughput,
          uploadThroughput: throughput,
        });
      }
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
const network = KBPS > 0 ? `, ${KBPS} kbit/s and ${RTT || 0} ms round trips` : "";
console.log(`First visit, median of ${RUNS} runs (ms from navigation${network}):`);
for (const [name, values] of Object.entries(figures)) {
  console.log(`  ${name}: ${median(values).toFixed(0)} ms`);
}
