// The page answers on its own when its Web Worker cannot start (a browser without module
// workers, a worker script blocked): large boards still get their readout, deals and
// solutions, from the page, and nothing waits forever (src/platform/bridge.rs).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { launch, openMaths, serveForTests, watchConsole } from "./helpers.mjs";

const server = serveForTests();
const options = { timeout: 60_000 };

/** How long the page waits for a worker that says nothing (bridge.rs, LOAD_TIMEOUT_MS). */
const LOAD_WAIT_MS = 8_000;

/** Workers that fail as they start: an `error` event, as a script that cannot load sends. */
function failingWorkers() {
  window.Worker = class {
    constructor() {
      setTimeout(() => this.onerror?.(new Event("error")), 0);
    }
    postMessage() {}
    terminate() {}
  };
}

/**
 * A first worker that loads (it says Pong, the one byte 0) and fails at the first question, as
 * a fault in the engine would stop it; later workers are the browser's own.
 */
function workerThatFailsAtWork() {
  const Real = window.Worker;
  let first = true;
  window.Worker = function (url, options) {
    if (!first) return new Real(url, options);
    first = false;
    const failing = {
      postMessage() {
        setTimeout(() => failing.onerror?.(new Event("error")), 50);
      },
      terminate() {},
    };
    setTimeout(() => failing.onmessage?.({ data: new Uint8Array([0]) }), 0);
    return failing;
  };
}

/** Workers that never answer, nor fail. */
function silentWorkers() {
  window.Worker = class {
    postMessage() {}
    terminate() {}
  };
}

/**
 * Opens a 40 x 40 board (past the cells the page analyses itself) with `workers` in place of
 * the browser's, and runs `body(page)`; fails if the page logged an error.
 */
async function withoutWorker(workers, body) {
  const browser = await launch();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(workers);
    const console = watchConsole(page);
    await page.goto(`${server.url}#v1.s40x40.plane.plus.n2.off.seed7`);
    await openMaths(page);
    await body(page);
    console.check();
  } finally {
    await browser.close();
  }
}

describe("without a Web Worker", () => {
  test("a worker that fails to start leaves the page to answer at once", options, async () => {
    await withoutWorker(failingWorkers, async (page) => {
      // Sooner than the wait for a silent worker: the failure itself hands the work back.
      await page.getByText(/solvable dimension [\d,]+ of 1,600/).waitFor({ timeout: LOAD_WAIT_MS - 2_000 });
      await page.getByRole("button", { name: "Solve" }).click();
      await page.locator("#status").getByText(/presses? marked/).waitFor();
    });
  });

  test("a worker that fails at work says so, the board stays playable, and New puzzle starts a fresh one", options, async () => {
    await withoutWorker(workerThatFailsAtWork, async (page) => {
      await page.getByText(/the page's background worker failed; New puzzle tries again/).first().waitFor();
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByText(/solvable dimension [\d,]+ of 1,600/).waitFor({ timeout: 20_000 });
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Solve" }).click();
      await page.locator("#status").getByText(/presses? marked/).waitFor();
    });
  });

  test("a worker that never answers is given up after a wait, and the page answers", options, async () => {
    await withoutWorker(silentWorkers, async (page) => {
      await page.getByText(/solvable dimension [\d,]+ of 1,600/).waitFor({ timeout: LOAD_WAIT_MS + 10_000 });
      await page.getByRole("button", { name: "New puzzle" }).click();
      await page.getByText("Moves: 0", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Solve" }).click();
      await page.locator("#status").getByText(/presses? marked/).waitFor();
      assert.equal(await page.getByText(/did not load/).count(), 0, "no words for developers on the page");
    });
  });
});
