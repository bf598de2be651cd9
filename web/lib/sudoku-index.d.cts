// Types for require('dlx-wasm/sudoku') (sudoku-index.cjs), as index.d.cts is for require('dlx-wasm').
import type { SudokuSolver } from './sudoku-index.js' with { 'resolution-mode': 'import' };

export type * from './sudoku-index.js' with { 'resolution-mode': 'import' };

/** Loads the Sudoku module once per page or process and returns a solver bound to it. */
export declare function createSolver(): Promise<SudokuSolver>;
