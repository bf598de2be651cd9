// Types for `dlx-wasm/worker`: the methods of Solver, run in a pool of workers (module workers in
// browsers, worker threads in Node), returning promises.
import type {
  CountOptions,
  CoverOptions,
  EachExactCoverResult,
  DenseProblem,
  GenerateOptions,
  GeneratedSudoku,
  NamedProblem,
  PolyominoOptions,
  PolyominoProblem,
  PolyominoResult,
  ExactCoverResult,
  QueensOptions,
  QueensResult,
  SearchOptions,
  SparseProblem,
  SudokuOptions,
  SudokuResult,
  TextExactCoverResult,
} from '../lib/index.js';

/**
 * Every call takes `signal`: aborting it rejects that call with an AbortError at once and ends the
 * workers running it; other calls waiting on those workers run again on fresh ones, unharmed.
 */
export interface Cancellable {
  signal?: AbortSignal;
}

export interface WorkerSolver {
  /**
   * With more than one worker, the search is split across them; the solutions then come in no
   * fixed order, and `nodes` adds up the slices.
   */
  sudoku(puzzle: string, options?: SudokuOptions & Cancellable): Promise<SudokuResult<string>>;
  sudoku(puzzle: ReadonlyArray<ReadonlyArray<number>>, options?: SearchOptions & Cancellable): Promise<SudokuResult<number[][]>>;
  sudoku(puzzle: ReadonlyArray<number>, options?: SearchOptions & Cancellable): Promise<SudokuResult<number[]>>;
  parseSudoku(text: string, options?: { symbols?: string } & Cancellable): Promise<{ size: number; cells: number[]; symbols: string }>;
  exactCover(problem: string, options?: CoverOptions & Cancellable): Promise<TextExactCoverResult>;
  exactCover(problem: NamedProblem | SparseProblem | DenseProblem, options?: CountOptions & Cancellable): Promise<ExactCoverResult>;
  exactCoverEach(text: string, options?: CoverOptions & Cancellable): Promise<EachExactCoverResult[]>;
  queens(n: number, options?: QueensOptions & Cancellable): Promise<QueensResult>;
  polyomino(problem: PolyominoProblem, options?: PolyominoOptions & Cancellable): Promise<PolyominoResult>;
  generateSudoku(options?: GenerateOptions & Cancellable): Promise<GeneratedSudoku>;
  /** Ends the workers; calls still waiting reject. A later call starts fresh workers. */
  terminate(): void;
}

export interface WorkerSettings {
  /** Where the worker script is (worker.js in browsers, worker-node.js in Node), for setups that move it. */
  workerUrl?: string | URL;
  /**
   * How many workers (1 to 256; default 1), each started on first use. Calls go to the least busy
   * one, and sudoku() splits its search across all of them: `navigator.hardwareConcurrency` or
   * `os.availableParallelism()` makes a hard 25×25 finish sooner.
   */
  workers?: number;
  /** With more than one worker: the nodes of one slice of a split search (default 200,000). */
  sliceNodes?: number;
}

/** The solver in a pool of workers. Settings are checked at once (TypeError, RangeError). */
export function createWorkerSolver(settings?: WorkerSettings): WorkerSolver;
