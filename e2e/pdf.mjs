// Reads what a PDF printed by Chromium says, without a PDF library: its page count, and the
// text of its pages (the content streams' strings, decoded through each font's ToUnicode
// map). Enough for a test to read a printed worksheet as a teacher would.

import { inflateSync } from "node:zlib";

/** Every object of the file: its number, dictionary text and (inflated) stream. */
function objects(pdf) {
  const text = pdf.toString("latin1");
  const found = new Map();
  const pattern = /(\d+) 0 obj\b([\s\S]*?)endobj/g;
  for (const [, number, body] of text.matchAll(pattern)) {
    const start = body.indexOf("stream");
    let dict = body;
    let stream = null;
    if (start >= 0) {
      dict = body.slice(0, start);
      let data = body.slice(start + "stream".length);
      data = data.replace(/^\r?\n/, "");
      data = data.slice(0, data.lastIndexOf("endstream"));
      const bytes = Buffer.from(data, "latin1");
      stream = /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes;
    }
    found.set(Number(number), { dict, stream });
  }
  return found;
}

/** A ToUnicode CMap as code (hex) to text. */
function cmap(stream) {
  const text = stream.toString("latin1");
  const map = new Map();
  const unicode = (hex) =>
    String.fromCodePoint(...hex.match(/.{4}/g).map((unit) => parseInt(unit, 16)));
  for (const [, block] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code.toLowerCase(), unicode(value));
    }
  }
  for (const [, block] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, value] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = parseInt(value, 16);
      for (let code = parseInt(lo, 16); code <= parseInt(hi, 16); code += 1) {
        const hex = code.toString(16).padStart(lo.length, "0");
        map.set(hex, String.fromCodePoint(first + code - parseInt(lo, 16)));
      }
    }
  }
  return map;
}

/** `{ pages, text }`: the page count and every string shown, in order, one block a line. */
export function readPdf(pdf) {
  const all = objects(pdf);
  const pages = [...all.values()].filter(({ dict }) => /\/Type\s*\/Page\b(?!s)/.test(dict)).length;
  // Font resource names to their ToUnicode maps, across the document.
  const fonts = new Map();
  for (const { dict } of all.values()) {
    for (const [, block] of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, ref] of block.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = all.get(Number(ref));
        const toUnicode = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
        const stream = toUnicode && all.get(Number(toUnicode[1]))?.stream;
        if (stream) {
          fonts.set(name, cmap(stream));
        }
      }
    }
  }
  const lines = [];
  for (const { dict, stream } of all.values()) {
    if (!stream || /\/Type|\/Subtype|\/Length1|\/ToUnicode/.test(dict.replace(/\/Length\s+\d+/, ""))) {
      continue;
    }
    const content = stream.toString("latin1");
    for (const [, block] of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = null;
      let line = "";
      for (const [, name, shown] of block.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
        if (name) {
          font = fonts.get(name) ?? null;
          continue;
        }
        for (const [, hex] of shown.matchAll(/<([0-9a-fA-F]*)>/g)) {
          const width = font && [...font.keys()][0]?.length ? [...font.keys()][0].length : 4;
          for (const code of hex.match(new RegExp(`.{${width}}`, "g")) ?? []) {
            line += font?.get(code.toLowerCase()) ?? "";
          }
        }
      }
      if (line) {
        lines.push(line);
      }
    }
  }
  return { pages, text: lines.join("\n") };
}
