// The app once loaded plays without a network, and can be installed: the service worker
// (static/sw.js, completed by scripts/precache at build time) caches every built file, and the
// web app manifest names icons that load.

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { DIST, field, openMaths, serve, serveForTests, withApp } from "./helpers.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const server = serveForTests();
const options = { timeout: 90_000 };

/** The first readout is in (the maths may be folded away) and the first visit's deal done. */
async function ready(page) {
  await page.locator('#readout[data-ready="true"]').waitFor({ state: "attached" });
  await page.locator("#status:not(.dealing)").waitFor();
}

/**
 * Waits until the service worker controls the page, then reloads it with the network off and
 * runs `offline()` on the reloaded page before the network comes back.
 */
async function reloadedOffline(page, browser, offline) {
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await ready(page);
    await offline();
  } finally {
    await browser.context.setOffline(false);
  }
}

/** The version a build's service worker caches under (scripts/precache). */
async function version(dist) {
  return (await readFile(path.join(dist, "sw.js"), "utf8")).match(/const VERSION = "([0-9a-f]+)";/)[1];
}

/** The service worker's caches, by name. */
const cached = (page) =>
  page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith("lights-lab-")));

/** Waits, a tenth of a second at a time, until `condition()` resolves true (15 s at most). */
async function until(condition) {
  for (let tries = 0; !(await condition()); tries += 1) {
    assert.ok(tries < 150, `still not so after 15 s: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The web app manifest as the page gets it (through the service worker). */
const manifest = (page) => page.evaluate(() => fetch("manifest.webmanifest").then((r) => r.json()));

/**
 * Turns the build in `dir` into a newer one, as a rebuild would: the page names itself
 * differently, the manifest (a file each build names the same) changes, and scripts/precache,
 * the build's own hook, writes the service worker for the new files.
 */
async function newVersion(dir) {
  const page = path.join(dir, "index.html");
  const html = await readFile(page, "utf8");
  await writeFile(page, html.replace("<title>Lights Lab</title>", "<title>Lights Lab, new version</title>"));
  const file = path.join(dir, "manifest.webmanifest");
  const described = JSON.parse(await readFile(file, "utf8"));
  await writeFile(file, JSON.stringify({ ...described, description: "the new version" }));
  await promisify(execFile)("bash", [path.join(ROOT, "scripts", "precache")], {
    env: { ...process.env, TRUNK_STAGING_DIR: dir, TRUNK_SOURCE_DIR: ROOT },
  });
}

describe("offline and installable", () => {
  test("the service worker caches every built file, under a version of their contents", options, async () => {
    const worker = await readFile(path.join(DIST, "sw.js"), "utf8");
    const files = JSON.parse(worker.match(/const FILES = (\[.*\]);/)[1]);
    const built = [];
    const walk = async (dir) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
        } else if (entry.name !== "sw.js") {
          built.push(path.relative(DIST, full).split(path.sep).join("/"));
        }
      }
    };
    await walk(DIST);
    assert.deepEqual([...files].sort(), built.sort());
    assert.match(worker, /const VERSION = "[0-9a-f]{16}";/);
  });

  test("once loaded, a reload without a network opens the game and plays", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      await reloadedOffline(page, browser, async () => {
        const cell = page.getByRole("button", { name: /^row 3, column 3, / });
        const before = await cell.getAttribute("aria-label");
        await cell.click();
        await page.waitForFunction(
          (was) => document.querySelector('[aria-label^="row 3, column 3, "]').getAttribute("aria-label") !== was,
          before,
        );
      });
    });
  });

  test("offline, a board too large for the page is analysed by the Web Worker", options, async () => {
    await withApp(server.url, async (page, { browser }) => {
      const warnings = [];
      page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
      await reloadedOffline(page, browser, async () => {
        // 40 x 40 is over the 1,024 cells the page answers itself: the worker, started from
        // the page's own cached wasm, answers it.
        if (!(await field(page, "Rows").isVisible())) {
          await page.getByText(/^Board setup|^Setup/).first().click();
        }
        for (const name of ["Columns", "Rows"]) {
          await field(page, name).fill("40");
          await field(page, name).press("Enter");
        }
        await openMaths(page);
        await page.getByText(/solvable dimension [\d,]+ of 1,600\)/).waitFor();
        assert.deepEqual(warnings.filter((text) => /worker/i.test(text)), []);
      });
    });
  });

  test("a new version is picked up on the next visit, and then plays offline", options, async () => {
    // A copy of the build, served and then replaced by a newer one under the same address.
    const dir = await mkdtemp(path.join(tmpdir(), "lights-lab-versions-"));
    await cp(DIST, dir, { recursive: true });
    const site = await serve(dir);
    try {
      const old = await version(dir);
      await withApp(site.url, async (page, { browser }) => {
        await ready(page);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        assert.equal(await page.title(), "Lights Lab");
        await newVersion(dir);
        const now = await version(dir);
        assert.notEqual(now, old, "a new build is a new version");
        // The next visit: the new page, and with it the new manifest, not the old one's cached
        // copy (the old service worker still answers this visit).
        await page.reload();
        await ready(page);
        assert.equal(await page.title(), "Lights Lab, new version");
        assert.equal((await manifest(page)).description, "the new version");
        // The new service worker takes over and keeps the new files only.
        await until(async () => (await cached(page)).join() === `lights-lab-${now}`);
        await browser.context.setOffline(true);
        try {
          await page.reload();
          await ready(page);
          assert.equal(await page.title(), "Lights Lab, new version");
          assert.equal((await manifest(page)).description, "the new version");
        } finally {
          await browser.context.setOffline(false);
        }
      });
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the manifest names the app and icons that load", options, async () => {
    await withApp(server.url, async (page) => {
      await ready(page);
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
      assert.equal(manifest.name, "Lights Lab");
      assert.equal(manifest.display, "standalone");
      const sizes = manifest.icons.map((icon) => icon.sizes);
      assert.ok(sizes.includes("192x192") && sizes.includes("512x512"), sizes.join(" "));
      for (const icon of manifest.icons) {
        const loaded = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return image.naturalWidth;
        }, icon.src);
        assert.ok(loaded > 0, icon.src);
      }
    });
  });
});
