// The public API: createSolver() loads the WASM module once and returns plain synchronous methods.
// This layer checks JS types and options, calls one coarse module function per solve, and shapes
// the copied-out results; it never holds or hands out a view into the WASM heap.
import { loadModule } from './module.js';
import { parseSudoku, sudoku, sudokuSlice } from './sudoku.js';
import { explain, hint, logicNames, rate, ratingOf } from './logic.js';
import { namedProblem } from './named.js';
import { polyomino } from './polyomino.js';
import { traceExactCover } from './trace.js';
import { variantSpec } from './variant.js';
import { chunk, leftOf, summary } from './shape.js';
import { COVER_OPTIONS, GENERATE_OPTIONS, QUEENS_OPTIONS } from './options.js';
import { describe, optionsOf, rowsOf } from './validate.js';

/** Loads the module (once per page or process) and returns a solver bound to it. */
export async function createSolver() {
  const module = await loadModule();
  return Object.freeze({
    sudoku: (puzzle, options) => sudoku(module, puzzle, options),
    parseSudoku: (text, options) => parseSudoku(module, text, options),
    exactCover: (problem, options) => exactCover(module, problem, options),
    exactCoverEach: (text, options) => exactCoverEach(module, text, options),
    queens: (n, options) => queens(module, n, options),
    polyomino: (problem, options) => polyomino(module, problem, options),
    traceExactCover: (problem, options) => traceExactCover(module, problem, options),
    generateSudoku: (options) => generateSudoku(module, options),
    hint: (puzzle, options) => hint(module, puzzle, options),
    explain: (puzzle, options) => explain(module, puzzle, options),
    rate: (puzzle, options) => rate(module, puzzle, options),
  });
}


function coverSolutions(raw) {
  const solutions = [];
  for (let s = 0; s + 1 < raw.starts.length; s += 1) {
    solutions.push(Array.from(raw.rows.subarray(raw.starts[s], raw.starts[s + 1])));
  }
  return { solutions, ...summary(raw), ...leftOf(raw) };
}


// A result of a text problem: Knuth's format names its options.
function textResult(raw) {
  const result = coverSolutions(raw);
  if (raw.options !== null) result.options = raw.options.split('\n').slice(0, -1);
  return result;
}

function exactCover(module, problem, options, searches = null) {
  const { limit, maxNodes, countOnly, format } = optionsOf(options, COVER_OPTIONS, 'exactCover');
  if (typeof problem === 'string') return textResult(module.solveCoverText(problem, format, 1, limit, maxNodes, countOnly, searches)[0]);
  if (format !== 'auto') throw new TypeError('exactCover: the format option applies only to a problem given as a string');
  if (problem === null || typeof problem !== 'object' || Array.isArray(problem)) {
    throw new TypeError(`exactCover: the problem must be { primary, secondary?, options }, { columns, primary?, rows }, { matrix } or a string (Knuth's format, or "N M" and a 0/1 matrix); got ${describe(problem)}`);
  }
  if ('options' in problem) {
    return coverSolutions(module.solveNamed(...namedProblem(problem), limit, maxNodes, countOnly, searches));
  }
  if ('matrix' in problem) {
    const { values, lengths } = rowsOf(problem.matrix, 'exactCover: matrix', (r) => `exactCover: matrix row ${r}`);
    return coverSolutions(module.solveDense(values, lengths, limit, maxNodes, countOnly, searches));
  }
  if (!('rows' in problem) || !('columns' in problem)) {
    throw new TypeError('exactCover: the problem object needs "options" (and "primary"), "columns" and "rows", or "matrix"');
  }
  const { columns, primary = columns } = problem;
  for (const [name, value] of [['columns', columns], ['primary', primary]]) {
    if (typeof value !== 'number') throw new TypeError(`exactCover: ${name} must be a number; got ${describe(value)}`);
  }
  const { values, lengths } = rowsOf(problem.rows, 'exactCover: rows', (r) => `exactCover: row ${r}`);
  return coverSolutions(module.solveSparse(columns, primary, values, lengths, limit, maxNodes, countOnly, searches));
}

function exactCoverEach(module, problems, options) {
  const { limit, maxNodes, countOnly, format } = optionsOf(options, COVER_OPTIONS, 'exactCoverEach');
  if (typeof problems !== 'string') throw new TypeError(`exactCoverEach: the problems must be a string; got ${describe(problems)}`);
  return module.solveCoverText(problems, format, 0, limit, maxNodes, countOnly, null).map((raw) => ({ line: raw.line, ...textResult(raw) }));
}

