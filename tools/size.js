// What the size report (tools/size-report.js) and the size budgets (tests/browser/size.test.js)
// share: the module's parts, a reader of a WASM binary's sections and named functions, and the
// files a visit to the page loads (the browser test checks this list against what Chromium loads).

import { lzmaDecode } from '../web/lib/lzma.js';

/** The modules built (web/generated/): the Sudoku one, and the full one. */
export const MODULES = ['sudoku.mjs', 'dlx.mjs'];

// What both Sudoku pages load besides their own files: the site's style, the elements' shared
// parts, and the worker pool over the Sudoku module.
const SUDOKU_SITE_FILES = [
  'web/page/page.css',
  'web/page/favicon.svg',
  'web/page/shadow.js',
  'web/page/controls.css',
  'web/page/sudoku-variant-view.js',
  'web/lib/symbols.js',
  'web/worker/client.js',
  'web/worker/pool.js',
  'web/lib/errors.js',
  'web/lib/options.js',
  'web/lib/validate.js',
  'web/lib/sudoku.js',
  'web/lib/variant.js',
  'web/lib/shape.js',
  'web/worker/worker-sudoku.js',
  'web/worker/answer.js',
  'web/lib/sudoku-index.js',
  'web/lib/sudoku-api.js',
  'web/lib/generate.js',
  'web/lib/slice.js',
  'web/lib/logic.js',
  'web/lib/sentences.js',
  'web/lib/sudoku-module.js',
  'web/lib/facade.js',
  'web/lib/wire.js',
  'web/generated/sudoku.mjs',
];

/** The files the page loads on a first visit that solves a puzzle, from the site's root. */
export const PAGE_FILES = [
  'index.html',
  'web/page/main.js',
  'web/page/sudoku-solver.js',
  'web/page/sudoku-solver.css',
  'web/page/samples.js',
  'web/lib/sudoku-records.js',
  ...SUDOKU_SITE_FILES,
];

/** The files play.html loads on a first visit that makes a puzzle, from the site's root. */
export const PLAY_FILES = [
  'play.html',
  'web/page/play/main.js',
  'web/page/play/sudoku-play.js',
  'web/page/play/play.css',
  'web/page/play/game.js',
  'web/page/play/houses.js',
  ...SUDOKU_SITE_FILES,
];

/**
 * The shipped module split into its WASM (unpacked from the inlined base64 of its LZMA1,
 * tools/embed-wasm.js) and the JS around it; `packed` is that base64 text.
 */
export function moduleParts(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  const match = /const WASM = '([A-Za-z0-9+/=]+)';\nconst WASM_SIZE = (\d+);/.exec(text);
  if (!match) throw new Error("the module holds no inlined WASM (const WASM = '…', tools/embed-wasm.js)");
  return {
    wasm: Buffer.from(lzmaDecode(Buffer.from(match[1], 'base64'), Number(match[2]))),
    packed: Buffer.from(match[1], 'latin1'),
    glue: Buffer.from(text.slice(0, match.index) + text.slice(match.index + match[0].length), 'latin1'),
  };
}

const SECTIONS = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'data count', 'tag'];

/**
 * A WASM binary's sections ({ name, bytes }) and its defined functions ({ name, size }: names from
 * the "name" section when the build kept them, else their index).
 */
export function readWasm(bytes) {
  let at = 8;  // magic and version
  const u32 = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
  };
  const name = () => {
    const length = u32();
    at += length;
    return bytes.subarray(at - length, at).toString('utf8');
  };
  const sections = [];
  let importedFunctions = 0;
  let bodies = [];
  const names = new Map();
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = u32();
    const start = at;
    const end = start + size;
    let label = SECTIONS[id] ?? `unknown ${id}`;
    if (id === 0) label = `custom "${name()}"`;
    if (id === 2) {
      for (let n = u32(); n > 0; n -= 1) {
        name();
        name();
        const kind = bytes[at++];
        if (kind === 0) {
          importedFunctions += 1;
          u32();
        } else if (kind === 1) {
          at += 1;
          const flags = u32();
          u32();
          if (flags & 1) u32();
        } else if (kind === 2) {
          const flags = u32();
          u32();
          if (flags & 1) u32();
        } else if (kind === 3) {
          at += 2;
        } else {
          at += 1;
          u32();
        }
      }
    }
    if (id === 10) {
      bodies = [];
      for (let n = u32(); n > 0; n -= 1) {
        const length = u32();
        bodies.push(length);
        at += length;
      }
    }
    if (label === 'custom "name"') {
      while (at < end) {
        const kind = bytes[at++];
        const length = u32();
        const next = at + length;
        if (kind === 1) {
          for (let n = u32(); n > 0; n -= 1) {
            const index = u32();
            names.set(index, name());
          }
        }
        at = next;
      }
    }
    sections.push({ name: label, bytes: bytes.subarray(start, end) });
    at = end;
  }
  const functions = bodies.map((size, k) => ({ name: names.get(importedFunctions + k) ?? `function ${importedFunctions + k}`, size }));
  return { sections, functions };
}
