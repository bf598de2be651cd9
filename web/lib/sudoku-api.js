// The Sudoku methods of the API bound to a module (the Sudoku one or the full one): all that
// dlx-wasm/sudoku's createSolver() returns, and the start of the full one's.
import { generateSudoku } from './generate.js';
import { explain, hint, rate, techniques } from './logic.js';
import { parseSudoku, sudoku, sudokuBatch } from './sudoku.js';

export function sudokuMethods(module) {
  return {
    sudoku: (puzzle, options) => sudoku(module, puzzle, options),
    sudokuBatch: (puzzles, options) => sudokuBatch(module, puzzles, options),
    parseSudoku: (text, options) => parseSudoku(module, text, options),
    generateSudoku: (options) => generateSudoku(module, options),
    hint: (puzzle, options) => hint(module, puzzle, options),
    explain: (puzzle, options) => explain(module, puzzle, options),
    rate: (puzzle, options) => rate(module, puzzle, options),
    techniques: () => techniques(module),
  };
}
