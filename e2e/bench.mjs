// Browser benchmark of the release build (not a test: it prints figures and never fails on
// them). Run `node e2e/bench.mjs` after `trunk build --release --dist target/dist-release`.
//
// Every figure is measured inside the page with performance.now(). The clock starts when the
// input or click event is dispatched; "shown" stops when a MutationObserver first sees the DOM
// hold the result (the readout's text for a new size, the cell's new label for a press, a
// marked cell for a hint), which covers the engine, Yew's render and any worker round trip;
// "painted" stops after the next animation frame and the task that follows it, so it also
// covers style, layout and paint of the new DOM. Each figure is the median of RUNS runs (7).
//
// SIXSHAMAN=/path/to/LightsOutWeb also times Sixshaman's LightsOutWeb (WebGL, GPL-3.0; not in
// this repository: `git clone https://github.com/Sixshaman/LightsOutWeb`, no build step, its
// puzzle.html is served as it is) side by side with this page, in the same browser, at
// 64 x 64, 128 x 128 and 256 x 256 (ANCHOR_SIDES="64,128,256"): a board set up (its "+" key
// from one size smaller; here the size field from side x 5, until the new puzzle is dealt
// and every cell drawn), a press (its mouse on a cell; here a click on an SVG cell or Space on
// the canvas's cell), and a new solvable puzzle (its "R" key; here New puzzle, until every
// cell is drawn), each until the frame painted after it, and prints the ratios.
// ONLY=sixshaman times that comparison alone.

import { cpus, loadavg } from "node:os";

import { field, launch, openMaths, serve } from "./helpers.mjs";

const RUNS = Number(process.env.RUNS ?? 7);
const TIMEOUT = 120_000;

/** Median of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * In the page: watches for `done()` (checked after every batch of DOM mutations, reading no
 * layout) and resolves `window.__timing` with `{ shown, painted, start }`, the milliseconds
 * until `done()` first holds and until the frame after that has been painted. The clock
 * starts when `act` runs in the page or, for an act from outside (Playwright's mouse and
 * keyboard), at the `startEvent` the browser dispatches for it (its `timeStamp`).
 */
