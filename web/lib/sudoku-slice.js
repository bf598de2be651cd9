// What a worker over the Sudoku module runs for one share of a split search (full-slice.js's
// counterpart, without exact cover): internal, not in dlx-wasm/sudoku's entry.
import { sliceBy } from './slice.js';
import { sudokuSlice } from './sudoku.js';

/** One share of a Sudoku search split across workers: see slice.js. */
export const slice = sliceBy({ sudoku: sudokuSlice });
