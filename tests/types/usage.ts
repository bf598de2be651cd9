// Compiled by `tsc -p tests/types` against web/lib/index.d.ts: the declarations must accept real use
// and reject misuse (each @ts-expect-error fails the check if the line stops being an error).
import { createSolver, type ExactCoverResult, type Mistake, type Rating, type Solver, type SudokuPuzzle, type SudokuResult } from '../../web/lib/index.js';
import { createWorkerSolver, type WorkerSolver } from '../../web/worker/client.js';

const solver: Solver = await createSolver();

const fromText: SudokuResult<string> = solver.sudoku('.'.repeat(81), { limit: 2, maxNodes: 1e6 });
const killer: string[] = solver.sudoku('.'.repeat(81), { variant: { x: true, cages: [{ sum: 3, cells: [0, 1] }], regions: '1'.repeat(81) } }).solutions;
const firstLine: string | undefined = fromText.solutions[0];
const fromCells: SudokuResult<number[]> = solver.sudoku(new Array<number>(81).fill(0));
const batch = solver.sudokuBatch(['.'.repeat(81), '12'], { limit: 1 });
const firstOfBatch: string | undefined = batch[0].error ? batch[0].error.message : batch[0].solutions[0];
const fromRows: SudokuResult<number[][]> = solver.sudoku([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
const clash: number | undefined = fromText.conflicts[0]?.row;

const cover: ExactCoverResult = solver.exactCover({ columns: 3, primary: 2, rows: [[0, 2], [1]] }, { limit: Infinity });
solver.exactCover({ matrix: [[1, 0], [0, 1]] }, { countOnly: true });
const names: string[] | undefined = solver.exactCover('a b\na\nb\n').options;
const matrixLines: number[] = solver.exactCoverEach('1 1\n1\n2 1\n1\n1\n', { format: 'matrix', countOnly: true }).map((r) => r.line);
solver.sudoku('.'.repeat(256), { symbols: '0123456789ABCDEF' });
solver.queens(8, { lexicographic: true, limit: 3 });
const stopped: null | 'limit' | 'maxNodes' = cover.stopped;
const queens: number = solver.queens(8, { countOnly: true }).count;
const xcc: ExactCoverResult = solver.exactCover({
  primary: ['r1', { name: 'c1', min: 0, max: 2 }],
  secondary: ['x'],
  options: [['r1', ['x', 'a']], ['c1', 'x']],
});
const tiling: string | undefined = solver.polyomino({ board: '##\n##\n', pieces: 'O\n##\n##\n' }).solutions[0]?.picture;
const knuthText: string = solver.polyomino({ board: '#####' }, { writeProblem: true }).problem;
const pieceCells: Array<[number, number]> | undefined = solver.polyomino({ board: '#' }, { unique: true }).solutions[0]?.placements[0]?.cells;

const firstEvent: 'choose' | 'dead-end' | 'cover' | 'try' | 'solution' | 'uncover' | 'leave' | undefined = solver.traceExactCover('a\na\n', { maxSteps: 10 }).steps[0]?.event;
// @ts-expect-error the step-through takes text
solver.traceExactCover({ columns: 1, rows: [[0]] });

const pool: WorkerSolver = createWorkerSolver({ workers: 2, sliceNodes: 100_000 });
const split: Promise<SudokuResult<string>> = pool.sudoku('.'.repeat(625), { limit: 2, signal: AbortSignal.timeout(1000) });
const counted: Promise<number> = pool.queens(12, { countOnly: true, onProgress: ({ nodes, count, slices }) => void (nodes + count + slices) }).then((r) => r.count);
const pooledProblem: Promise<string> = pool.polyomino({ board: '#####' }, { writeProblem: true }).then((r) => r.problem);
// @ts-expect-error onProgress is a function of the progress
pool.exactCover('a\na\n', { onProgress: 5 });
// @ts-expect-error an unknown setting
createWorkerSolver({ threads: 2 });

// @ts-expect-error a color goes with its item as [item, color]
solver.exactCover({ primary: ['a'], options: [[{ item: 'a', color: 'b' }]] });
// @ts-expect-error the board is a picture
solver.polyomino({ board: [['#']] });

// @ts-expect-error the puzzle must be a string or numbers
solver.sudoku({ cells: [] });
// @ts-expect-error a batch is of strings
solver.sudokuBatch([[0, 1]]);
// @ts-expect-error countOnly is not a Sudoku option
solver.sudoku('.'.repeat(81), { countOnly: true });
// @ts-expect-error rows are required
solver.exactCover({ columns: 3 });
// @ts-expect-error a format the solver does not read
solver.exactCover('a\na\n', { format: 'csv' });
// @ts-expect-error n is a number
solver.queens('8');

export { pooledProblem, names, matrixLines, firstLine, fromCells, firstOfBatch, fromRows, clash, stopped, queens, split };

// The logic solver's calls.
function logic(): void {  const next = solver.hint('.'.repeat(81), { candidates: [[1, 2], '34', null] });
  if (next.status === 'step') {
    const se: number = next.step.se;
    const sentence: string = next.step.sentence;
    console.log(se, sentence, next.step.removals.map(({ row, column, digit }) => row + column + digit));
  }
  const rating = solver.rate('.'.repeat(81));
  const hardest: string | null = rating.hardest;
  const [er, ep, ed]: (number | null)[] = [rating.se, rating.ep, rating.ed];
  console.log(er, ep, ed, solver.rate('.'.repeat(81), { onProgress: ({ steps, se: so }) => console.log(steps ?? 0, so ?? 0) }).ep);
  console.log(hardest, solver.explain('.'.repeat(81)).steps.length);
  const made = solver.generateSudoku({ difficulty: { min: 7 } });
  console.log(made.rating?.se, made.search.branches);
  const controller = new AbortController();
  const bounded = solver.generateSudoku({
    size: 16, maxNodes: 1e6, deadline: Date.now() + 5000, signal: controller.signal,
    onProgress: ({ attempts, nodes, elapsedMs }) => console.log(attempts ?? 0, nodes, elapsedMs),
  });
  console.log(bounded.attempts, solver.rate('.'.repeat(81), { maxNodes: 10_000, deadline: Date.now() + 100 }).se);
  // @ts-expect-error a deadline is a number (ms on Date.now()'s clock)
  solver.hint('.'.repeat(81), { deadline: new Date() });
}
void logic;

// Narrowing: the unions read field by field, and the overloads that know more.
function narrowing(cells: any[]): void {
  // A hint of the puzzle alone has no mistakes; a field absent from a shape reads as undefined.
  const alone = solver.hint('.'.repeat(81));
  // @ts-expect-error without entries or marks there are no mistakes to switch on
  if (alone.status === 'mistakes') console.log(alone);
  const { step } = alone;
  const technique: string | undefined = step?.technique;
  const mistakes: Mistake[] | undefined = solver.hint('.'.repeat(81), { entries: '.'.repeat(81) }).mistakes;
  // Rated when a difficulty is asked, or up to 9x9; a 16x16 without one may not be.
  const rated: number | null = solver.generateSudoku({ seed: 1, difficulty: 'hard' }).rating.se;
  const small: Rating = solver.generateSudoku({ size: 4 }).rating;
  // @ts-expect-error a 16x16 made without a difficulty is not rated
  solver.generateSudoku({ size: 16 }).rating.se;
  // A jigsaw drawn afresh: regions: true asks for them, the result names them.
  const jigsaw = solver.generateSudoku({ difficulty: 'hard', variant: { regions: true } });
  solver.sudoku(jigsaw.puzzle, { variant: jigsaw.variant });
  // @ts-expect-error regions: true is for generateSudoku(), not a map to solve with
  solver.sudoku(jigsaw.puzzle, { variant: { regions: true } });
  // sudoku()'s solutions take the puzzle's form; an array of any may be either.
  const flat: number[][] = solver.sudoku(new Array<number>(81).fill(0)).solutions;
  const either: Array<number[] | number[][]> = solver.sudoku(cells).solutions;
  const puzzle: SudokuPuzzle = Math.random() < 0.5 ? '.'.repeat(16) : [[0]];
  const anyForm: Array<string | number[] | number[][]> = solver.sudoku(puzzle).solutions;
  // @ts-expect-error an array of any is not known to be rows
  const rows: number[][][] = solver.sudoku(cells).solutions;
  // A batch's results: test `error`.
  const valid = solver.sudokuBatch(['.'.repeat(81)]).filter((r) => !r.error && r.count === 1 && r.complete).length;
  // Knuth's format, asked for, always names its options.
  const named: string[] = solver.exactCover('a b\na b\n', { format: 'knuth' }).options;
  console.log(technique, mistakes, rated, small, flat, either, anyForm, rows, valid, named);
}
void narrowing;
