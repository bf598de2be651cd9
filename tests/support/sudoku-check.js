// The one checker of Sudoku answers that the tests and the benchmarks share. Written apart from the
// solver (it knows only the rules), so that it can judge it.
import { SUDOKU_SYMBOLS } from '../../web/lib/symbols.js';

/** A puzzle or grid in the default alphabet as values, row by row: 1.., and 0 for a blank. */
export function valuesOf(text) {
  return Array.from(text, (symbol) => SUDOKU_SYMBOLS.indexOf(symbol.toUpperCase()) + 1);
}

/**
 * True when `grid` (values) is a complete valid grid that keeps every given of `puzzle` (values, 0
 * blank): every row, column and box holds each of 1..n once.
 */
export function solves(puzzle, grid) {
  const size = Math.round(Math.sqrt(puzzle.length));
  const box = Math.round(Math.sqrt(size));
  if (grid.length !== puzzle.length || box * box !== size || size * size !== puzzle.length) return false;
  for (let i = 0; i < puzzle.length; i += 1) if (puzzle[i] !== 0 && puzzle[i] !== grid[i]) return false;
  for (let u = 0; u < size; u += 1) {
    const units = [new Set(), new Set(), new Set()];
    for (let k = 0; k < size; k += 1) {
      units[0].add(grid[u * size + k]);
      units[1].add(grid[k * size + u]);
      units[2].add(grid[(Math.floor(u / box) * box + Math.floor(k / box)) * size + (u % box) * box + (k % box)]);
    }
    if (units.some((unit) => unit.size !== size || [...unit].some((v) => !(v >= 1 && v <= size)))) return false;
  }
  return true;
}

/** solves() for a puzzle and a solution given as one-line strings in the default alphabet. */
export function isSolutionOf(puzzle, solution) {
  return solves(valuesOf(puzzle), valuesOf(solution));
}

/** `text` in the default alphabet, written in `alphabet` instead (value v as alphabet[v - 1]); blanks kept. */
export function inAlphabet(text, alphabet) {
  return Array.from(text, (symbol) => {
    const value = SUDOKU_SYMBOLS.indexOf(symbol);
    return value < 0 ? symbol : alphabet[value];
  }).join('');
}
