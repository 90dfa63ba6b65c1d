// The worksheet as a teacher uses it in headless Chromium: open it for the classic 5 x 5
// board, ask for six hard puzzles, print it to PDF (print media, A4, then US Letter) and read
// the PDF: the numbered puzzles, their fewest-press counts, the answers, no app controls, two
// pages; the same sheet the command line prints for the same link; then open the sheet's link
// in a fresh browser and get the same sheet. A broken link says what is wrong, never a blank
// page, and offers a sheet of the Lights Out puzzle instead.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";

import { ROOT, serveForTests, withApp } from "./helpers.mjs";
import { readPdf } from "./pdf.mjs";

const server = serveForTests();

// The first test builds the command line when `cargo test` has not.
const options = { timeout: 600_000 };

const FIVE = "v1.s5x5.plane.plus.n2.off.seed1";

/** The sheet's pages as the page shows them. */
const sheetOf = (page) => page.locator("#worksheet .sheet").evaluate((sheet) => sheet.innerHTML);

/** What a sheet draws, in order: every text, and every cell's fill and place. */
function drawn(svg) {
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
  return {
    texts: [...parsed.querySelectorAll("text")].map((text) => text.textContent),
    cells: [...parsed.querySelectorAll("rect, polygon, circle")].map((shape) =>
      ["fill", "x", "y", "cx", "cy", "points"].map((name) => shape.getAttribute(name)).join(" "),
    ),
  };
}

/** The command line's `lights-lab worksheet`, built from these sources first (at once when
 * `cargo test` has built it, as scripts/test does before the end-to-end tests). */
