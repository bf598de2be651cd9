// Hand-written types for dlx-wasm (Emscripten 3.1.6 cannot emit them; they describe web/lib/index.js).
// Results that come in several shapes are unions whose members each declare the others' fields as
// absent (`?: undefined`), so a field can be read or destructured from the union and is `undefined`
// where the shape lacks it; overloads narrow a result where the arguments decide it (a rated
// generateSudoku(), a hint without the player's entries, sudoku()'s solutions in the puzzle's form).

/** Why a search ended early: `null` when the whole search space was explored. */
export type StopReason = null | 'limit' | 'maxNodes';

export interface SearchSummary {
  /** Solutions found (exact when `complete`; counts are exact up to 2^53). */
  count: number;
  /** True when the search space was exhausted, so `count` is the exact number of solutions. */
  complete: boolean;
  /** Rows tried, forced ones and those tried while probing included: what `maxNodes` bounds. */
  nodes: number;
  /** `'limit'`: stopped after `limit` solutions; `'maxNodes'`: the node budget ran out. */
  stopped: StopReason;
}

export interface SearchOptions {
  /** Stop after this many solutions; `Infinity` for all. */
  limit?: number;
  /** Stop after trying this many rows; `Infinity` (the default) for no budget. */
  maxNodes?: number;
}

export interface SudokuOptions extends SearchOptions {
  /**
   * For a string puzzle: the symbols of values 1..n in order (e.g. `'0123456789ABCDEF'`), where the
   * default detection (1-9 then A…, or A-P for 16×16 without digits) is not what you want.
   */
  symbols?: string;
  /** Rules besides (or, for regions, instead of) the classic ones: docs/api.md#sudoku-variants. */
  variant?: SudokuVariant;
}

/** A killer cage: its cells (0-based, row by row) hold distinct digits that add up to `sum`. */
export interface Cage {
  sum: number;
  cells: ReadonlyArray<number>;
}

/** Sudoku variants, combinable (docs/formats.md#sudoku-variants for the text forms). */
export interface SudokuVariant {
  /** Both main diagonals hold each digit once. */
  x?: boolean;
  /** The (box−1)² windows (the four shaded 3×3 windows of a 9×9) hold each digit once. */
  windoku?: boolean;
  /** Jigsaw: irregular regions instead of boxes, as a map (one label per cell) or a region number (0…n−1) per cell. */
  regions?: string | ReadonlyArray<number>;
  /** Killer: a cage map with label=sum tokens, or the cages as data. */
  cages?: string | ReadonlyArray<Cage>;
}

export interface CountOptions extends SearchOptions {
  /** Count solutions without returning them. */
  countOnly?: boolean;
}

export interface CoverOptions extends CountOptions {
  /**
   * For a problem given as text: `'knuth'` (items and options) or `'matrix'` (the judge's "N M"
   * then N rows of 0/1). `'auto'` (the default) reads a matrix when the first line that is neither
   * blank nor a `|` comment is two whole numbers, and Knuth's format otherwise.
   */
  format?: 'auto' | 'knuth' | 'matrix';
}

export interface PolyominoOptions extends CountOptions {
  /** Place the pieces in every quarter turn (default true). */
  rotations?: boolean;
  /** Place the pieces mirrored too (default true). */
  reflections?: boolean;
  /** One solution of each class that the board's rotations and reflections turn into each other. */
  unique?: boolean;
  /** Return the exact-cover problem in Knuth's format instead of solving it. */
  writeProblem?: boolean;
}

export interface TraceOptions {
  /** At most this many steps (default 100,000; 1 to 1,000,000): the step-through is for small problems. */
  maxSteps?: number;
  /** 'knuth' or 'matrix' instead of detecting the format ('auto'). */
  format?: 'auto' | 'knuth' | 'matrix';
}