function queens(module, n, options, searches = null) {
  const { limit, maxNodes, countOnly, lexicographic } = optionsOf(options, QUEENS_OPTIONS, 'queens');
  if (typeof n !== 'number') throw new TypeError(`queens: n must be a number; got ${describe(n)}`);
  const raw = module.solveQueens(n, limit, maxNodes, countOnly, lexicographic, searches);
  return { solutions: chunk(raw.files, n), ...summary(raw), ...leftOf(raw) };
}

const SLICED = { exactCover, queens, polyomino, sudoku: sudokuSlice };

/**
 * One share of a search split across workers (web/worker/pool.js): `method`'s call on `subject`
 * with `options`, cut to the searches in `searches` (an Int32Array; for Sudoku see sudokuSlice(),
 * else wasm/core/slice.hpp: for each search, a count of options taken first, those options, a count
 * of options left out, those options, numbered from 0 as the problem lists them), within
 * `options.maxNodes` over them all. The result is the method's, plus `left`: the searches not
 * finished, each an Int32Array in the same format (none unless stopped is 'maxNodes').
 */
export function slice(module, method, subject, options, searches) {
  if (!Object.hasOwn(SLICED, method)) throw new TypeError(`slice: ${method}() is not split`);
  if (!(searches instanceof Int32Array)) throw new TypeError(`slice: the searches must be an Int32Array; got ${describe(searches)}`);
  return SLICED[method](module, subject, options, searches);
}

// A seed drawn when none is given: from the platform's CSPRNG, never Math.random.
function drawSeed() {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

// The SE range (in tenths, as the module takes it) of a difficulty: a level's name, or { min, max }.
function seRangeOf(difficulty, levels) {
  if (difficulty === undefined) return [0, 0];
  if (typeof difficulty === 'string') {
    const level = levels.find(({ name }) => name === difficulty);
    if (!level) throw new RangeError(`generateSudoku: difficulty '${difficulty.slice(0, 20)}' is not one of ${levels.map(({ name }) => `'${name}'`).join(', ')} (or { min, max } on the SE scale)`);
    return [Math.round(level.min * 10), level.max === Infinity ? 1000 : Math.round(level.max * 10)];
  }
  if (difficulty === null || typeof difficulty !== 'object' || Array.isArray(difficulty)) {
    throw new TypeError(`generateSudoku: difficulty must be a level's name or { min, max } on the SE scale; got ${describe(difficulty)}`);
  }
  const { min = 1, max = Infinity, ...rest } = difficulty;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new TypeError(`generateSudoku: difficulty: unknown key "${unknown}" (accepted: min, max)`);
  for (const [name, value] of [['min', min], ['max', max]]) {
    if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`generateSudoku: difficulty.${name} must be a number; got ${describe(value)}`);
  }
  if (min < 1 || max < min) throw new RangeError(`generateSudoku: difficulty { min: ${min}, max: ${max} } is empty or starts below 1.0, the SE scale's first value`);
  return [Math.round(min * 10), max === Infinity ? 1000 : Math.min(1000, Math.round(max * 10))];
}

function generateSudoku(module, options) {
  const { size, seed = drawSeed(), symmetry, minimal, difficulty, searchLevel, maxGivens = 0, variant } = optionsOf(options, GENERATE_OPTIONS, 'generateSudoku');
  // A variant to generate takes `cages: true` (a killer: cages drawn on the solution) instead of cages.
  if (variant !== undefined && (variant === null || typeof variant !== 'object' || Array.isArray(variant))) variantSpec(variant, 'generateSudoku');
  const { cages = false, ...rules } = variant ?? {};
  if (typeof cages !== 'boolean') throw new TypeError(`generateSudoku: variant.cages must be true (draw a killer's cages) or false; got ${describe(cages)}`);
  const spec = variant === undefined ? null : variantSpec(rules, 'generateSudoku');
  const names = logicNames(module);
  const [seMin, seMax] = seRangeOf(difficulty, names.levels);
  const raw = module.generateSudoku(size, seed, symmetry, minimal, searchLevel, seMin, seMax, maxGivens, spec, cages);
  const made = {
    puzzle: raw.puzzle,
    solution: raw.solution,
    givens: raw.givens,
    seed,
    rating: raw.se < 0 ? null : ratingOf({ difficulty: raw.se, hardest: raw.hardest, solved: raw.seSolved, level: raw.level }, names),
    search: { level: raw.searchLevel, branches: raw.branches, nodes: raw.nodes },
    attempts: raw.attempts,
  };
  // The variant to solve the puzzle with: the rules asked for, and a killer's cages as their map.
  if (spec) made.variant = { x: spec.x, windoku: spec.windoku, ...(rules.regions === undefined ? {} : { regions: rules.regions }), ...(cages ? { cages: raw.cages } : {}) };
  return made;
}
