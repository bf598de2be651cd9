// The packed tarball installed into an empty project, used the four ways users use it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, serve } from '../support/chromium.js';
import { inlinedModules } from '../../tools/size.js';

const { root, tarball, project } = inject('package');
const tool = (name) => join(root, 'node_modules', '.bin', name);
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

function node(file, source) {
  writeFileSync(join(project, file), source);
  return execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' }).trim();
}

describe('the tarball', () => {
  it('holds the built module and the sources it needs, and nothing from tests/', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of ['dlx.mjs', 'dlx.wasm', 'dlx-simd.wasm', 'dlx.packed.mjs', 'sudoku.mjs', 'sudoku.wasm', 'sudoku-simd.wasm', 'sudoku.packed.mjs']) {
      expect(listing).toContain(`package/web/generated/${file}`);
    }
    expect(listing).toContain('package/web/lib/sudoku-index.d.ts');
    expect(listing).toContain('package/web/lib/index.d.ts');
    expect(listing).toContain('package/web/cli/dlx-wasm.js');
    expect(listing.filter((f) => /^package\/(tests|wasm|bench|tools)\//.test(f))).toEqual([]);
    // The site's own pages' scripts and styles are not the package's.
    expect(listing.filter((f) => /^package\/web\/page\/(?:.*\/)?(?:main\.js|page\.css)$/.test(f))).toEqual([]);
  });
});