function commandLine(...args) {
  execFileSync("cargo", ["build", "--quiet", "-p", "lights-lab-cli", "--bin", "lights-lab"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const binary = path.join(ROOT, "target", "debug", "lights-lab");
  return execFileSync(binary, ["worksheet", ...args], { encoding: "utf8" });
}

/** Reads a printed sheet: each puzzle's number and count, and the answers' counts. */
function assertSheet({ pages, text }, band) {
  assert.ok(pages <= 2, `${pages} pages:\n${text}`);
  assert.equal(pages, 2, text);
  for (let number = 1; number <= 6; number += 1) {
    assert.match(text, new RegExp(`^Puzzle ${number}$`, "m"));
    const answer = text.match(new RegExp(`^Puzzle ${number}: (\\d+) presses$`, "m"));
    assert.ok(answer, `the answer to puzzle ${number} in:\n${text}`);
    assert.ok(band.includes(Number(answer[1])), answer[0]);
    assert.match(text, new RegExp(`^Fewest presses: ${answer[1]}$`, "m"));
  }
  assert.doesNotMatch(text, /^Puzzle 7/m);
  assert.match(text, /^Answers$/m);
  assert.match(text, /^Lights Out worksheet: 6 hard puzzles$/m);
  for (const control of [
    "New sheet",
    "Print",
    "Count",
    "Difficulty",
    "Make a sheet",
    "Lights Lab",
    "ELLO",
    "Learn",
    "Undo",
    "New puzzle",
    "Daily puzzle",
  ]) {
    assert.ok(!text.includes(control), `${control} is not printed`);
  }
}

test("a worksheet prints six numbered puzzles and their answers on two pages, A4 or Letter", options, async () => {
  let link;
  let shown;
  await withApp(`${server.url}#${FIVE}`, async (page) => {
    await page.locator('#board [aria-label*=", on"]').first().waitFor();
    await page.getByRole("navigation", { name: "Game" }).getByRole("button", { name: "Worksheet" }).click();
    await page.locator("#worksheet .sheet-page").first().waitFor();
    assert.equal(await page.getByLabel("Count (1 to 12)").inputValue(), "6");
    const worksheet = page.locator("#worksheet");
    await worksheet.getByLabel("Difficulty", { exact: true }).selectOption("hard");
    await page.waitForFunction(() => location.hash.startsWith("#sheet.6.hard."));
    await page.locator("#puzzle-name", { hasText: "Lights Out worksheet: 6 hard puzzles" }).waitFor();
    shown = await sheetOf(page);
    link = await page.evaluate(() => location.href);

    await page.emulateMedia({ media: "print" });
    // Hard on 5 x 5 is 11 to 14 presses (its hardest board needs 15).
    const hard = [11, 12, 13, 14];
    assertSheet(readPdf(await page.pdf({ format: "A4" })), hard);
    assertSheet(readPdf(await page.pdf({ format: "Letter" })), hard);
    await page.emulateMedia({ media: "screen" });

    // The same sheet as `lights-lab worksheet CODE --count 6 --difficulty hard --seed S`.
    const [, seed, code] = link.match(/#sheet\.6\.hard\.(\d+)\.(.+)$/);
    const printed = commandLine("--code", code, "--count", "6", "--difficulty", "hard", "--seed", seed);
    const [page1, page2] = await page.locator("#worksheet .sheet-page").evaluateAll((pages) =>
      pages.map((svg) => svg.outerHTML),
    );
    const ours = await page.evaluate(
      `(${drawn})(${JSON.stringify(`<svg xmlns="http://www.w3.org/2000/svg">${page1}${page2}</svg>`)})`,
    );
    const theirs = await page.evaluate(`(${drawn})(${JSON.stringify(printed)})`);
    assert.ok(ours.cells.length > 300, `${ours.cells.length} shapes`);
    assert.deepEqual(ours, theirs);
  });
  // The sheet's link opens the same sheet in a fresh browser.
  await withApp(link, async (page) => {
    await page.locator("#worksheet .sheet-page").first().waitFor();
    assert.equal(await sheetOf(page), shown);
    const difficulty = page.locator("#worksheet").getByLabel("Difficulty", { exact: true });
    assert.equal(await difficulty.inputValue(), "hard");
    assert.equal(await page.getByLabel("Count (1 to 12)").inputValue(), "6");
  });
});

// The page renders in a microtask, the browser announces a new address in a task of its own:
// a render in between (here a press on the hidden Lights Out page, in the same task as the
// paste, as a worker's answer arriving at that moment would cause) must not take the pasted
// link for the address the page wrote itself and leave it unopened.
test("a link pasted while the page is busy still opens", options, async () => {
  const pasted = [
    [`sheet.6.hard.x.${FIVE}`, "#worksheet .refusal", "sheet number"],
    [`sheet.0.hard.1.${FIVE}`, "#worksheet .refusal", "A worksheet holds 1 to 12 puzzles"],
    [`sheet.2.easy.7.${FIVE}`, "#worksheet .sheet-page", "Puzzle 2"],
  ];
  await withApp(`${server.url}#sheet.6.tricky.1.${FIVE}`, async (page) => {
    await page.locator("#worksheet .refusal").waitFor();
    for (const [fragment, where, says] of pasted) {
      await page.evaluate((fragment) => {
        location.hash = fragment;
        const hint = [...document.querySelectorAll("main.layout button")].find(
          (button) => button.textContent.trim() === "Hint",
        );
        hint.click();
      }, fragment);
      await page.locator(where, { hasText: says }).first().waitFor({ timeout: 10_000 });
    }
  });
});

test("a broken worksheet link says what is wrong and offers a sheet of the Lights Out puzzle", options, async () => {
  const broken = [
    [`sheet.0.hard.1.${FIVE}`, "A worksheet holds 1 to 12 puzzles"],
    [`sheet.99.hard.1.${FIVE}`, "A worksheet holds 1 to 12 puzzles"],
    [`sheet.6.tricky.1.${FIVE}`, "not easy, medium, hard or hardest"],
    [`sheet.6.hard.x.${FIVE}`, "sheet number"],
    ["sheet.6.hard.1.v1.s5x5.nonsense", "names no puzzle this page can open"],
  ];
  await withApp(`${server.url}#${broken[0][0]}`, async (page) => {
    for (const [index, [fragment, says]] of broken.entries()) {
      if (index > 0) {
        // Pasted into the tab: the page opens it as it does on arriving.
        await page.evaluate((fragment) => (location.hash = fragment), fragment);
      }
      const refusal = page.locator("#worksheet .refusal", { hasText: says });
      await refusal.waitFor();
      assert.match(await refusal.textContent(), /\.$/);
      assert.equal(await page.locator("#worksheet .sheet-page").count(), 0);
    }
    // A sheet of the Lights Out page's puzzle, as hard as the link asked.
    await page.getByRole("button", { name: "Make a sheet" }).click();
    await page.locator("#worksheet .sheet-page").first().waitFor();
    await page.waitForFunction(() => /^#sheet\.6\.hard\.\d+\.v1\./.test(location.hash));
  });
});
