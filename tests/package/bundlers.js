// The bundlers of the consumer tests (bundlers.test.js), each run as its user runs it (Vite,
// esbuild, webpack 5 and Rollup with their default configuration; esbuild and Rollup also with the
// docs' way to their worker), from the repository's node_modules (its devDependencies) in a copy
// of the consumer project of its own: 'dlx-wasm' resolves to the packed tarball installed there
// (the copy lies outside the repository, whose own files cannot answer for it).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const modules = join(root, 'node_modules');
const APP = fileURLToPath(new URL('./consumer-app/', import.meta.url));
// The script element of the fixture's index.html, Vite's entry; the other bundlers' pages load
// their output instead.
const VITE_ENTRY = '<script type="module" src="/src/index.js"></script>';

// webpack-cli is not installed (`npx webpack` would offer to install it): its Node API with the
// defaults the CLI's zero config has (entry ./src/index.js, output dist/main.js), mode production.
const WEBPACK = `
  const webpack = require(process.argv[1]);
  webpack({ mode: 'production' }, (error, stats) => {
    if (error) throw error;
    console.log(stats.toString({ preset: 'errors-warnings', colors: false }));
    process.exitCode = stats.hasErrors() ? 1 : 0;
  });`;

const esbuild = join(modules, '.bin/esbuild');
const rollup = join(modules, '.bin/rollup');
// docs/api.md's way to the worker where the bundler emits none: the package's standalone worker
// (it needs no .wasm emitted), bundled as a module of its own.
const STANDALONE_WORKER = 'node_modules/dlx-wasm/web/worker/worker-sudoku-standalone.js';

/**
 * Each bundler: its `commands` as its docs give them (run in the consumer's folder), and the
 * script element a user writes in dist/index.html to load its output (none for Vite, which builds
 * the page itself): esbuild's default browser format is an IIFE, webpack's a classic script,
 * Rollup's config asks for ES modules. `links` are devDependencies the user's config imports.
 * `id` names its folder.
 *
 * The first four run with their default configuration. esbuild and Rollup do not follow
 * `new Worker(new URL(...))`: by default the worker script is not emitted (`inline`: the elements
 * start the package's text of their worker from a blob: URL, as docs/api.md says; `notEmitted`, the
 * worker script a request finds missing), and the last two take docs/api.md's way for them ("Workers and bundlers"): the package's standalone worker bundled as a module of its own (by esbuild, or as
 * a second input of Rollup's), its URL given by the elements' `worker-url` attribute
 * (`workerUrl`).
 */
export const BUNDLERS = [
  { id: 'vite', name: 'Vite', commands: [[process.execPath, join(modules, 'vite/bin/vite.js'), 'build']], script: null },
  // No request for the worker: in esbuild's IIFE, import.meta.url is empty and no URL is made.
  { id: 'esbuild', name: 'esbuild', commands: [[esbuild, 'src/index.js', '--bundle', '--outdir=dist']], script: '<script src="index.js"></script>', inline: true, notEmitted: [] },
  { id: 'webpack', name: 'webpack', commands: [[process.execPath, '-e', WEBPACK, join(modules, 'webpack')]], script: '<script src="main.js"></script>' },
  {
    id: 'rollup',
    name: 'Rollup',
    commands: [[rollup, '-c']],
    script: '<script type="module" src="index.js"></script>',
    links: ['@rollup/plugin-node-resolve'],
    inline: true,
    notEmitted: ['/worker-sudoku.js'],
  },
  {
    id: 'esbuild-worker-url',
    name: 'esbuild, the worker bundled and given by worker-url',
    commands: [
      [esbuild, 'src/index.js', '--bundle', '--outdir=dist'],
      [esbuild, STANDALONE_WORKER, '--bundle', '--format=esm', '--outfile=dist/worker-sudoku.js'],
    ],
    script: '<script src="index.js"></script>',
    workerUrl: 'worker-sudoku.js',
  },
  {
    id: 'rollup-worker-url',
    name: 'Rollup, the worker a second input and given by worker-url',
    commands: [[rollup, '-c', 'rollup.worker.config.mjs']],
    script: '<script type="module" src="index.js"></script>',
    links: ['@rollup/plugin-node-resolve'],
    workerUrl: 'worker-sudoku.js',
  },
];

/**
 * A folder of its own for `bundler` under `work`: the installed consumer project (its package.json
 * and node_modules, the tarball's files copied) and the fixture app; returns its path.
 */
export function consumerCopy(bundler, project, work) {
  const dir = join(work, `bundle-${bundler.id}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(project, 'package.json'), join(dir, 'package.json'));
  cpSync(join(project, 'node_modules'), join(dir, 'node_modules'), { recursive: true });
  cpSync(APP, dir, { recursive: true });
  for (const name of bundler.links ?? []) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(join(modules, name), join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}

/**
 * Runs `bundler`'s commands in `dir` and writes dist/index.html where the bundler does not; returns
 * what they printed. A failed build throws an error naming the bundler, with its output.
 */
export async function bundle(bundler, dir) {
  // NO_COLOR and CI: plain, quiet output, the way a CI log shows it.
  const env = { ...process.env, NO_COLOR: '1', CI: '1' };
  const printed = [];
  for (const [file, ...args] of bundler.commands) {
    try {
      const { stdout, stderr } = await run(file, args, { cwd: dir, env, timeout: 90_000, maxBuffer: 16 << 20 });
      printed.push(`${stdout}${stderr}`.trim());
    } catch (error) {
      throw new Error(`${bundler.name}: the build failed (${error.killed ? 'killed after 90 s' : `exit ${error.code}`}):\n${error.stdout}${error.stderr}`);
    }
  }
  if (bundler.script) {
    const page = readFileSync(join(APP, 'index.html'), 'utf8');
    if (!page.includes(VITE_ENTRY)) throw new Error(`consumer-app/index.html no longer loads ${VITE_ENTRY}`);
    let html = page.replace(VITE_ENTRY, bundler.script);
    if (bundler.workerUrl) html = html.replace(/<(sudoku-solver|sudoku-play) /g, `<$1 worker-url="${bundler.workerUrl}" `);
    writeFileSync(join(dir, 'dist', 'index.html'), html);
  }
  return printed.filter(Boolean).join('\n');
}

/** Every file under `dir` (relative paths, '/'-separated) with its raw and gzipped (level 9) size. */
export function filesOf(dir) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        files.push({ file: relative(dir, path).split('\\').join('/'), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
      }
    }
  };
  walk(dir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}