describe('installed into an empty project', () => {
  it('imports from Node ESM', () => {
    const out = node('esm.mjs', `
      import { createSolver } from 'dlx-wasm';
      const solver = await createSolver();
      console.log(solver.sudoku('${PUZZLE}').solutions[0], solver.queens(8, { countOnly: true }).count);`);
    expect(out).toBe(`${SOLUTION} 92`);
  });

  it('imports dlx-wasm/sudoku from Node ESM: solves, generates and hints, and has no exact cover', () => {
    const out = node('sudoku.mjs', `
      import { createSolver } from 'dlx-wasm/sudoku';
      const solver = await createSolver();
      const made = solver.generateSudoku({ seed: 7, difficulty: 'hard' });
      const hint = solver.hint(made.puzzle);
      console.log(solver.sudoku('${PUZZLE}').solutions[0], made.rating.level, hint.status, typeof solver.exactCover);`);
    expect(out).toBe(`${SOLUTION} hard step undefined`);
  });

  it('runs dlx-wasm/worker in Node on worker threads, a search split across two', () => {
    // No pool.terminate(): an idle pool must not keep the process alive.
    const out = node('pool.mjs', `
      import { createWorkerSolver } from 'dlx-wasm/worker';
      const pool = createWorkerSolver({ workers: 2, sliceNodes: 5 });
      const all = await pool.sudoku('.'.repeat(16), { limit: Infinity });
      const one = await pool.sudoku('${PUZZLE}');
      console.log(all.count, new Set(all.solutions).size, one.solutions[0]);`);
    expect(out).toBe(`288 288 ${SOLUTION}`);
  });

  it('requires from CommonJS', () => {
    const out = node('cjs.cjs', `
      const { createSolver } = require('dlx-wasm');
      createSolver().then((solver) => console.log(solver.sudoku('${PUZZLE}').solutions[0]));`);
    expect(out).toBe(SOLUTION);
  });

  it('requires dlx-wasm/sudoku from CommonJS', () => {
    const out = node('sudoku.cjs', `
      const { createSolver } = require('dlx-wasm/sudoku');
      createSolver().then((solver) => console.log(solver.sudoku('${PUZZLE}').solutions[0], solver.rate('${PUZZLE}').level));`);
    expect(out).toMatch(new RegExp(`^${SOLUTION} (easy|medium|hard|expert|extreme)$`));
  });

  it('type-checks a TypeScript file with tsc', () => {
    const dir = join(project, 'ts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [] },
      files: ['main.mts', 'misuse.mts', 'sudoku.mts'],
    }));
    writeFileSync(join(dir, 'main.mts'), `
      import { createSolver, type SudokuResult } from 'dlx-wasm';
      import { createWorkerSolver } from 'dlx-wasm/worker';
      const solver = await createSolver();
      const result: SudokuResult<string> = solver.sudoku('${PUZZLE}', { limit: 2 });
      const unique: boolean = result.count === 1 && result.complete;
      const later: Promise<SudokuResult<string>> = createWorkerSolver().sudoku('${PUZZLE}', { signal: AbortSignal.timeout(1000) });
      export { unique, later };`);
    writeFileSync(join(dir, 'misuse.mts'), `
      import { createSolver } from 'dlx-wasm';
      const solver = await createSolver();
      // @ts-expect-error the declarations must reject an unknown option
      solver.queens(8, { countonly: true });
      export {};`);
    writeFileSync(join(dir, 'sudoku.mts'), `
      import { createSolver, type Hint, type SudokuSolver } from 'dlx-wasm/sudoku';
      import { createWorkerSolver, type SudokuWorkerSolver } from 'dlx-wasm/worker';
      const solver: SudokuSolver = await createSolver();
      const hint: Hint = solver.hint('${PUZZLE}');
      const pool: SudokuWorkerSolver = createWorkerSolver({ module: 'sudoku' });
      // @ts-expect-error the Sudoku module has no exact cover
      solver.exactCover('a\\na\\n');
      // @ts-expect-error nor has a pool over it
      pool.queens(8);
      export { hint };`);
    expect(execFileSync(tool('tsc'), ['-p', dir], { cwd: project, encoding: 'utf8' })).toBe('');
  });

  describe('bundled by Vite for a production page', () => {
    let browser;
    let server;
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('builds, and the built page solves in Chromium', async () => {
      const app = join(project, 'app');
      mkdirSync(app, { recursive: true });
      writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title><p id="out">loading</p><p id="worker">loading</p><script type="module" src="./main.js"></script>');
      writeFileSync(join(app, 'main.js'), `
        import { createSolver } from 'dlx-wasm';
        import { createWorkerSolver } from 'dlx-wasm/worker';
        const solver = await createSolver();
        document.getElementById('out').textContent = solver.sudoku('${PUZZLE}').solutions[0];
        const worker = createWorkerSolver();
        const { count } = await worker.queens(8, { countOnly: true });
        document.getElementById('worker').textContent = String(count);`);
      execFileSync(tool('vite'), ['build', '--logLevel', 'error', '--base', './'], { cwd: app, encoding: 'utf8' });
      server = await serve(join(app, 'dist'), { base: '/some/sub/path/' });
      browser = await launchChromium();
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await page.waitForFunction(() => document.getElementById('worker').textContent !== 'loading', null, { timeout: 20_000 });
      expect(errors).toEqual([]);
      expect(await page.textContent('#out')).toBe(SOLUTION);
      expect(await page.textContent('#worker')).toBe('92'); // through dlx-wasm/worker, bundled
    });

    it('builds dlx-wasm/sudoku and its worker: the built page solves, generates and hints in Chromium, loading the Sudoku module alone', async () => {
      const app = join(project, 'sudoku-app');
      mkdirSync(app, { recursive: true });
      writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title><p id="out">loading</p><p id="worker">loading</p><p id="element"></p><script type="module" src="./main.js"></script>');
      // The element is imported for what importing it does (it registers <sudoku-solver>): the
      // package's sideEffects must keep a bundler from dropping it.
      writeFileSync(join(app, 'main.js'), `
        import { createSolver } from 'dlx-wasm/sudoku';
        import { createWorkerSolver } from 'dlx-wasm/worker';
        import 'dlx-wasm/element';
        document.getElementById('element').textContent = String(customElements.get('sudoku-solver') !== undefined);
        const solver = await createSolver();
        document.getElementById('out').textContent = solver.sudoku('${PUZZLE}').solutions[0];
        const worker = createWorkerSolver({ module: 'sudoku' });
        const made = await worker.generateSudoku({ seed: 3, difficulty: 'medium' });
        const hint = await worker.hint(made.puzzle);
        document.getElementById('worker').textContent = made.rating.level + ' ' + hint.step.technique;`);
      execFileSync(tool('vite'), ['build', '--logLevel', 'error', '--base', './'], { cwd: app, encoding: 'utf8' });
      const dist = join(app, 'dist');
      const sudokuServer = await serve(dist, { base: '/sub/' });
      browser ??= await launchChromium();
      const page = await browser.newPage();
      const errors = [];
      const loaded = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.context().on('request', (request) => loaded.push(new URL(request.url()).pathname.slice('/sub/'.length)));
      await page.goto(sudokuServer.url);
      await page.waitForFunction(() => document.getElementById('worker').textContent !== 'loading', null, { timeout: 30_000 });
      await sudokuServer.close();
      expect(errors).toEqual([]);
      expect(await page.textContent('#out')).toBe(SOLUTION);
      expect(await page.textContent('#worker')).toMatch(/^medium [a-z-]+$/);
      expect(await page.textContent('#element')).toBe('true');
      // The page loaded the Sudoku module alone, from the .wasm Vite emitted: no .wasm it fetched
      // is the full module's, which alone registers solveCoverText (the name is in its WASM), and
      // no script carries a packed copy (the fallback for bundlers that do not emit the .wasm);
      // one file holds the glue of the Sudoku calls' C exports (_dlx_solveSudokuSlice).
      const scripts = loaded.filter((f) => /\.m?js$/.test(f)).map((f) => readFileSync(join(dist, f)));
      const wasms = loaded.filter((f) => f.endsWith('.wasm')).map((f) => readFileSync(join(dist, f)));
      expect(wasms.length).toBeGreaterThan(0);
      expect(wasms.filter((wasm) => wasm.includes('solveCoverText'))).toEqual([]);
      expect(scripts.flatMap(inlinedModules)).toEqual([]);
      expect(scripts.filter((bytes) => bytes.includes('_dlx_solveSudokuSlice')).length).toBeGreaterThan(0);
    });
  });
});