/**
 * One step of Algorithm X on dancing links (docs/api.md#solvertraceexactcoverproblem-options).
 * `item` and `option` are 0-based (-1: none); an option's own steps are at its level.
 */
export interface TraceStep {
  event: 'choose' | 'dead-end' | 'cover' | 'try' | 'solution' | 'uncover' | 'leave';
  level: number;
  item: number;
  option: number;
  /** choose: the item's options left. */
  length: number;
}

export interface TraceResult {
  steps: TraceStep[];
  /** Solutions met. */
  count: number;
  /** False when maxSteps ended the trace. */
  complete: boolean;
  /** The matrix traced: its items (the first `primary` of them primary) and each option's items, 0-based. */
  columns: number;
  primary: number;
  rows: number[][];
  /** Knuth's format: the items' names (null for a 0/1 matrix). */
  items: string[] | null;
  /** Knuth's format: each option's item names (null for a 0/1 matrix). */
  options: string[] | null;
}

/** A board and pieces as pictures (docs/formats.md): '#' a cell; on the board '+' a cell that may stay empty. */
export interface PolyominoProblem {
  board: string;
  /** Blocks of a name line ("F", "F 2", "F 0:1") and a picture, blank lines between; default "pentominoes". */
  pieces?: string;
}

export interface PolyominoSolution {
  /** The board, each cell showing its piece's initial ('.' an empty '+' cell), lines ending in '\n'. */
  picture: string;
  /** Each piece placed, with its cells as 0-based [row, column] of the board picture. */
  placements: Array<{ piece: string; cells: Array<[number, number]> }>;
}

export interface PolyominoResult extends SearchSummary {
  solutions: PolyominoSolution[];
  /** With `unique`: the board's symmetries divided out (every class has this many solutions); else 1. */
  symmetries: number;
}

export interface QueensOptions extends CountOptions {
  /** Branch on rows in order instead of on the most constrained column: solutions come in
   *  lexicographic order (slower on large boards). */
  lexicographic?: boolean;
}

/**
 * Errors are `TypeError` (a wrong JS type) or `RangeError` (a bad value). Errors about one place in
 * the input also carry it, 1-based: `line` for text formats, `row` and `column` for Sudoku cells.
 */
export interface InputErrorPlace {
  line?: number;
  row?: number;
  column?: number;
}

/** A cell whose given clashes with an equal given in its row, column or box. */
export interface Conflict {
  /** 0-based index in row-major order. */
  cell: number;
  /** 1-based row. */
  row: number;
  /** 1-based column. */
  column: number;
}

export interface SudokuResult<Solution> extends SearchSummary {
  /** Side of the grid: 4, 9, 16, 25 … */
  size: number;
  /** Up to `limit` solutions, in the form (and, for strings, the alphabet) of the input. */
  solutions: Solution[];
  /** Clashing givens; when not empty, no search was run and `count` is 0. */
  conflicts: Conflict[];
}

/** One puzzle of sudokuBatch(): sudoku()'s result, or the RangeError sudoku() would have thrown (test `error`). */
export type BatchResult =
  | (SudokuResult<string> & { error?: undefined })
  | ({ error: RangeError } & { [Field in keyof SudokuResult<string>]?: undefined });

/** `{ columns, primary = columns, rows }`: each row lists 0-based column indices; columns >= primary are secondary. */
export interface SparseProblem {
  columns: number;
  primary?: number;
  rows: ReadonlyArray<ReadonlyArray<number>>;
}

/** A primary item with Knuth's bounds: covered from `min` to `max` times (each defaults to 1). */
export interface BoundedItem {
  name: string;
  min?: number;
  max?: number;
}

/**
 * Items and options by name, Knuth's colors and bounds included. Names and colors are words (no
 * spaces, ':' or '|'). An entry is an item's name, or `[item, color]` for a secondary item:
 * options that give it the same color are compatible; one that names it uncolored or with another
 * color is not. Every option needs a primary item.
 */
