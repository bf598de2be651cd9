// What the size report (tools/size-report.js) and the size budgets (tests/browser/size.test.js)
// share: the module's parts, a reader of a WASM binary's sections and named functions, and the
// files a first visit to each page of the built site loads (the browser test checks these lists
// against what Chromium loads).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lzmaDecode } from '../web/lib/lzma.js';

/**
 * The WASM builds (web/generated/, tools/ship-wasm.js): the Sudoku module and the full one, each
 * plain and for WebAssembly SIMD (web/lib/simd.js: a runtime loads one of the two), and the scan
 * module (dlx-wasm/scan, its network's weights compiled in), plain only.
 */
export const WASM_BUILDS = ['sudoku.wasm', 'sudoku-simd.wasm', 'dlx.wasm', 'dlx-simd.wasm', 'scan.wasm'];

/** A build's JS glue, which its plain and SIMD builds share. */
export const glueOf = (wasm) => wasm.replace(/(?:-simd)?\.wasm$/, '.mjs');

/** A module's packed copy of its plain build, for bundles that did not emit the .wasm. */
export const packedOf = (wasm) => wasm.replace(/\.wasm$/, '.packed.mjs');

/** The site as served, built by Vite (vite.site.config.js). */
export const SITE_DIR = 'build/site';

/** Builds the site into `outDir` (from the project's root; SITE_DIR by default). */
export async function buildSite(outDir = SITE_DIR) {
  const { build } = await import('vite');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const configFile = join(root, 'vite.site.config.js');
  const { default: config } = await import(pathToFileURL(configFile).href);
  // One build a page, into the same directory: each page's modules in its own few files, none
  // shared with another page's (a chunk shared by pages cost a visit 3 KB under brotli on the play
  // page: docs/performance.md, "Footprint"); the worker, the glue and the .wasm are the same bytes,
  // so the same names, for every page (a browser fetches them once for the site).
  const { input } = config.build.rollupOptions;
  let first = true;
  for (const [name, page] of Object.entries(input)) {
    // The config as written, with one input (a config file's input would be merged with it).
    await build({
      ...config,
      configFile: false,
      build: {
        ...config.build,
        outDir: join(root, outDir),
        emptyOutDir: first,
        manifest: manifestOf(`${name}.html`),
        rollupOptions: { ...config.build.rollupOptions, input: { [name]: page } },
      },
    });
    first = false;
  }
}

// Each page's build writes its own manifest (buildSite()); pageFiles() reads it.
const manifestOf = (page) => `.vite/manifest-${page.replace(/\.html$/, '')}.json`;

/** The pages of the site, with the worker each one starts: the Sudoku pages the Sudoku module's. */
export const PAGES = {
  'index.html': 'worker-sudoku',
  'play.html': 'worker-sudoku',
  'cover.html': 'worker',
  'techniques.html': 'worker-sudoku',
};

// The pages whose first visit (as tests/browser/size.test.js makes it: a solve on the Sudoku
// page, a count on the exact-cover page) splits a search across workers, and so loads split.js.
const SPLITTING = new Set(['index.html', 'cover.html']);

/**
 * The files a first visit to `page` loads, from the site's root: the page, its entry chunk and
 * the chunks it imports, their styles and assets (the favicon, the page's CSS), the one
 * worker bundle it starts, the module's glue that worker imports and the .wasm it fetches: the
 * SIMD one unless `simd` is false. Read from Vite's manifest and the worker bundle (whose
 * own chunks the manifest does not list); the browser test checks the list against what Chromium
 * loads.
 */
export function pageFiles(siteDir, page, { simd = true } = {}) {
  const manifest = JSON.parse(readFileSync(join(siteDir, manifestOf(page)), 'utf8'));
  const workerOf = (file) => /^assets\/(worker(?:-[a-z]+)?)-[\w-]{8}\.js$/.exec(file)?.[1];
  const files = new Set([page]);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      const worker = workerOf(file);
      if (worker === undefined) files.add(file);
      if (worker === PAGES[page]) {
        files.add(file);
        const worker = readFileSync(join(siteDir, file), 'latin1');
        for (const [wasm, simdBuild] of worker.matchAll(/\b(?:sudoku|dlx)(-simd)?-[\w-]{8}\.wasm\b/g)) {
          if (Boolean(simdBuild) === simd) files.add(`assets/${wasm}`);
        }
        // The module's glue, a chunk the worker imports.
        for (const [glue] of worker.matchAll(/\b(?:sudoku|dlx)-[\w-]{8}\.js\b/g)) files.add(`assets/${glue}`);
      }
    }
    for (const imported of chunk.imports ?? []) visit(imported);
    // The splitting of a search (pool.js loads it at a pool's first split call), on the pages whose
    // first visit splits one (SPLITTING).
    for (const imported of chunk.dynamicImports ?? []) if (imported.endsWith('web/worker/split.js') && SPLITTING.has(page)) visit(imported);
  };
  visit(page);
  return [...files].sort();
}

/** The WASM modules inlined in a file of JS (a packed copy): any long base64 literal, unpacked. */
export function inlinedModules(bytes) {
  const literals = Buffer.from(bytes).toString('latin1').matchAll(/["'`]([A-Za-z0-9+/=]{4000,})["'`]/g);
  return [...literals].map((match) => Buffer.from(lzmaDecode(Buffer.from(match[1], 'base64'), 1 << 26)));
}

/** The WASM of a packed copy (web/generated/*.packed.mjs, tools/ship-wasm.js), unpacked. */
export function unpackedWasm(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  const match = /export default '([A-Za-z0-9+/=]+)';\nexport const size = (\d+);/.exec(text);
  if (!match) throw new Error("not a packed module (export default '…', tools/ship-wasm.js)");
  return Buffer.from(lzmaDecode(Buffer.from(match[1], 'base64'), Number(match[2])));
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
