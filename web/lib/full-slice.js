// What a worker over the full module runs for one share of a split search (web/worker/pool.js,
// answer.js), and what `dlx-wasm split` and `run-job` run: internal, not in the package's entries.
import { exactCover, queens } from './cover.js';
import { polyomino } from './polyomino.js';
import { sliceBy } from './slice.js';
import { sudokuSlice } from './sudoku.js';

/** One share of a search split across workers: see slice.js. */
export const slice = sliceBy({ exactCover, queens, polyomino, sudoku: sudokuSlice });
