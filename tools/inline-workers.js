// `node tools/inline-workers.js`: the browser workers as text, for the elements where their worker
// script cannot start because a bundler did not emit it (esbuild, Rollup by default): each inline
// worker (web/worker/worker-inline.js, worker-sudoku-inline.js: its module's WASM comes from the
// page, so the text holds none) bundled by esbuild into one classic script, written as the default
// export of web/generated/worker.inline.mjs and worker-sudoku.inline.mjs.
// web/worker/inline-worker.js starts it from a blob: URL. Run by tools/build-wasm.sh after the
// modules are built.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKERS = { 'worker-inline.js': 'worker.inline.mjs', 'worker-sudoku-inline.js': 'worker-sudoku.inline.mjs' };

for (const [entry, out] of Object.entries(WORKERS)) {
  const { outputFiles } = await build({
    entryPoints: [`${root}/web/worker/${entry}`],
    bundle: true,
    write: false,
    format: 'iife',      // a classic script: a blob: worker of type module cannot import relative files anyway
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    // What a blob: script cannot have (nothing here locates a file by it).
    define: { 'import.meta.url': 'undefined' },
  });
  const source = outputFiles[0].text;
  writeFileSync(`${root}/web/generated/${out}`, `// ${entry} bundled as one classic script (tools/inline-workers.js), for web/worker/inline-worker.js.\nexport default ${JSON.stringify(source)};\n`);
}