export interface NamedProblem {
  primary: ReadonlyArray<string | BoundedItem>;
  secondary?: ReadonlyArray<string>;
  /** An entry is an item's name or `[item, color]`; an array of another length is a TypeError. */
  options: ReadonlyArray<ReadonlyArray<string | readonly [item: string, color: string] | ReadonlyArray<string>>>;
}

/** A dense 0/1 matrix, all columns primary. */
export interface DenseProblem {
  matrix: ReadonlyArray<ReadonlyArray<0 | 1 | number>>;
}

export interface ExactCoverResult extends SearchSummary {
  /** Each solution as 0-based row (option) indices, ascending. Empty with `countOnly`. */
  solutions: number[][];
}

export interface TextExactCoverResult extends ExactCoverResult {
  /**
   * Knuth's format only: every option of the text, in row order, as its entries (`x:color` ones
   * included) joined by single spaces. Absent for a 0/1 matrix, whose rows have no names.
   */
  options?: string[];
}

export interface EachExactCoverResult extends TextExactCoverResult {
  /** The 1-based line of the text where this problem starts (its item line, or its "N M" header). */
  line: number;
}

export interface QueensResult extends SearchSummary {
  /** Each solution as the 1-based column of the queen in rows 1..n. Empty with `countOnly`. */
  solutions: number[][];
}

/** The solver's own measure of a generated puzzle (branch points of its search). */
export type Level = 'easy' | 'medium' | 'hard' | 'expert';

/** A level on the Sudoku Explainer scale (docs/api.md#difficulty). */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export type Technique =
  | 'full-house' | 'hidden-single' | 'cage-combination' | 'direct-pointing' | 'direct-claiming'
  | 'direct-hidden-pair' | 'naked-single' | 'direct-hidden-triple' | 'pointing' | 'claiming'
  | 'naked-pair' | 'x-wing' | 'hidden-pair' | 'naked-triple' | 'swordfish' | 'hidden-triple'
  | 'xy-wing' | 'xyz-wing' | 'unique-rectangle-type-1' | 'unique-rectangle-type-2'
  | 'unique-rectangle-type-3' | 'unique-rectangle-type-4' | 'unique-loop-type-1' | 'unique-loop-type-2'
  | 'unique-loop-type-3' | 'unique-loop-type-4' | 'naked-quad' | 'jellyfish' | 'hidden-quad'
  | 'wxyz-wing' | 'bug-type-1' | 'bug-type-2' | 'bug-type-4' | 'bug-type-3' | 'aligned-pair-exclusion' | 'vwxyz-wing'
  | 'x-cycle' | 'y-cycle' | 'uvwxyz-wing' | 'forcing-x-chain' | 'xy-cycle' | 'forcing-chain'
  | 'tuvwxyz-wing' | 'aligned-triplet-exclusion' | 'nishio-forcing-chain'
  | 'cell-forcing-chain' | 'region-forcing-chain'
  | 'skyscraper' | 'two-string-kite' | 'turbot-fish' | 'grouped-skyscraper' | 'grouped-two-string-kite'
  | 'grouped-turbot-fish' | 'x-loop' | 'grouped-x-loop' | 'three-strong-links' | 'grouped-three-strong-links'
  | 'four-strong-links' | 'grouped-four-strong-links'
  | 'contradiction-forcing-chain' | 'double-forcing-chain' | 'dynamic-cell-forcing-chain'
  | 'dynamic-region-forcing-chain';

export interface CellRef { cell: number; row: number; column: number }
export interface CandidateRef extends CellRef { digit: number }

