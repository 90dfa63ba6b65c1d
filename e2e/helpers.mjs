// Shared by the end-to-end tests and the benchmark: a tiny static server for the release build,
// Debian's Chromium driven by Playwright (no browser download), and a watch on the console.

import { createServer } from "node:http";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

/** The repository. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The release build scripts/test makes; LIGHTS_LAB_DIST points elsewhere. */
export const DIST = path.resolve(ROOT, process.env.LIGHTS_LAB_DIST ?? "target/dist-release");

/** Where screenshots go (gitignored). */
export const ARTIFACTS = path.join(ROOT, "e2e", "artifacts");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

/**
 * The release build served for the tests of one file: started before the first test, closed
 * after the last. Returns `{ url }`, to be read inside the tests.
 */
export function serveForTests() {
  let server;
  before(async () => {
    server = await serve();
  });
  after(async () => {
    await server?.close();
  });
  return {
    get url() {
      return server.url;
    },
  };
}

/**
 * Serves `dir` on 127.0.0.1 at a free port until `close()`: GET and HEAD only, no directory
 * listings, nothing outside `dir`. With `gzip`, files go gzipped (level 9, as scripts/size
 * counts them) to a browser that accepts it, as a web server would send them; the load
 * benchmark asks for that, the tests need not. Returns `{ url, close }`.
 */
export async function serve(dir = DIST, { gzip = false, entry = "index.html" } = {}) {
  // Each file compressed once, as a server with precompressed files would send it at once.
  const compressed = new Map();
  const gzipped = async (file) => {
    const key = `${file} ${(await stat(file)).mtimeMs}`;
    if (!compressed.has(key)) {
      compressed.set(key, gzipSync(await readFile(file), { level: 9 }));
    }
    return compressed.get(key);
  };
  try {
    await stat(path.join(dir, entry));
  } catch {
    throw new Error(
      `no ${path.join(dir, entry)}: build the app first ` +
        "(trunk build --release --dist target/dist-release, as scripts/test does)",
    );
  }
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let name;
    try {
      name = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.resolve(dir, "." + (name.endsWith("/") ? name + "index.html" : name));
    if (file !== dir && !file.startsWith(dir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const zipped = gzip && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
      const body = zipped ? await gzipped(file) : await readFile(file);
      response.writeHead(200, {
        "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "Content-Length": body.length,
        "Cache-Control": "no-store",
        ...(zipped ? { "Content-Encoding": "gzip" } : {}),
      });
      response.end(request.method === "HEAD" ? undefined : body);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/**
 * A form field by its label's name, with or without the allowed range the page adds to it:
 * "Rows" finds the field labelled "Rows (1 to 128)" as well as one labelled "Rows".
 */
export function field(scope, name) {
  // "Rows (1 to 1024)", or with the choices that bring the range down: "Rows (1 to 965 with
  // the King pattern)".
  return scope.getByLabel(new RegExp(`^${name}( \\(\\d+ to \\d+( [^)]+)?\\))?$`));
}

/**
 * Chromium's flags: headless, no sandbox (containers), and nothing that talks to the network
 * on its own, so a test sees only the requests the app makes.
 */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium; CHROMIUM overrides. Playwright never downloads a browser here. */
const EXECUTABLE = process.env.CHROMIUM ?? "/usr/bin/chromium";

/**
 * A fresh browser with a fresh profile (its own --user-data-dir, deleted afterwards), so that
 * no test sees another's localStorage. Returns `{ context, close }`.
 */
export async function launch({ viewport = { width: 1280, height: 900 } } = {}) {
  const profile = await mkdtemp(path.join(tmpdir(), "lights-lab-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium's notice that Trunk's `<link rel="preload" integrity=...>` has its integrity
 * ignored: a warning about the browser, not an error in the app.
 */
const ALLOWED = [/integrity.? attribute is currently ignored for preload/i];

/**
 * Records every console error and uncaught exception of `page`; `check()` throws listing them.
 */
export function watchConsole(page) {
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !ALLOWED.some((allowed) => allowed.test(message.text()))) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A reload or navigation aborts what is still loading; that is not the app failing.
    const why = request.failure()?.errorText ?? "";
    if (!why.includes("ERR_ABORTED")) {
      problems.push(`request failed: ${request.url()} (${why})`);
    }
  });
  return {
    problems,
    check() {
      if (problems.length > 0) {
        throw new Error(`the page reported problems:\n${problems.join("\n")}`);
      }
    },
  };
}

/**
 * Opens a second tab of `browser` (the same storage, as two tabs of one browser share it) at
 * `url`, with `timeout` as its default wait, watching its console.
 */
export async function secondTab(browser, url, { timeout = 30_000 } = {}) {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(timeout);
  const console = watchConsole(page);
  await page.goto(url);
  return { page, console };
}

/**
 * Runs `body(page, { browser })` on a fresh browser (fresh profile) opened at `url`, with
 * `timeout` as the page's default wait; always closes the browser, and fails if the page logged
 * an error or threw.
 */
export async function withApp(url, body, { timeout = 15_000, viewport } = {}) {
  const browser = await launch(viewport ? { viewport } : {});
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.setDefaultTimeout(timeout);
    const console = watchConsole(page);
    await page.goto(url);
    await body(page, { browser });
    console.check();
  } finally {
    await browser.close();
  }
}

/**
 * Opens "The maths", the folded panel that holds the readout, as a person clicks its summary
 * line (once; a second click would fold it again).
 */
export async function openMaths(page) {
  const panel = page.locator("#analysis");
  if (!(await panel.evaluate((details) => details.open))) {
    await panel.locator("summary").click();
  }
}
