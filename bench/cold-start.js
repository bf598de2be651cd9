// `npm run bench:cold-start [-- RUNS]`: the Sudoku module's cold start, each way of loading its WASM
// against the other, in one run (the median of RUNS, default 9, each in a fresh process or browser
// context):
//   - Node: createSolver() of dlx-wasm/sudoku in a fresh process (the entry already imported), from
//     the .wasm read from disk (what Node gets) and from the packed copy (LZMA in JS, decoded).
//   - Chromium: from navigation to the first answer (a 9x9 solved) on a page built by Vite from
//     a two-line app, served by a local server that compresses with brotli (quality 11) or with gzip
//     only (level 9), with no cache: the .wasm fetched and compiled as it streams (what Vite and
//     webpack users get), and the packed copy (what an esbuild or Rollup bundle falls back to).
// Also printed: when the page's script started (what a page with no solver pays: Chromium's own
// start of a fresh context, the page and its script fetched), the time the page's own
// createSolver() took, and what each way sends.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/support/chromium.js';
import { median } from './sets.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv[2] ?? 9);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new TypeError(`RUNS: a whole number of at least 1, not "${process.argv[2]}"`);
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

// The two ways, as the app's main.js: the entry a user imports, and the same solver over the packed copy.
const WAYS = {
  '.wasm file': `import { createSolver } from '${root}/web/lib/sudoku-index.js';`,
  'packed copy': `
    import createSudokuModule from '${root}/web/generated/sudoku.mjs';
    import { moduleLoader } from '${root}/web/lib/facade.js';
    import { unpack } from '${root}/web/lib/packed.js';
    import { sudokuMethods } from '${root}/web/lib/sudoku-api.js';
    import { instantiate } from '${root}/web/lib/wasm.js';
    const createSolver = async () => {
      const wasm = unpack(await import('${root}/web/generated/sudoku.packed.mjs'));
      return sudokuMethods(await moduleLoader(async () => instantiate(createSudokuModule, await WebAssembly.compile(wasm)))());
    };`,
};

// Node: a fresh process per run; the time of createSolver() alone, as a user's first call sees it.
console.log(`Node ${process.version}, createSolver() of dlx-wasm/sudoku in a fresh process, median of ${RUNS} (ms):`);
for (const [way, imports] of Object.entries(WAYS)) {
  const script = `${imports}
    const started = performance.now();
    const solver = await createSolver();
    const took = performance.now() - started;
    if (solver.sudoku('${PUZZLE}').count !== 1) throw new Error('no answer');
    console.log(took);`;
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push(Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
  }
  console.log(`  ${way.padEnd(12)} ${median(times).toFixed(1).padStart(6)}   (runs: ${times.map((t) => t.toFixed(1)).join(', ')})`);
}

// Chromium: each way built by Vite into build/cold-start/<way>/, served compressed.
const work = join(root, 'build/cold-start');
rmSync(work, { recursive: true, force: true });
const { build } = await import('vite');
const sites = {};
for (const [way, imports] of Object.entries(WAYS)) {
  const app = join(work, way.replace(/\W+/g, '-'));
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><meta charset="utf-8"><title>cold start</title><script type="module" src="./main.js"></script>');
  writeFileSync(join(app, 'main.js'), `${imports}
    const started = performance.now();
    const created = performance.now();
    const solver = await createSolver();
    const ready = performance.now();
    const { count } = solver.sudoku('${PUZZLE}');
    window.answered = { at: performance.now(), started, create: ready - created, count };`);
  await build({ root: app, configFile: false, logLevel: 'error', build: { outDir: join(app, 'dist'), modulePreload: false } });
  sites[way] = join(app, 'dist');
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
// A static server of `dir` that sends every file compressed by `encoding` (precompressed once).
async function host(dir, encoding) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    let body = cache.get(path);
    if (body === undefined) {
      let bytes;
      try {
        bytes = readFileSync(path);
      } catch {
        res.writeHead(404).end();
        return;
      }
      body = encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(bytes, { level: 9 });
      cache.set(path, body);
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-encoding': encoding, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/`, sent: () => [...cache.values()].reduce((n, b) => n + b.length, 0) };
}

const browser = await launchChromium();
console.log(`\nChromium ${browser.version()}, from navigation to the first answer, median of ${RUNS} fresh contexts (ms):`);
for (const encoding of ['br', 'gzip']) {
  for (const [way, dir] of Object.entries(sites)) {
    const { server, url, sent } = await host(dir, encoding);
    const first = [];
    const started = [];
    const create = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      const answered = await page.waitForFunction(() => window.answered, null, { timeout: 30_000 }).then((handle) => handle.jsonValue());
      if (answered.count !== 1) throw new Error(`${way}: no answer`);
      first.push(answered.at);
      started.push(answered.started);
      create.push(answered.create);
      await context.close();
    }
    const ms = (xs) => median(xs).toFixed(1).padStart(6);
    console.log(`  ${encoding === 'br' ? 'brotli host' : 'gzip host  '}  ${way.padEnd(12)} first answer ${ms(first)}   the page's script ran at ${ms(started)}   createSolver() ${ms(create)}   sent ${(sent() / 1024).toFixed(1)} KB`);
    server.close();
  }
}
await browser.close();