/** One logical step: data first, and a sentence made from it. */
export interface Step {
  technique: Technique;
  /** Its value on the Sudoku Explainer scale. */
  se: number;
  placements: CandidateRef[];
  removals: CandidateRef[];
  /** The cells, houses, digits and chains it rests on (to highlight). */
  cells: CellRef[];
  /** A jigsaw region's `first` is its first cell in reading order (its sentence names it by that cell). */
  houses: { kind: 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window'; index: number; first?: { cell: number; row: number; column: number } }[];
  digits: number[];
  /** Each chain from its assumption to its conclusion: on = the candidate is true, else false. */
  chains: (CandidateRef & { on: boolean })[][];
  /** A cage combination's cage sum (killer); no other step has one. */
  sum?: number;
  sentence: string;
}

/** A technique with the SE values a step of it gets: `se` the least, `top` the most (null: none, longer chains rate higher). */
export interface TechniqueValue {
  technique: Technique;
  se: number;
  top: number | null;
}

/** A rating on the Sudoku Explainer scale: SE's ER, EP and ED, as its serate prints them. */
export interface Rating {
  /** SE's ER: the hardest step's value; null when the puzzle is beyond the ladder. */
  se: number | null;
  /** SE's EP: the hardest step up to the first that places a digit; null when the ladder ran out before one did. */
  ep: number | null;
  /** SE's ED: the first step's value; null when no technique of the ladder applies at all. */
  ed: number | null;
  level: Difficulty;
  hardest: Technique | null;
  /** True when no technique of the ladder finishes the puzzle (rated above every level's top). */
  beyond: boolean;
  /** Steps per technique (explain() and rate()). */
  counts?: Partial<Record<Technique, number>>;
}

/**
 * What bounds a long call (hint, explain, rate, generateSudoku; docs/api.md#bounding-a-long-call).
 * The calls are synchronous: a signal is seen when aborted from inside onProgress (or before).
 */
export interface CallBounds {
  /** A node budget for the call's searches; past it, a RangeError. Default Infinity. */
  maxNodes?: number;
  /** A time in ms on Date.now()'s clock; once past, a DOMException named 'TimeoutError'. */
  deadline?: number;
  /** Aborted before the call: its reason is thrown at once; aborted from onProgress: soon after. */
  signal?: AbortSignal;
  /** Called at most every 100 ms while the call runs; a throw ends the call with that error. */
  onProgress?: (progress: CallProgress) => void;
}

export interface CallProgress {
  /** Search nodes so far, over all the call's searches. */
  nodes: number;
  elapsedMs: number;
  /** generateSudoku: complete grids tried so far. */
  attempts?: number;
  /** hint, explain, rate, once the logical steps have begun: the steps taken so far. */
  steps?: number;
  /** With `steps`: the hardest of them on the SE scale so far. */
  se?: number;
}

export interface LogicOptions extends CallBounds {
  symbols?: string;
  variant?: SudokuVariant;
  /** The player's digits: a grid like the puzzle ('.' or 0 where none). */
  entries?: string | ReadonlyArray<number> | ReadonlyArray<ReadonlyArray<number>>;
  /** The player's pencil marks per cell (digits, or a string of symbols); null: not marked. */
  candidates?: ReadonlyArray<ReadonlyArray<number> | string | null>;
}

export interface Mistake extends CellRef {
  /** 'digit': an entry the solution does not have; 'candidates': marks without the solution's digit. */
  kind: 'digit' | 'candidates';
  digit?: number;
}

/** What hint() found: switch on `status`; `step`, `mistakes` and `sentence` are undefined where absent. */
export type Hint =
  | { status: 'step'; step: Step; mistakes?: undefined; sentence?: undefined }
  | { status: 'mistakes'; mistakes: Mistake[]; step?: undefined; sentence?: undefined }
  | { status: 'solved'; step?: undefined; mistakes?: undefined; sentence?: undefined }
  | { status: 'stuck'; sentence: string; step?: undefined; mistakes?: undefined };

/** hint() without the player's entries or marks: there is nothing to be mistaken about. */
export type PuzzleHint = Exclude<Hint, { status: 'mistakes' }>;

/** LogicOptions without the player's entries and marks (hint() of the puzzle itself). */
export type PuzzleLogicOptions = LogicOptions & { entries?: undefined; candidates?: undefined };

export interface Explanation {
  mistakes: Mistake[];
  steps: Step[];
  rating: Rating | null;
}

export type SudokuPuzzle = string | ReadonlyArray<number> | ReadonlyArray<ReadonlyArray<number>>;

/**
 * The form of sudoku()'s solutions for a puzzle of type P, as the puzzle's: a string, rows, or a
 * flat array (an array of `any` may be either: the solver looks at its first element).
 */
export type SudokuSolution<P> =
  P extends string ? string
  : P extends ReadonlyArray<infer Cell> ? (0 extends 1 & Cell ? number[] | number[][] : Cell extends ReadonlyArray<number> ? number[][] : number[])
  : never;

/** sudoku()'s options for a puzzle given as numbers (`symbols` is for strings only). */
export type NumberSudokuOptions = SearchOptions & { variant?: SudokuVariant };

export interface GenerateOptions extends CallBounds {
  /** 4, 9 (default), 16 or 25. */
  size?: number;
  /** 0..2^32-1; the same seed and options give the same puzzle everywhere. Drawn when absent. */
  seed?: number;
  /** Which cells must be removed together. Default 'none'. */
  symmetry?: 'none' | 'rotational' | 'mirror';
  /** Remove givens until none (no symmetric pair) can go without losing uniqueness. Default true. */
  minimal?: boolean;
  /**
   * Retry (within a bounded budget) until the logic rating falls in this level or SE range
   * (docs/api.md#difficulty); a RangeError if it cannot.
   */
  difficulty?: Difficulty | { min?: number; max?: number };
  /** Retry until the solver's own measure (branch points of its search) has this level. */
  searchLevel?: Level;
  /** At most this many givens (with minimal: false, removal stops there; default half the cells). */
  maxGivens?: number;
  /** A variant's rules; `cages: true` draws a killer's cages on the solution, `regions: true` jigsaw regions from the seed (up to 16x16, without x and windoku) (docs/api.md#sudoku-variants). */
  variant?: Omit<SudokuVariant, 'cages' | 'regions'> & { cages?: boolean; regions?: SudokuVariant['regions'] | true };
}

export interface GeneratedSudoku {
  /** One line, '.' blank, symbols 1-9 then A… */
  puzzle: string;
  solution: string;
  givens: number;
  seed: number;
  /** The logic rating (SE scale): for grids up to 9x9, and whenever a difficulty is asked; else null. */
  rating: Rating | null;
  /** The solver's own measure: branch points of the search that solves it and proves it unique. */
  search: { level: Level; branches: number; nodes: number };
  /** Complete grids tried before one gave what was asked. */
  attempts: number;
  /** With a variant: what to solve the puzzle with (a killer's cages as their map; regions drawn from the seed as their map). */
  variant?: SudokuVariant & { cages?: string };
}

/** A generated puzzle that has its rating: a 4×4 or 9×9, or one made to a difficulty. */
export type RatedSudoku = GeneratedSudoku & { rating: Rating };

/** generateSudoku()'s options that guarantee a rating: a difficulty asked, or a size up to 9. */
export type RatedGenerateOptions =
  | (GenerateOptions & { difficulty: NonNullable<GenerateOptions['difficulty']> })
  | (GenerateOptions & { size?: 4 | 9 });

export interface ParseOptions {
  symbols?: string;
  variant?: SudokuVariant;
}

/** A puzzle as parseSudoku() reads it. */
export interface ParsedSudoku {
  size: number;
  /** Row by row, 0 blank. */
  cells: number[];
  /** The symbols of values 1..size. */
  symbols: string;
  /** With a variant, read back for drawing: each cell's region (null: the boxes), the cages with their labels. */
  variant?: { x: boolean; windoku: boolean; regions: number[] | null; cages: Array<Cage & { label: string }> };
}

export interface Solver {
  /** A puzzle with exactly one solution (see GenerateOptions); rated when a difficulty is asked or size ≤ 9. */
  generateSudoku(options?: RatedGenerateOptions): RatedSudoku;
  generateSudoku(options?: GenerateOptions): GeneratedSudoku;

