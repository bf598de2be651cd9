// Types for `dlx-wasm/worker`: the methods of Solver, run in a module worker, returning promises.
import type {
  CountOptions,
  DenseProblem,
  GenerateOptions,
  GeneratedSudoku,
  ExactCoverResult,
  QueensOptions,
  QueensResult,
  SearchOptions,
  SparseProblem,
  SudokuOptions,
  SudokuResult,
  TextExactCoverResult,
} from './index.js';

/** Every call takes `signal`: aborting it terminates the worker at once and rejects with an AbortError. */
export interface Cancellable {
  signal?: AbortSignal;
}

export interface WorkerSolver {
  sudoku(puzzle: string, options?: SudokuOptions & Cancellable): Promise<SudokuResult<string>>;
  sudoku(puzzle: ReadonlyArray<ReadonlyArray<number>>, options?: SearchOptions & Cancellable): Promise<SudokuResult<number[][]>>;
  sudoku(puzzle: ReadonlyArray<number>, options?: SearchOptions & Cancellable): Promise<SudokuResult<number[]>>;
  parseSudoku(text: string, options?: { symbols?: string } & Cancellable): Promise<{ size: number; cells: number[]; symbols: string }>;
  exactCover(problem: string, options?: CountOptions & Cancellable): Promise<TextExactCoverResult>;
  exactCover(problem: SparseProblem | DenseProblem, options?: CountOptions & Cancellable): Promise<ExactCoverResult>;
  queens(n: number, options?: QueensOptions & Cancellable): Promise<QueensResult>;
  generateSudoku(options?: GenerateOptions & Cancellable): Promise<GeneratedSudoku>;
  /** Ends the worker; calls still waiting reject. A later call starts a fresh worker. */
  terminate(): void;
}

/**
 * The solver in a module worker (created on first call). `workerUrl` overrides where worker.js is
 * served, for setups that move it.
 */
export function createWorkerSolver(settings?: { workerUrl?: string | URL }): WorkerSolver;
