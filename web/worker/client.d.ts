// Types for `dlx-wasm/worker`: the methods of Solver, run in a pool of workers (module workers in
// browsers, worker threads in Node), returning promises.
import type {
  BatchResult,
  CountOptions,
  CoverOptions,
  EachExactCoverResult,
  DenseProblem,
  GenerateOptions,
  GeneratedSudoku,
  Explanation,
  Hint,
  LogicOptions,
  NumberSudokuOptions,
  ParseOptions,
  ParsedSudoku,
  PuzzleHint,
  PuzzleLogicOptions,
  RatedGenerateOptions,
  RatedSudoku,
  SudokuSolution,
  Rating,
  TechniqueValue,
  SudokuPuzzle,
  NamedProblem,
  PolyominoOptions,
  PolyominoProblem,
  PolyominoResult,
  TraceOptions,
  TraceResult,
  ExactCoverResult,
  QueensOptions,
  QueensResult,
  SparseProblem,
  SudokuOptions,
  SudokuResult,
  TextExactCoverResult,
} from '../lib/index.js';
import type { ScanImage, ScanOptions, ScanResult } from '../lib/scan-index.js';

/**
 * Every call takes `signal`: aborting it rejects that call with an AbortError at once and ends the
 * workers running it; other calls waiting on those workers run again on fresh ones, unharmed.
 * Arguments a worker cannot get a copy of (a function, a symbol, a Proxy, a getter that throws)
 * reject the call with a TypeError that names them.
 */
export interface Cancellable {
  signal?: AbortSignal;
}

/** How far a split search has come: nodes searched, solutions found, searches waiting or running. */
export interface Progress {
  nodes: number;
  count: number;
  slices: number;
}

/**
 * For the calls a pool splits: called at most every 100 ms while the search runs and once at its
 * end (with one worker too, which then splits its search to have something to report). A callback
 * that throws ends the call with its error.
 */
export interface Reporting {
  onProgress?: (progress: Progress) => void;
}

export interface WorkerSolver {
  /**
   * With more than one worker (or with onProgress), the search is split across them; the solutions
   * then come in no fixed order, and `nodes` adds up the slices. The same for exactCover(), queens()
   * and polyomino().
   */
  sudoku(puzzle: string, options?: SudokuOptions & Cancellable & Reporting): Promise<SudokuResult<string>>;
  sudoku<P extends SudokuPuzzle>(puzzle: P, options?: NumberSudokuOptions & Cancellable & Reporting): Promise<SudokuResult<SudokuSolution<P>>>;
  /** Solver.sudokuBatch() on one worker. */
  sudokuBatch(puzzles: ReadonlyArray<string>, options?: SudokuOptions & Cancellable): Promise<BatchResult[]>;
  parseSudoku(text: string, options?: ParseOptions & Cancellable): Promise<ParsedSudoku>;
  exactCover(problem: string, options: CoverOptions & { format: 'knuth' } & Cancellable & Reporting): Promise<TextExactCoverResult & { options: string[] }>;
  exactCover(problem: string, options?: CoverOptions & Cancellable & Reporting): Promise<TextExactCoverResult>;
  exactCover(problem: NamedProblem | SparseProblem | DenseProblem, options?: CountOptions & Cancellable & Reporting): Promise<ExactCoverResult>;
  exactCoverEach(text: string, options?: CoverOptions & Cancellable): Promise<EachExactCoverResult[]>;
  queens(n: number, options?: QueensOptions & Cancellable & Reporting): Promise<QueensResult>;
  polyomino(problem: PolyominoProblem, options?: PolyominoOptions & { writeProblem?: false } & Cancellable & Reporting): Promise<PolyominoResult>;
  polyomino(problem: PolyominoProblem, options: PolyominoOptions & { writeProblem: true } & Cancellable): Promise<{ problem: string; symmetries: number }>;
  traceExactCover(problem: string, options?: TraceOptions & Cancellable): Promise<TraceResult>;
  /**
   * The bounds of the module's call (`maxNodes`, `deadline`, `onProgress`: GenerateOptions) hold in
   * a pool too. `deadline` goes on to the module, and the pool also ends the call (a TimeoutError
   * DOMException) and its worker if it has not ended 250 ms after it; a deadline already passed
   * rejects at once. `onProgress` is called in the page with each report the module call makes in
   * the worker; a callback that throws ends the call with its error, and its worker.
   */
  generateSudoku(options?: RatedGenerateOptions & Cancellable): Promise<RatedSudoku>;
  generateSudoku(options?: GenerateOptions & Cancellable): Promise<GeneratedSudoku>;
  /** `deadline` and `onProgress` (LogicOptions) as for generateSudoku(); the same for explain() and rate(). */
  hint(puzzle: SudokuPuzzle, options?: PuzzleLogicOptions & Cancellable): Promise<PuzzleHint>;
  hint(puzzle: SudokuPuzzle, options?: LogicOptions & Cancellable): Promise<Hint>;
  explain(puzzle: SudokuPuzzle, options?: LogicOptions & Cancellable): Promise<Explanation>;
  rate(puzzle: SudokuPuzzle, options?: LogicOptions & Cancellable): Promise<Rating>;
  techniques(): Promise<TechniqueValue[]>;
  /**
   * dlx-wasm/scan's scanSudoku() in a worker of its own, started at the first scan (the solver's
   * workers never load the scan module). `signal` ends that worker at once; the next scan starts another.
   */
  scanSudoku(image: ScanImage, options?: ScanOptions): Promise<ScanResult>;
  /** Ends the workers; calls still waiting reject. A later call starts fresh workers. */
  terminate(): void;
}

export interface WorkerSettings {
  /**
   * Where the worker script is (worker.js or worker-sudoku.js in browsers, worker-node.js or
   * worker-sudoku-node.js in Node), for setups that move it or do not emit it (esbuild, Rollup:
   * docs/api.md, "Workers and bundlers"). A worker that cannot start rejects the calls waiting on it.
   */
  workerUrl?: string | URL;
  /**
   * How many workers (1 to 256; default 1), each started on first use. Calls go to the least busy
   * one, and sudoku(), exactCover(), queens() and polyomino() split their search across all of
   * them: `navigator.hardwareConcurrency` or `os.availableParallelism()` makes a long count or a
   * hard 25×25 finish sooner.
   */
  workers?: number;
  /** With more than one worker: the nodes of one slice of a split search (default 200,000). */
  sliceNodes?: number;
  /** 'sudoku': the workers load the Sudoku module (dlx-wasm/sudoku), with the Sudoku methods only. */
  module?: 'full' | 'sudoku';
  /** Where scanSudoku()'s worker script is (worker-scan.js in browsers, worker-scan-node.js in Node), as workerUrl is for the solver's. */
  scanWorkerUrl?: string | URL;
}

/** The Sudoku methods of WorkerSolver: a pool over the Sudoku module. */
export type SudokuWorkerSolver = Pick<WorkerSolver, 'sudoku' | 'sudokuBatch' | 'parseSudoku' | 'generateSudoku' | 'hint' | 'explain' | 'rate' | 'techniques' | 'scanSudoku' | 'terminate'>;

/** The solver in a pool of workers. Settings are checked at once (TypeError, RangeError). */
export function createWorkerSolver(settings: WorkerSettings & { module: 'sudoku' }): SudokuWorkerSolver;
export function createWorkerSolver(settings?: WorkerSettings): WorkerSolver;