  /** The next logical step (easiest first, Sudoku Explainer's ladder), or the player's mistakes. */
  hint(puzzle: SudokuPuzzle, options?: PuzzleLogicOptions): PuzzleHint;
  hint(puzzle: SudokuPuzzle, options?: LogicOptions): Hint;
  /** Every step to the solution, and the rating. */
  explain(puzzle: SudokuPuzzle, options?: LogicOptions): Explanation;
  /** The rating alone: SE's ER, EP and ED, level, hardest technique, steps per technique. */
  rate(puzzle: SudokuPuzzle, options?: LogicOptions): Rating;
  /** Every technique of the ladder, easiest first, with its SE values. */
  techniques(): TechniqueValue[];

  /**
   * Solves a Sudoku of any box size. A string holds 16, 81, 256 or 625 symbols (whitespace
   * ignored; '.', '0' or '-' blank; 1-9 then A, B, … or, for 16×16 without digits, A-P).
   * Throws RangeError/TypeError naming the bad length, symbol or cell.
   */
  sudoku(puzzle: string, options?: SudokuOptions): SudokuResult<string>;
  sudoku<P extends SudokuPuzzle>(puzzle: P, options?: NumberSudokuOptions): SudokuResult<SudokuSolution<P>>;

  /**
   * Many puzzles given as strings, solved in one call, the options checked once (for thousands):
   * `sudoku()`'s result for each, in order, or `{ error }` for a puzzle `sudoku()` would throw a
   * RangeError for. Options apply to every puzzle. Throws TypeError for bad options or a puzzle
   * that is not a string.
   */
  sudokuBatch(puzzles: ReadonlyArray<string>, options?: SudokuOptions): BatchResult[];