function watchInPage(page, act, done, arg, startEvent) {
  return page.evaluate(
    ([actSource, doneSource, arg, timeout, startEvent]) => {
      const done = new Function("arg", doneSource);
      let start;
      window.__timing = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no result within ${timeout} ms`));
        }, timeout);
        const observer = new MutationObserver(() => {
          if (start === undefined || !done(arg)) {
            return;
          }
          const shown = performance.now() - start;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ shown, painted: performance.now() - start, start }), 0),
          );
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      if (startEvent) {
        addEventListener(startEvent, (event) => (start = event.timeStamp), { capture: true, once: true });
      } else {
        start = performance.now();
        new Function("arg", actSource)(arg);
      }
    },
    [act, done, arg, TIMEOUT, startEvent],
  );
}

/**
 * Times one interaction: `act` is page source (run in the page) or a function run here with
 * the page's mouse or keyboard, whose `startEvent` starts the clock. Returns `{ shown,
 * painted, longest }`, `longest` being the longest task the page's thread ran from the start
 * until the page settled again (0 when none took over 50 ms, the Long Tasks API's threshold).
 */
async function timeIt(page, act, done, arg, startEvent) {
  const outside = typeof act === "function";
  await watchInPage(page, outside ? "" : act, done, arg, outside ? startEvent : undefined);
  if (outside) {
    await act();
  }
  const timing = await page.evaluate(() => window.__timing);
  await settle(page);
  const longest = await page.evaluate(
    (start) => Math.max(0, ...window.__longTasks.filter((t) => t.startTime + t.duration >= start).map((t) => t.duration)),
    timing.start,
  );
  return { ...timing, longest };
}

/** Before any of the page's scripts: keeps every long task the page's thread runs. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
}

/**
 * The medians of `{ shown, painted }` timings, and of each run's longest task, beside the
 * longest task of them all.
 */
function medians(timings) {
  return {
    shown: median(timings.map((t) => t.shown)),
    painted: median(timings.map((t) => t.painted)),
    longest: median(timings.map((t) => t.longest)),
    worst: Math.max(...timings.map((t) => t.longest)),
  };
}

/** Sets a number field by its label, as typing does (an input event). */
const SET_FIELD = `
  const label = [...document.querySelectorAll("label")].find((l) => l.textContent.trim().split(" (")[0] === arg.label);
  const input = document.getElementById(label.htmlFor);
  input.value = String(arg.value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
`;
// textContent, not innerText: reading innerText would lay the page out inside the measurement.
// The readout sets thousands apart ("of 16,384").
const READOUT_SHOWS = `return new RegExp("solvable dimension [\\\\d,]+ of " + Number(arg.cells).toLocaleString("en-US") + "(?![\\\\d,])").test(document.body.textContent);`;

const CELL = `document.querySelector('[aria-label^="row ' + arg.row + ', column ' + arg.col + ',"]')`;
const PRESS = `${CELL}.dispatchEvent(new MouseEvent("click", { bubbles: true }));`;
const CELL_CHANGED = `const cell = ${CELL}; return cell !== null && cell.getAttribute("aria-label") !== arg.before;`;

const HINT = `
  const hint = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Hint");
  hint.click();
`;
const MARKED = `return document.querySelector('[aria-label$=", hint: press it"]') !== null;`;

const SOLVE = `
  const solve = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Solve");
  solve.click();
`;
// The move counter says how many presses Solve marked, on the SVG board and the canvas alike.
const SOLVE_MARKED = `return /presses? marked/.test(document.getElementById("status")?.textContent ?? "");`;

// The canvas board (beyond 64 x 64): a press is Space on its one focusable cell, as a keyboard
// player makes it (the clock starts at the keydown); the focusable cursor's name changes in
// the render that draws the press.
const CANVAS_CURSOR = `document.querySelector("#board .canvas-cursor")`;
const CANVAS_CHANGED = `return ${CANVAS_CURSOR}.getAttribute("aria-label") !== arg.before;`;
// The board can be pressed: the canvas board of this many cells is on the page.
const PLAYABLE = `return document.querySelector('#board[data-cells="' + arg.cells + '"] canvas') !== null;`;

const NEW_PUZZLE = `
  [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "New puzzle").click();
`;
// Dealt: the move counter back at 0 (a press was made before) and the board no longer busy.
const DEALT = `return /Moves: 0/.test(document.getElementById("status")?.textContent ?? "") && document.getElementById("board")?.getAttribute("aria-busy") === "false";`;

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

/**
 * From side x 5 to side x side, the time of the change that completes the size, until `done`
 * (the readout shows, or the board can be pressed).
 */
async function sizeFigure(page, side, done = READOUT_SHOWS) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const rows = Number(await field(page, "Rows").inputValue());
    await setSize(page, "Columns", 5, 5 * rows);
    await setSize(page, "Rows", side, side * 5);
    const arg = { label: "Columns", value: side, cells: side * side };
    times.push(await timeIt(page, SET_FIELD, done, arg));
    await page.waitForFunction(([source, arg]) => new Function("arg", source)(arg), [READOUT_SHOWS, arg]);
  }
  return medians(times);
}

/** Presses Space on the canvas board's focused cell (moved on by an arrow between runs). */
async function canvasPressFigure(page) {
  const cursor = page.locator("#board .canvas-cursor");
  await cursor.focus();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.keyboard.press(run % 2 ? "ArrowDown" : "ArrowRight");
    const before = await cursor.getAttribute("aria-label");
    times.push(await timeIt(page, () => page.keyboard.press(" "), CANVAS_CHANGED, { before }, "keydown"));
  }
  return medians(times);
}

// The canvas's view as it states it: a zoom or pan is shown when these change.
const CANVAS = `document.querySelector("#board canvas")`;
const VIEW_CHANGED = `return ${CANVAS}.dataset.scale !== arg.scale || ${CANVAS}.dataset.x !== arg.x || ${CANVAS}.dataset.y !== arg.y;`;

/** The canvas's scale and top-left board point, as its data attributes say them. */
const viewNow = (page) => page.locator("#board canvas").evaluate((canvas) => ({ ...canvas.dataset }));

/** Clicks a button by its name in the page (the clock starts at the click). */
const CLICK_BUTTON = `[...document.querySelectorAll("button")].find((b) => b.textContent.trim() === arg.name).click();`;

/** Zoom in from the whole board in view, by the button, until the view changes. */
async function zoomFigure(page) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (await page.getByRole("button", { name: "Whole board" }).isEnabled()) {
      await page.getByRole("button", { name: "Whole board" }).click();
    }
    await settle(page);
    times.push(await timeIt(page, CLICK_BUTTON, VIEW_CHANGED, { name: "Zoom in", ...(await viewNow(page)) }));
  }
  return medians(times);
}

/** Zooms in by the buttons until a cell is at least `scale` pixels wide (untimed). */
async function zoomTo(page, scale) {
  while (Number((await viewNow(page)).scale) < scale) {
    await page.getByRole("button", { name: "Zoom in" }).click();
  }
  await settle(page);
}

/**
 * Zoomed in (cells 8 pixels wide or more, their gaps drawn), a notch of the wheel over the
 * board, until the view changes; each run from the same view.
 */
async function wheelFigure(page) {
  const box = await page.locator("#board canvas").boundingBox();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole("button", { name: "Whole board" }).click();
    await zoomTo(page, 8);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    const act = () => page.mouse.wheel(0, run % 2 ? 100 : -100);
    times.push(await timeIt(page, act, VIEW_CHANGED, await viewNow(page), "wheel"));
  }
  return medians(times);
}

/** Zoomed in as for the wheel, one move of a drag over the board, until the view changes. */
async function panFigure(page) {
  const box = await page.locator("#board canvas").boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await zoomTo(page, 8);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Past the distance a tap may wander, so the drag is under way before the timed move.
    await page.mouse.move(x - 10, y - 10);
    await settle(page);
    const act = () => page.mouse.move(x - 70, y - 50);
    times.push(await timeIt(page, act, VIEW_CHANGED, await viewNow(page), "pointermove"));
    await page.mouse.up();
  }
  await page.getByRole("button", { name: "Whole board" }).click();
  await settle(page);
  return medians(times);
}

/** New puzzle after a press (of the focused cell, SVG or canvas), until the deal is on the board. */
async function dealFigure(page) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await settle(page);
    await page.locator('#board [tabindex="0"]').focus();
    await page.keyboard.press(" ");
    await page.getByText(/Moves: [1-9]/).waitFor();
    times.push(await timeIt(page, NEW_PUZZLE, DEALT, { side: 0 }));
  }
  return medians(times);
}

async function pressFigure(page, side) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new board's rows are drawn a slice a frame: all of them once the board is not busy.
    await settle(page);
    const row = 1 + ((run * 37) % side);
    const col = 1 + ((run * 53) % side);
    const before = await page.evaluate(
      ([row, col]) =>
        document
          .querySelector(`[aria-label^="row ${row}, column ${col},"]`)
          .getAttribute("aria-label"),
      [row, col],
    );
    times.push(await timeIt(page, PRESS, CELL_CHANGED, { row, col, before }));
  }
  return medians(times);
}

/**
 * The page's painting in the 3 s after a board of `side` x `side` is set up (from side x 5),
 * while the readout's search for the hardest board reports its progress: the milliseconds of
 * Chromium's "Paint" trace events, medians over RUNS. A line of text changing beside the board
 * must not repaint 4,096 cells.
 */
async function reportPaintFigure(page, side) {
  const totals = [];
  for (let run = 0; run < RUNS; run += 1) {
    await setSize(page, "Columns", 5, 5 * side);
    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
    await setSize(page, "Columns", side, side * side);
    await page.waitForTimeout(3000);
    await cdp.send("Tracing.end");
    await complete;
    await cdp.detach();
    const paint = events.filter((event) => event.name === "Paint" && event.ph === "X");
    totals.push(paint.reduce((sum, event) => sum + event.dur, 0) / 1000);
  }
  return { shown: median(totals), painted: median(totals), longest: null, worst: null };
}

/**
 * The page's script time (Chromium's ScriptDuration) for 20 messages shown and dismissed
 * (Copy link, then the message's dismiss button) on a settled `side` x `side` board, medians
 * over RUNS: the board shows neither, so neither should render it again.
 */
async function messageFigure(page, side) {
  const totals = [];
  const click = (selector, name) =>
    page.evaluate(([selector, name]) => {
      [...document.querySelectorAll(selector)].find((b) => !name || b.textContent.trim() === name).click();
    }, [selector, name]);
  for (let run = 0; run < RUNS; run += 1) {
    const rows = Number(await field(page, "Rows").inputValue());
    await setSize(page, "Columns", 5, 5 * rows);
    await setSize(page, "Rows", side, 5 * side);
    await setSize(page, "Columns", side, side * side);
    await settle(page);
    // The readout's searches (the hardest board, the fewest presses) finish meanwhile.
    await page.waitForTimeout(8000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const script = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ScriptDuration").value;
    const before = await script();
    for (let message = 0; message < 20; message += 1) {
      await click("button", "Copy link");
      await page.waitForSelector("#message .text");
      await click("#message .dismiss");
      await page.waitForSelector("#message .text", { state: "detached" });
    }
    totals.push((await script()) - before);
    await cdp.detach();
  }
  const ms = median(totals) * 1000;
  return { shown: ms, painted: ms, longest: null, worst: null };
}

/**
 * Waits until the page is idle: the board not busy and five animation frames in a row that
 * each came within 25 ms, so that no figure includes the tail of a deal's rendering.
 */
async function settle(page) {
  await page.waitForFunction(() => document.getElementById("board")?.getAttribute("aria-busy") === "false");
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let calm = 0;
        const tick = () => {
          const now = performance.now();
          calm = now - last < 25 ? calm + 1 : 0;
          last = now;
          if (calm >= 5) {
            resolve();
          } else {
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * `act` on a fresh puzzle, once the page is idle, until `done`; then `after` (untimed), which
 * takes the marks away again when the next New puzzle would not.
 */
async function onNewPuzzle(page, act, done, after = async () => {}) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole("button", { name: "New puzzle" }).click();
    await settle(page);
    times.push(await timeIt(page, act, done, {}));
    await after();
  }
  return medians(times);
}

/** Hint on a fresh puzzle, until a cell is marked. */
const hintFigure = (page) => onNewPuzzle(page, HINT, MARKED);

/** Solve on a fresh puzzle, until the marks are drawn; then Solve again to hide them. */
const solveFigure = (page) =>
  onNewPuzzle(page, SOLVE, SOLVE_MARKED, () => page.getByRole("button", { name: "Solve" }).click());

/** Clicks the element with `arg.id`. */
const CLICK_ID = `document.getElementById(arg.id).click();`;
/** The Learn page's step counter reads `arg.progress`. */
const PROGRESS_SHOWS = `return document.getElementById("learn-progress")?.textContent === arg.progress;`;
const LEARN_BUTTON = `[...document.querySelectorAll("#game-switch button")].find((b) => b.textContent.trim() === arg.page).click();`;

/**
 * Learn on a rows x cols board: opening it (the lesson is worked out on the click), then
 * Next in the chase and in the elimination, each until the step counter shows the new step.
 */
async function learnFigures(page, rows, cols, view) {
  await setSize(page, "Columns", cols, cols * Number(await field(page, "Rows").inputValue()));
  await setSize(page, "Rows", rows, rows * cols);
  const open = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(([source, arg]) => new Function("arg", source)(arg), [LEARN_BUTTON, { page: "Lights Out" }]);
    await settle(page);
    open.push(await timeIt(page, LEARN_BUTTON, `return document.getElementById("learn-progress") !== null || document.getElementById("learn-matrix") !== null;`, { page: "Learn" }));
  }
  await page.locator(`#learn-tab-${view}`).click();
  const next = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [at, last] = (await page.locator("#learn-progress").textContent()).match(/\d+/g).map(Number);
    const progress = `Step ${Math.min(at + 1, last)} of ${last}`;
    next.push(await timeIt(page, CLICK_ID, PROGRESS_SHOWS, { id: "learn-next", progress }));
  }
  await page.evaluate(([source, arg]) => new Function("arg", source)(arg), [LEARN_BUTTON, { page: "Lights Out" }]);
  await settle(page);
  return [
    [`${rows} x ${cols}: open Learn, until the lesson is drawn`, medians(open)],
    [`${rows} x ${cols}: Next in the ${view === "chase" ? "chase" : "elimination"}, until the step shows`, medians(next)],
  ];
}

/**
 * In the page: from the next `type` event (a keydown, a mousedown), sets `window.__toFrame` to
 * the milliseconds until the frame painted after the event's task (a result read by polling:
 * a promise held open across the key press lost Sixshaman's page).
 */
const TO_FRAME = (type) => {
  window.__toFrame = undefined;
  addEventListener(
    type,
    (event) => {
      const start = event.timeStamp;
      setTimeout(() => requestAnimationFrame(() => setTimeout(() => (window.__toFrame = performance.now() - start), 0)), 0);
    },
    { capture: true, once: true },
  );
};

/** Runs `act` (a key press, a click) and returns the milliseconds from its `type` event until the frame after its task. */
async function toFrame(page, type, act) {
  await page.evaluate(TO_FRAME, type);
  await act();
  return (await page.waitForFunction(() => window.__toFrame)).jsonValue();
}

/** Proven fewest presses in the readout (not "at most N (searching)"). */
const FEWEST_PROVEN = () => /Fewest presses for this board: [\d,]+(?![\d,]| \()/.test(document.body.textContent);

/**
 * The Web Worker's fewest-press search on the 20 x 20 torus (2^32 solutions a board, no
 * symmetry on a random one): the milliseconds from opening a link to a random board until its
 * fewest presses are proven on screen (page load, setup and every slice of the search), the
 * median of the boards of seeds 1 to RUNS, each in a fresh browser (a link opened over a saved
 * game would ask first).
 */
async function fewestFigure() {
  const times = [];
  for (let seed = 1; seed <= RUNS; seed += 1) {
    const fresh = await launch();
    try {
      const page = fresh.context.pages()[0] ?? (await fresh.context.newPage());
      await page.goto(`${server.url}#v1.s20x20.torus.plus.n2.off.seed${seed}`);
      await page.waitForFunction(FEWEST_PROVEN, null, { timeout: TIMEOUT, polling: 10 });
      times.push(await page.evaluate(() => performance.now()));
    } finally {
      await fresh.close();
    }
  }
  return { shown: median(times), painted: median(times), longest: null, worst: null };
}

/** A figure timed only to the frame after (no separate "shown", no long tasks). */
const painted = (times) => ({ shown: median(times), painted: median(times), longest: null, worst: null });

/**
 * Sixshaman's page at `side`: set up from one size smaller ("+"), a press of a cell by the
 * mouse (a different cell each run) and a new solvable puzzle ("R"), each until the frame
 * after its task.
 */
async function sixshamanFigures(browser, dir, side) {
  const server = await serve(dir, { entry: "puzzle.html" });
  const page = await browser.context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on("crash", () => console.error(`Sixshaman's page crashed at ${side} x ${side}`));
  const info = (size) => page.locator("#LightsOutPuzzleInfo").getByText(`${size}x${size}`);
  try {
    const [setup, press, deal] = [[], [], []];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${server.url}puzzle.html?size=${side - 1}`);
      await info(side - 1).waitFor();
      await page.waitForTimeout(300);
      setup.push(await toFrame(page, "keydown", () => page.keyboard.press("Equal")));
      await info(side).waitFor();
      await page.waitForTimeout(300);
      const box = await page.locator("#LightsOutCanvas").boundingBox();
      const at = (share) => (0.1 + 0.8 * share) % 1;
      const [x, y] = [box.x + box.width * at(run * 0.37), box.y + box.height * at(run * 0.53)];
      press.push(await toFrame(page, "mousedown", () => page.mouse.click(x, y)));
      await page.waitForTimeout(300);
      deal.push(await toFrame(page, "keydown", () => page.keyboard.press("KeyR")));
    }
    return { setup: painted(setup), press: painted(press), deal: painted(deal) };
  } finally {
    await page.close();
    await server.close();
  }
}

/**
 * The board is set up: `arg.cells` cells, the new puzzle dealt, the analysis in and every row
 * drawn (the board not busy).
 */
const SET_UP = `const board = document.getElementById("board"); return board?.dataset.cells === String(arg.cells) && board.getAttribute("aria-busy") === "false";`;

/** This page at `side`, timed as Sixshaman's is: set up, a press and New puzzle. */
async function ourAnchorFigures(page, side) {
  const setup = await sizeFigure(page, side, SET_UP);
  await settle(page);
  const onCanvas = (await page.locator("#board canvas").count()) > 0;
  const press = onCanvas ? await canvasPressFigure(page) : await pressFigure(page, side);
  const deal = await dealFigure(page);
  return { setup, press, deal };
}

const server = await serve();
const browser = await launch();
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.setDefaultTimeout(TIMEOUT);
  await page.addInitScript(watchLongTasks);
  await page.goto(server.url);
  await openMaths(page);
  await page.getByText(/solvable dimension \d+ of 25/).waitFor();
  const rows = [];
  // Each figure as it comes, on standard error (a long run shows where it is).
  const push = rows.push.bind(rows);
  rows.push = (...figures) => {
    figures.forEach(([name, figure]) => console.error(name, JSON.stringify(figure)));
    return push(...figures);
  };
  // ONLY=learn times Learn's figures alone (a minute instead of several); ONLY=canvas leaves
  // Learn's out; ONLY=sixshaman times the comparison with Sixshaman's page alone; ONLY=knight the worker's Knight;
  // ONLY=fewest the worker's fewest-press search; ONLY=messages the script a message costs
  // (MESSAGE_SIDES="64,1024" by default).
  const all = !["learn", "sixshaman", "knight", "fewest", "messages"].includes(process.env.ONLY);
  if (process.env.ONLY === "messages") {
    for (const side of (process.env.MESSAGE_SIDES ?? "64,1024").split(",").map(Number)) {
      rows.push([`${side} x ${side}: 20 messages shown and dismissed, the page's script`, await messageFigure(page, side)]);
    }
  }
  if (all) {
    // The SVG board: 16 x 16, whose engine work is the page's (a Hint's and Solve's search is
    // the worker's), and the largest, 64 x 64 (SVG_SIDES="16,64" by default).
    for (const side of (process.env.SVG_SIDES ?? "16,64").split(",").map(Number)) {
      rows.push([`${side} x ${side}: set the size, until the readout shows`, await sizeFigure(page, side)]);
      rows.push([`${side} x ${side}: press a cell, until its label changes`, await pressFigure(page, side)]);
      rows.push([`${side} x ${side}: New puzzle, until it is dealt`, await dealFigure(page)]);
      rows.push([`${side} x ${side}: Hint, until a cell is marked`, await hintFigure(page)]);
      rows.push([`${side} x ${side}: Solve, until the presses are marked`, await solveFigure(page)]);
      if (side > 32) {
        rows.push([`${side} x ${side}: painting in the 3 s after it is set up, the readout's search reporting`, await reportPaintFigure(page, side)]);
      }
    }
  }
  // The canvas board, up to the largest size the page offers.
  const largest = Number(await field(page, "Rows").getAttribute("max"));
  // SIDES=1024 (or "128,256") times only those sides of the canvas board.
  const sides = process.env.SIDES ? process.env.SIDES.split(",").map(Number) : [128, 256, largest];
  for (const side of all ? [...new Set(sides)] : []) {
    rows.push([`${side} x ${side}: set the size, until the board can be pressed`, await sizeFigure(page, side, PLAYABLE)]);
    rows.push([`${side} x ${side}: set the size, until the readout shows`, await sizeFigure(page, side)]);
    await settle(page);
    rows.push([`${side} x ${side}: press a cell, until its name changes`, await canvasPressFigure(page)]);
    rows.push([`${side} x ${side}: New puzzle, until it is dealt`, await dealFigure(page)]);
    rows.push([`${side} x ${side}: Hint, until a cell is marked`, await hintFigure(page)]);
    rows.push([`${side} x ${side}: Solve, until the presses are marked`, await solveFigure(page)]);
    await page.getByRole("button", { name: "Solve" }).click();
    await settle(page);
    rows.push([`${side} x ${side}: press with Solve's marks on, until its name changes`, await canvasPressFigure(page)]);
    await page.getByRole("button", { name: "Solve" }).click();
    rows.push([`${side} x ${side}: Zoom in from the whole board, until the view changes`, await zoomFigure(page)]);
    rows.push([`${side} x ${side}: a wheel notch, zoomed in, until the view changes`, await wheelFigure(page)]);
    rows.push([`${side} x ${side}: a drag's move, zoomed in, until the view changes`, await panFigure(page)]);
  }
  // ONLY=knight: the Web Worker's heavy work, Knight's precomputation on a 128 x 128 board
  // (the engine's loops in the worker; docs/development.md, "Download size", on the engine's opt-level).
  if (process.env.ONLY === "knight") {
    await page.evaluate(() => {
      const menu = document.getElementById("pattern");
      menu.value = "knight";
      menu.dispatchEvent(new Event("change", { bubbles: true }));
    });
    rows.push(["Knight 128 x 128: set the size, until the readout shows", await sizeFigure(page, 128)]);
  }
  if (all || process.env.ONLY === "fewest") {
    rows.push(["20 x 20 torus, a random board: open its link, until its fewest presses are proven", await fewestFigure()]);
  }
  // Learn's largest boards: 20 x 20 for the chase, 7 x 7 for elimination.
  if (!["canvas", "sixshaman", "knight", "fewest", "messages"].includes(process.env.ONLY)) {
    rows.push(...(await learnFigures(page, 20, 20, "chase")));
    rows.push(...(await learnFigures(page, 7, 7, "elimination")));
  }
  const comparison = [];
  if (process.env.SIXSHAMAN) {
    for (const side of (process.env.ANCHOR_SIDES ?? "64,128,256").split(",").map(Number)) {
      const ours = await ourAnchorFigures(page, side);
      const anchor = await sixshamanFigures(browser, process.env.SIXSHAMAN, side);
      for (const [key, name] of [["setup", "set up"], ["press", "a press"], ["deal", "New puzzle"]]) {
        rows.push([`${side} x ${side}: ${name}, until the frame after`, ours[key]]);
        rows.push([`Sixshaman ${side} x ${side}: ${name}, until the frame after`, anchor[key]]);
        comparison.push([`${side} x ${side}`, name, ours[key].painted, anchor[key].painted]);
      }
    }
  }
  const version = browser.context.browser()?.version() ?? "";
  const load = loadavg().map((value) => value.toFixed(2)).join(", ");
  console.log(`Headless Chromium ${version}, median of ${RUNS} runs, ${cpus().length} cores, load average ${load} at the end:\n`);
  console.log("| interaction | shown | painted | longest task, median / worst run |\n|---|---|---|---|");
  const task = (ms) => (ms > 0 ? `${ms.toFixed(0)} ms` : "under 50 ms");
  for (const [name, { shown, painted, longest, worst }] of rows) {
    const tasks = longest === null ? "not measured" : `${task(longest)} / ${task(worst)}`;
    console.log(`| ${name} | ${shown.toFixed(1)} ms | ${painted.toFixed(1)} ms | ${tasks} |`);
  }
  if (comparison.length > 0) {
    console.log("\n| board | interaction | Lights Lab | Sixshaman's LightsOutWeb | ratio |\n|---|---|---|---|---|");
    for (const [board, name, ours, anchor] of comparison) {
      console.log(`| ${board} | ${name} | ${ours.toFixed(1)} ms | ${anchor.toFixed(1)} ms | ${(ours / anchor).toFixed(2)} |`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
