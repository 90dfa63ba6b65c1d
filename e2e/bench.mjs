// Browser benchmark of the release build (not a test: it prints figures and never fails on
// them). Run `node e2e/bench.mjs` after `trunk build --release --dist target/dist-release`.
//
// Every figure is measured inside the page with performance.now(): the clock starts when the
// input or click event is dispatched and stops when a MutationObserver sees the DOM show the
// result (the readout's text for a new size; the cell's label for a press; a cell marked for a
// hint), so it covers the engine, Yew's render and any worker round trip, but not the paint
// that follows. Each figure is the median of RUNS runs.

import { launch, serve } from "./helpers.mjs";

const RUNS = Number(process.env.RUNS ?? 7);
const TIMEOUT = 120_000;

/** Median of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * In the page: dispatches `act` and resolves with the milliseconds until `done()` holds,
 * checked after every DOM mutation.
 */
function timeInPage(page, act, done, arg) {
  return page.evaluate(
    ([actSource, doneSource, arg, timeout]) =>
      new Promise((resolve, reject) => {
        const act = new Function("arg", actSource);
        const done = new Function("arg", doneSource);
        let observer;
        const timer = setTimeout(() => {
          observer?.disconnect();
          reject(new Error(`no result within ${timeout} ms`));
        }, timeout);
        observer = new MutationObserver(() => {
          if (done(arg)) {
            const elapsed = performance.now() - start;
            observer.disconnect();
            clearTimeout(timer);
            resolve(elapsed);
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        const start = performance.now();
        act(arg);
      }),
    [act, done, arg, TIMEOUT],
  );
}

/** Sets a number field by its label, as typing does (an input event). */
const SET_FIELD = `
  const label = [...document.querySelectorAll("label")].find((l) => l.textContent.trim() === arg.label);
  const input = document.getElementById(label.htmlFor);
  input.value = String(arg.value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
`;
const READOUT_SHOWS = `return new RegExp("Solvable dimension \\\\d+ of " + arg.cells + "\\\\b").test(document.body.innerText);`;

const CELL = `document.querySelector('[aria-label^="row ' + arg.row + ', column ' + arg.col + ',"]')`;
const PRESS = `${CELL}.dispatchEvent(new MouseEvent("click", { bubbles: true }));`;
const CELL_CHANGED = `const cell = ${CELL}; return cell !== null && cell.getAttribute("aria-label") !== arg.before;`;

const HINT = `
  const hint = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Hint");
  hint.click();
`;
const MARKED = `return document.querySelector('[aria-label$=", marked"]') !== null;`;

/** Sets a size field and waits (untimed) until the readout shows `cells` cells. */
async function setSize(page, label, value, cells) {
  await page.evaluate(([source, arg]) => new Function("arg", source)(arg), [
    SET_FIELD,
    { label, value },
  ]);
  await page.waitForFunction(([source, arg]) => new Function("arg", source)(arg), [
    READOUT_SHOWS,
    { cells },
  ]);
}

async function sizeFigure(page, side) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    // From side x 5 to side x side: the time of the change that completes the size.
    await setSize(page, "Columns", 5, 5 * Number(await page.getByLabel("Rows").inputValue()));
    await setSize(page, "Rows", side, side * 5);
    times.push(
      await timeInPage(page, SET_FIELD, READOUT_SHOWS, { label: "Columns", value: side, cells: side * side }),
    );
  }
  return median(times);
}

async function pressFigure(page, side) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const row = 1 + ((run * 37) % side);
    const col = 1 + ((run * 53) % side);
    const before = await page.evaluate(
      ([row, col]) =>
        document.querySelector(`[aria-label^="row ${row}, column ${col},"]`).getAttribute("aria-label"),
      [row, col],
    );
    times.push(await timeInPage(page, PRESS, CELL_CHANGED, { row, col, before }));
  }
  return median(times);
}

async function hintFigure(page) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole("button", { name: "New puzzle" }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-label$=", marked"]'));
    times.push(await timeInPage(page, HINT, MARKED, {}));
  }
  return median(times);
}

const server = await serve();
const browser = await launch();
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(server.url);
  await page.getByText(/Solvable dimension \d+ of 25/).waitFor();
  const rows = [];
  for (const side of [64, 128]) {
    rows.push([`set ${side} x ${side} until the readout shows`, await sizeFigure(page, side)]);
  }
  // The page is at 128 x 128 now.
  rows.push(["press a cell at 128 x 128 until its label changes", await pressFigure(page, 128)]);
  rows.push(["Hint at 128 x 128 until a cell is marked", await hintFigure(page)]);
  const version = browser.context.browser()?.version() ?? "Chromium";
  console.log(`Headless Chromium ${version}, median of ${RUNS} runs:\n`);
  console.log("| interaction | median |\n|---|---|");
  for (const [name, ms] of rows) {
    console.log(`| ${name} | ${ms.toFixed(1)} ms |`);
  }
} finally {
  await browser.close();
  await server.close();
}