  /**
   * Parses a puzzle string as `sudoku()` reads it, without solving: its size, its cells row by row
   * (0 blank) and the symbols of values 1..size. Throws as `sudoku()` does.
   */
  parseSudoku(text: string, options?: ParseOptions): ParsedSudoku;

  /**
   * Solves a general exact-cover problem: sparse rows, a dense 0/1 matrix, or text (Knuth's format,
   * or the judge's "N M" matrix; one problem: a second matrix in the text is a RangeError).
   */
  exactCover(problem: string, options: CoverOptions & { format: 'knuth' }): TextExactCoverResult & { options: string[] };
  exactCover(problem: string, options?: CoverOptions): TextExactCoverResult;
  exactCover(problem: NamedProblem | SparseProblem | DenseProblem, options?: CountOptions): ExactCoverResult;

  /** Solves every problem of a text: one in Knuth's format, or "N M" matrices following each other. */
  exactCoverEach(text: string, options?: CoverOptions): EachExactCoverResult[];

  /** N queens: ranks and files primary, diagonals secondary. */
  queens(n: number, options?: QueensOptions): QueensResult;

  /**
   * Packs pieces into a board: every rotation and reflection, each piece once (or within its count),
   * every '#' cell covered. With `writeProblem`, returns `{ problem, symmetries }` instead.
   */
  polyomino(problem: PolyominoProblem, options?: PolyominoOptions & { writeProblem?: false }): PolyominoResult;
  polyomino(problem: PolyominoProblem, options: PolyominoOptions & { writeProblem: true }): { problem: string; symmetries: number };
  /** Algorithm X step by step on a problem given as text (plain exact cover: no colors or bounds). */
  traceExactCover(problem: string, options?: TraceOptions): TraceResult;
}

/** Loads the WASM module (once; later calls reuse it) and returns a solver. */
export function createSolver(): Promise<Solver>;
