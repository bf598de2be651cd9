// Types for require('dlx-wasm/worker') (client-node.cjs), as web/lib/index.d.cts is for require('dlx-wasm').
import type { SudokuWorkerSolver, WorkerSettings, WorkerSolver } from './client.js' with { 'resolution-mode': 'import' };

export type * from './client.js' with { 'resolution-mode': 'import' };

/** The solver in a pool of workers (where Node cannot require() an ES module, the settings are checked at the first call). */
export declare function createWorkerSolver(settings: WorkerSettings & { module: 'sudoku' }): SudokuWorkerSolver;
export declare function createWorkerSolver(settings?: WorkerSettings): WorkerSolver;
