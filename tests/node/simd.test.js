// The two builds of each module (web/lib/simd.js): the plain one, for a runtime without WebAssembly
// SIMD, and the -simd one, whose 9x9 search strikes a band's digits three vectors at a time. They
// must answer alike, nodes included, every answer a solution by the independent checker; and a
// runtime without SIMD must load the plain one and work.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import createSudokuModule from '../../web/generated/sudoku.mjs';
import createDlxModule from '../../web/generated/dlx.mjs';
import { moduleLoader } from '../../web/lib/facade.js';
import { SIMD_PROBE, hasSimd } from '../../web/lib/simd.js';
import { compileFile, instantiate } from '../../web/lib/wasm.js';
import { isSolutionOf } from '../support/sudoku-check.js';
import { puzzles } from '../support/fixtures.js';
import { WITHOUT_SIMD } from '../support/no-simd.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SETS = ['9x9-17clue-sample.txt', '9x9-top1465.txt', '9x9-forum-hardest-1106.txt', '9x9-top95.txt', '9x9-gecode.txt', '9x9-se-rated-diabolical.txt'];

const builds = {};
beforeAll(async () => {
  // Each build by name, whatever this runtime would load: its .wasm under its module's glue.
  const load = (glue, wasm) => moduleLoader(async () => instantiate(glue, await compileFile(new URL(`../../web/generated/${wasm}`, import.meta.url))))();
  [builds.sudoku, builds.sudokuSimd, builds.dlx, builds.dlxSimd] = await Promise.all([
    load(createSudokuModule, 'sudoku.wasm'),
    load(createSudokuModule, 'sudoku-simd.wasm'),
    load(createDlxModule, 'dlx.wasm'),
    load(createDlxModule, 'dlx-simd.wasm'),
  ]);
});

// Solved and proved unique (limit 2), as the benchmarks count: what each build replies.
const answer = (module, puzzle) => {
  const { count, nodes, solutions } = module.solveSudokuText(puzzle, '', 2, 0);
  return { count, nodes, solutions };
};

describe('the SIMD builds', () => {
  it('run here (Node has WebAssembly SIMD), and the probe is what tells', () => {
    expect(hasSimd()).toBe(true);
    expect(WebAssembly.validate(SIMD_PROBE)).toBe(true);
  });

  it.each(SETS)('answer %s as the plain builds do, nodes included, each answer a solution', (set) => {
    for (const puzzle of puzzles(set).map((line) => line.slice(0, 81))) {  // (a line may go on with a rating)
      const expected = answer(builds.sudoku, puzzle);
      expect(expected.count).toBe(1);
      expect(isSolutionOf(puzzle, expected.solutions)).toBe(true);
      expect(answer(builds.sudokuSimd, puzzle)).toEqual(expected);
      expect(answer(builds.dlxSimd, puzzle)).toEqual(expected);
      expect(answer(builds.dlx, puzzle)).toEqual(expected);
    }
  });

  it('find the same many solutions of an open grid, and stop at the same node budget', () => {
    const many = (module) => module.solveSudokuText('.'.repeat(81), '', 1000, 0);
    const expected = many(builds.sudoku);
    expect(expected.count).toBe(1000);
    expect(many(builds.sudokuSimd)).toEqual(expected);
    const capped = (module) => module.solveSudokuText(puzzles('9x9-forum-hardest-1106.txt')[0], '', 2, 300);
    expect(capped(builds.sudoku).stopped).toBe('maxNodes');
    expect(capped(builds.sudokuSimd)).toEqual(capped(builds.sudoku));
  });
});

describe('a runtime without WebAssembly SIMD', () => {
  it('loads the plain builds, through both entry points, and gets the same answers', () => {
    // A Node whose WebAssembly refuses SIMD, as Safari before 16.4 does (WITHOUT_SIMD). The WASM
    // each load compiles is recorded by its length.
    const script = `${WITHOUT_SIMD}
      const compile = WebAssembly.compile;
      const sizes = [];
      WebAssembly.compile = (bytes) => { sizes.push(bytes.byteLength ?? bytes.length); return compile(bytes); };
      const sudoku = await (await import('./web/lib/sudoku-index.js')).createSolver();
      const full = await (await import('./web/lib/index.js')).createSolver();
      const puzzle = ${JSON.stringify(puzzles('9x9-top95.txt')[0])};
      const { solutions, nodes } = sudoku.sudoku(puzzle);
      console.log(JSON.stringify({ sizes, solutions, nodes, same: JSON.stringify(full.sudoku(puzzle)) === JSON.stringify(sudoku.sudoku(puzzle)) }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }));
    const wasmBytes = (name) => readFileSync(`${root}/web/generated/${name}`).length;
    expect(out.sizes).toEqual([wasmBytes('sudoku.wasm'), wasmBytes('dlx.wasm')]);
    expect(out.same).toBe(true);
    const puzzle = puzzles('9x9-top95.txt')[0];
    expect(out.solutions).toEqual([answer(builds.sudokuSimd, puzzle).solutions]);
    expect(out.nodes).toBe(answer(builds.sudokuSimd, puzzle).nodes);
  });
});
