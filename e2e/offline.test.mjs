// The app once loaded plays without a network, and can be installed: the service worker
// (static/sw.js, completed by scripts/precache at build time) caches every built file, and the
// web app manifest names icons that load.

import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";

import { DIST, serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();
const options = { timeout: 90_000 };

/** The first readout is in (the maths may be folded away) and the first visit's deal done. */
async function ready(page) {
  await page.locator('#readout[data-ready="true"]').waitFor({ state: "attached" });
  await page.locator("#status:not(.dealing)").waitFor();
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
      await ready(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await browser.context.setOffline(true);
      try {
        await page.reload();
        await ready(page);
        const cell = page.getByRole("button", { name: /^row 3, column 3, / });
        const before = await cell.getAttribute("aria-label");
        await cell.click();
        await page.waitForFunction(
          (was) => document.querySelector('[aria-label^="row 3, column 3, "]').getAttribute("aria-label") !== was,
          before,
        );
      } finally {
        await browser.context.setOffline(false);
      }
    });
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
