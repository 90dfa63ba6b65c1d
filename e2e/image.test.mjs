// Save image as a designer uses it in headless Chromium: the 5 x 5 board with Solve's marks
// saved as SVG (a file that parses and, opened on its own without the page's stylesheets, has
// every cell, the lit ones in the page's yellow, and every mark) and as PNG (a real PNG: its
// signature, its size twice the board's on screen, pixels that are not all one colour), and a
// board drawn on the canvas saved as the PNG of the canvas.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { inflateSync } from "node:zlib";

import { serveForTests, withApp } from "./helpers.mjs";

const server = serveForTests();

const options = { timeout: 120_000 };

/** Opens Save image and presses the format's button; the download's name and bytes. */
async function save(page, format) {
  const saveImage = page.locator(".save-image");
  if (!(await saveImage.evaluate((details) => details.open))) {
    await saveImage.locator("summary").click();
  }
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    saveImage.getByRole("button", { name: format, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** A PNG's width, height and pixel rows, read as the format defines them (8-bit RGBA). */
function readPng(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(bytes.toString("latin1", 12, 16), "IHDR");
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  assert.equal(bytes[24], 8, "8 bits a channel");
  assert.equal(bytes[25], 6, "RGBA");
  const data = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (type === "IDAT") {
      data.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(data));
  // Each row is a filter byte and four bytes a pixel; undone as the PNG standard defines.
  const stride = 4 * width;
  assert.equal(filtered.length, height * (1 + stride));
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = filtered[y * (1 + stride)];
    for (let x = 0; x < stride; x += 1) {
      const raw = filtered[y * (1 + stride) + 1 + x];
      const a = x >= 4 ? pixels[y * stride + x - 4] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return { width, height, pixels };
}

test("the 5 x 5 board with Solve's marks saves as an SVG that draws alone and as a PNG", options, async () => {
  await withApp(`${server.url}#v1.s5x5.plane.plus.n2.off.seed1`, async (page) => {
    await page.locator('#board [aria-label*=", on"]').first().waitFor();
    await page.getByRole("button", { name: "Solve" }).click();
    await page.locator("#board .mark").first().waitFor();
    const lit = await page.locator('#board [aria-label*=", on"]').count();
    const marked = await page.locator("#board .mark").count();
    const box = await page.locator("#board").boundingBox();

    const svg = await save(page, "SVG");
    assert.equal(svg.name, "lights-out-5x5.svg");
    // Opened on its own, as an image editor would: no page, no stylesheet.
    const drawn = await page.evaluate((text) => {
      const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
      const error = parsed.querySelector("parsererror");
      const frame = document.createElement("iframe");
      document.body.append(frame);
      const alone = frame.contentDocument;
      alone.documentElement.replaceWith(alone.importNode(parsed.documentElement, true));
      const fill = (cell) => frame.contentWindow.getComputedStyle(cell).fill;
      const cells = [...alone.querySelectorAll(".cell")];
      const found = {
        error: error?.textContent ?? null,
        root: alone.documentElement.localName,
        cells: cells.length,
        // Drawn at the page's size: a cell's width and height are the stylesheet's.
        drawnCells: cells.filter((cell) => cell.getBBox().width > 0.8 && cell.getBBox().height > 0.8)
          .length,
        size: [alone.documentElement.getAttribute("width"), alone.documentElement.getAttribute("height")],
        fills: [...new Set(cells.map(fill))].sort(),
        lit: cells.filter((cell) => fill(cell) === "rgb(250, 204, 21)").length,
        marks: [...alone.querySelectorAll(".mark")].filter(
          (mark) => frame.contentWindow.getComputedStyle(mark).fill === "rgb(255, 255, 255)",
        ).length,
      };
      frame.remove();
      return found;
    }, svg.bytes.toString("utf8"));
    assert.equal(drawn.error, null);
    assert.equal(drawn.root, "svg");
    assert.equal(drawn.cells, 25);
    assert.equal(drawn.drawnCells, 25);
    // As large as the board is drawn on the page, and square as the board is.
    const side = String(Math.round(Math.min(box.width, box.height)));
    assert.deepEqual(drawn.size, [side, side]);
    // The page's two colours, off (dark slate) and on (yellow), with no stylesheet.
    assert.deepEqual(drawn.fills, ["rgb(250, 204, 21)", "rgb(30, 41, 59)"]);
    assert.equal(drawn.lit, lit);
    assert.ok(marked > 0);
    assert.equal(drawn.marks, marked);
    await page.locator("#message", { hasText: "Saved the board as lights-out-5x5.svg." }).waitFor();

    const png = await save(page, "PNG");
    assert.equal(png.name, "lights-out-5x5.png");
    const { width, height, pixels } = readPng(png.bytes);
    assert.equal(width, 2 * Number(side));
    assert.equal(height, 2 * Number(side));
    // The middle row crosses lit and unlit cells: more than one colour.
    const row = 4 * width * Math.floor(height / 2);
    const colours = new Set();
    for (let x = 0; x < width; x += 1) {
      colours.add(pixels.readUInt32BE(row + 4 * x));
    }
    assert.ok(colours.size > 1, "the PNG is not one colour");
  });
});

test("a board on the canvas saves as the PNG of the canvas, and offers no SVG", options, async () => {
  await withApp(`${server.url}#v1.s100x100.plane.plus.n2.off.seed1`, async (page) => {
    const canvas = page.locator("#board canvas");
    await canvas.waitFor();
    await page.locator(".save-image summary").click();
    assert.equal(await page.locator(".save-image").getByRole("button", { name: "SVG" }).count(), 0);
    const png = await save(page, "PNG");
    assert.equal(png.name, "lights-out-100x100.png");
    const { width, height } = readPng(png.bytes);
    const size = await canvas.evaluate((element) => [element.width, element.height]);
    assert.deepEqual([width, height], size);
  });
});
