// Exact cover (sparse, dense, named, or text) and N queens over the full module: the methods of
// dlx-wasm's createSolver() beside the Sudoku ones (index.js), and the split searches' shares of
// them (full-slice.js). `searches` (null for a whole search) cuts a call to a slice's searches.
import { namedProblem } from './named.js';
import { chunk, leftOf, summary } from './shape.js';
import { COVER_OPTIONS, QUEENS_OPTIONS } from './options.js';
import { rowsOf } from './arrays.js';
import { describe, optionsOf } from './validate.js';

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

export function exactCover(module, problem, options, searches = null) {
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

export function exactCoverEach(module, problems, options) {
  const { limit, maxNodes, countOnly, format } = optionsOf(options, COVER_OPTIONS, 'exactCoverEach');
  if (typeof problems !== 'string') throw new TypeError(`exactCoverEach: the problems must be a string; got ${describe(problems)}`);
  return module.solveCoverText(problems, format, 0, limit, maxNodes, countOnly, null).map((raw) => ({ line: raw.line, ...textResult(raw) }));
}

export function queens(module, n, options, searches = null) {
  const { limit, maxNodes, countOnly, lexicographic } = optionsOf(options, QUEENS_OPTIONS, 'queens');
  if (typeof n !== 'number') throw new TypeError(`queens: n must be a number; got ${describe(n)}`);
  const raw = module.solveQueens(n, limit, maxNodes, countOnly, lexicographic, searches);
  return { solutions: chunk(raw.files, n), ...summary(raw), ...leftOf(raw) };
}
