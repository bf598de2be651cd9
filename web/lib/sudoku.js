// The Sudoku calls of the API (see index.js): checking the puzzle's JS shape, one module call, and
// the result in the shape the puzzle came in. sudokuSlice() is the share of a search that one
// worker of a pool runs (web/worker/pool.js).
import { errorOf } from './errors.js';
import { chunk, summary } from './shape.js';
import { SUDOKU_OPTIONS } from './options.js';
import { sudokuInput } from './arrays.js';
import { describe, optionsOf } from './validate.js';
import { variantSpec } from './variant.js';

// The solutions in the puzzle's own shape: strings for text, else flat arrays or rows.
function solutionsOf(input, raw, textSolutions) {
  const area = raw.size * raw.size;
  if (input.text !== undefined) {
    const solutions = [];
    for (let i = 0; i < textSolutions.length; i += area) solutions.push(textSolutions.slice(i, i + area));
    return solutions;
  }
  const grids = chunk(raw.grids, area);
  return input.asRows ? grids.map((grid) => chunk(Int32Array.from(grid), raw.size)) : grids;
}

function shapeSudoku(raw, solutions) {
  const conflicts = raw.conflicts.length === 0 ? [] : Array.from(raw.conflicts, (cell) => ({
    cell,
    row: Math.floor(cell / raw.size) + 1,
    column: (cell % raw.size) + 1,
  }));
  const result = summary(raw, { size: raw.size, solutions });
  result.conflicts = conflicts;
  return result;
}

export function sudoku(module, puzzle, options) {
  const { limit, maxNodes, symbols, variant } = optionsOf(options, SUDOKU_OPTIONS, 'sudoku');
  const input = sudokuInput(puzzle, symbols, 'sudoku');
  const spec = variantSpec(variant, 'sudoku');
  if (spec) {
    // A variant searches through the generic engine, as a whole slice.
    const raw = module.solveSudokuSlice(input.text ?? input.cells, symbols, spec, null, limit, maxNodes);
    return shapeSudoku(raw, solutionsOf(input, raw, raw.text));
  }
  const raw = input.text !== undefined
    ? module.solveSudokuText(input.text, symbols, limit, maxNodes)
    : module.solveSudokuNumbers(input.cells, limit, maxNodes);
  return shapeSudoku(raw, solutionsOf(input, raw, raw.solutions));
}

/**
 * Many puzzles as strings, options checked once: sudoku()'s result for each, in order, or
 * `{ error }` for a puzzle that sudoku() would throw for, so one bad puzzle loses none of the
 * others. With a variant each puzzle is solved as sudoku() solves it.
 */
export function sudokuBatch(module, puzzles, options) {
  const { limit, maxNodes, symbols, variant } = optionsOf(options, SUDOKU_OPTIONS, 'sudokuBatch');
  if (!Array.isArray(puzzles)) throw new TypeError(`sudokuBatch: the puzzles must be an array of strings; got ${describe(puzzles)}`);
  puzzles.forEach((puzzle, i) => {
    if (typeof puzzle !== 'string') throw new TypeError(`sudokuBatch: puzzle ${i + 1} must be a string; got ${describe(puzzle)}`);
  });
  if (variantSpec(variant, 'sudokuBatch')) {
    return puzzles.map((puzzle) => {
      try {
        return sudoku(module, puzzle, options);
      } catch (error) {
        if (error instanceof RangeError) return { error };
        throw error;
      }
    });
  }
  return module.solveSudokuBatch(puzzles, symbols, limit, maxNodes).map((raw) => {
    if (raw.failed) return { error: errorOf(raw.failed) };
    return shapeSudoku(raw, solutionsOf({ text: '' }, raw, raw.solutions));
  });
}

/**
 * A share of a search split across workers (slice() in full-slice.js): `searches` names options of the
 * puzzle's exact cover (wasm/encoders/sudoku_slice.hpp). The result is sudoku()'s, plus `left`.
 */
export function sudokuSlice(module, puzzle, options, searches) {
  const { limit, maxNodes, symbols, variant } = optionsOf(options, SUDOKU_OPTIONS, 'sudoku');
  const input = sudokuInput(puzzle, symbols, 'sudoku');
  const raw = module.solveSudokuSlice(input.text ?? input.cells, symbols, variantSpec(variant, 'sudoku'), searches, limit, maxNodes);
  return { ...shapeSudoku(raw, solutionsOf(input, raw, raw.text)), left: raw.left };
}

export function parseSudoku(module, text, options) {
  const { symbols, variant } = optionsOf(options, { symbols: SUDOKU_OPTIONS.symbols, variant: SUDOKU_OPTIONS.variant }, 'parseSudoku');
  if (typeof text !== 'string') throw new TypeError(`parseSudoku: the puzzle must be a string; got ${describe(text)}`);
  const spec = variantSpec(variant, 'parseSudoku');
  const raw = module.parseSudokuText(text, symbols, spec);
  const parsed = { size: raw.size, cells: Array.from(raw.cells), symbols: raw.symbols };
  if (!spec) return parsed;
  // The variant as data, for drawing: each cell's region (null: the boxes), the cages with their labels.
  const cages = Array.from(raw.cageSums, (sum, k) => ({
    sum,
    cells: Array.from(raw.cageCells.subarray(raw.cageStarts[k], raw.cageStarts[k + 1])),
    label: raw.cageLabels[k] || String(k + 1),
  }));
  return { ...parsed, variant: { x: spec.x, windoku: spec.windoku, regions: raw.regions && Array.from(raw.regions), cages } };
}
