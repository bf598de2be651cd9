// Types for `dlx-wasm/sudoku`: the Sudoku methods of Solver over the Sudoku module.
import type { Solver } from './index.js';

export type * from './index.js';

/** Solve, parse, generate, hint, explain and rate Sudoku of every size and variant. */
export type SudokuSolver = Pick<Solver, 'sudoku' | 'sudokuBatch' | 'parseSudoku' | 'generateSudoku' | 'hint' | 'explain' | 'rate' | 'techniques'>;

/** Loads the Sudoku module once per page or process and returns a solver bound to it. */
export function createSolver(): Promise<SudokuSolver>;
