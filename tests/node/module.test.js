import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { loadModule } from '../../web/lib/module.js';
import { SUDOKU_SYMBOLS } from '../../web/lib/symbols.js';
import { SIMD_PROBE } from '../../web/lib/simd.js';
import { WASM_BUILDS } from '../../tools/size.js';

// Counts how often the Emscripten factory instantiates the module (its glue, which both builds share).
const instantiations = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../web/generated/dlx.mjs', async (importOriginal) => {
  const real = await importOriginal();
  return {
    default: (...args) => {
      instantiations.count += 1;
      return real.default(...args);
    },
  };
});

describe('the module', () => {
  it('loads once and every solver shares it', async () => {
    const [a, b, module] = await Promise.all([createSolver(), createSolver(), loadModule()]);
    expect(a.queens(8, { countOnly: true }).count).toBe(92);
    expect(b.sudoku('.'.repeat(16), { limit: Infinity }).count).toBe(288);
    expect(await loadModule()).toBe(module);
    await createSolver();
    expect(instantiations.count).toBe(1);
  });

  it('runs where code generation from strings is forbidden (as under a strict CSP)', () => {
    const script = `
      const { createSolver } = await import(${JSON.stringify(new URL('../../web/lib/index.js', import.meta.url).href)});
      const solver = await createSolver();
      try { solver.sudoku('bad'); } catch (e) { console.log(e.constructor.name); }
      console.log(solver.queens(8, { countOnly: true }).count);`;
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(out.trim().split('\n')).toEqual(['RangeError', '92']);
  });

  it('survives a search that goes 625 levels deep', async () => {
    const solver = await createSolver();
    const result = solver.sudoku('.'.repeat(625), { limit: 1 });
    expect(result.count).toBe(1);
    expect(result.solutions[0]).toMatch(/^[1-9A-P]{625}$/);
  });

  it("reports the Sudoku text reply's layout: every field JS reads, each in its own aligned bytes", async () => {
    const layout = (await loadModule()).replyLayout();
    // Each part's fields as [start, end) byte spans, checked aligned and apart; returns its end.
    const spansOf = (fields, names) => {
      expect(Object.keys(fields).sort()).toEqual([...names].sort());
      const spans = Object.values(fields).map(({ offset, view }) => {
        const bytes = { f64: 8, i32: 4 }[view];
        expect(bytes).toBeDefined();
        expect(offset % bytes).toBe(0);
        return [offset, offset + bytes];
      }).sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < spans.length; i += 1) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
      return spans.at(-1)[1];
    };
    spansOf(layout.reply, ['records', 'solved', 'solutions', 'conflicts', 'errorClass', 'errorClassLength', 'message',
      'messageLength', 'line', 'row', 'column']);
    const recordEnd = spansOf(layout.record, ['count', 'nodes', 'stopped', 'size', 'solutionsLength', 'conflictsLength']);
    // Records lie back to back, each 8-byte aligned for its doubles.
    expect(layout.recordBytes).toBeGreaterThanOrEqual(recordEnd);
    expect(layout.recordBytes % 8).toBe(0);
  });

  it("holds the parser's default Sudoku alphabet in web/lib/symbols.js", async () => {
    const solver = await createSolver();
    expect(solver.parseSudoku('.'.repeat(625)).symbols).toBe(SUDOKU_SYMBOLS);
    expect(solver.generateSudoku({ size: 16, seed: 3 }).solution).toMatch(new RegExp(`^[${SUDOKU_SYMBOLS.slice(0, 16)}]{256}$`));
  });
});

// Binaryen's validator (wasm-opt, installed with Emscripten) with only the features the README
// asks browsers for: the plain modules load where WebAssembly 1.0 does (Safari before 16.4 has no
// SIMD); the -simd ones (web/lib/simd.js) need SIMD and nothing more.
describe('the features the modules need', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dlx-features-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const validates = (bytes, features = []) => {
    const file = join(scratch, 'module.wasm');
    writeFileSync(file, bytes);
    try {
      execFileSync('wasm-opt', ['--mvp-features', ...features, file, '-o', join(scratch, 'out.wasm')], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    } finally {
      rmSync(file, { force: true });
    }
  };

  const wasmOf = (name) => readFileSync(fileURLToPath(new URL(`../../web/generated/${name}`, import.meta.url)));

  it.each(WASM_BUILDS.filter((name) => !name.includes('-simd')))('%s needs WebAssembly 1.0 alone: no exception handling, no SIMD', (name) => {
    expect(validates(wasmOf(name))).toBe(true);
  });

  it.each(WASM_BUILDS.filter((name) => name.includes('-simd')))('%s needs SIMD, and nothing else past WebAssembly 1.0', (name) => {
    expect(validates(wasmOf(name))).toBe(false);
    expect(validates(wasmOf(name), ['--enable-simd'])).toBe(true);
  });

  it('tells a module with a SIMD instruction apart (the probe of web/lib/simd.js)', () => {
    expect(validates(SIMD_PROBE)).toBe(false);
    expect(validates(SIMD_PROBE, ['--enable-simd'])).toBe(true);
    expect(validates(Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0))).toBe(true);
  });
});
