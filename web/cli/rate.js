// dlx-wasm rate: a line per puzzle, its rating on the Sudoku Explainer scale, here or on a pool of
// worker threads (--workers), as the project words it or in serate's format (--format).
import { availableParallelism } from 'node:os';
import { createWorkerSolver } from '../worker/client-node.js';
import * as bounds from './bounds.js';
import { UsageError, wholeNumber } from './io.js';
import { options as puzzleOptions } from './logic-puzzles.js';
import { ratePuzzles } from './rate-run.js';
import { parseFormat } from './se-format.js';
import * as variants from './variant.js';

export const options = {
  ...puzzleOptions,
  workers: { type: 'string' },
  format: { type: 'string' },
};

// As many as createWorkerSolver() takes.
const MAX_WORKERS = 256;

export const help = `Usage: dlx-wasm rate [options] [FILE...]

Rates each Sudoku puzzle read from each FILE ('-' or none: standard input), in
the formats of 'dlx-wasm sudoku', by the hardest technique its logical
solution needs, easiest first, on the Sudoku Explainer (SE) scale. Prints a
line per puzzle: the SE value, the level (easy, medium, hard, expert,
extreme) and the hardest technique, e.g. "7.2 extreme forcing-chain"; a
puzzle that no technique of the ladder finishes prints "beyond extreme".
Text after a puzzle on its line (a rating of another tool) is ignored.
Answers come out in input order as they are ready; a line over 1 MiB is
reported as too long. A progress line shows on a terminal for long files.

Options:
  --workers N       rate on N worker threads at once (default: 1, in this
                    process; ${availableParallelism()} cores here)
  --format FMT      print each line in the format of Sukaku Explainer's serate:
                    %r ER (the hardest step), %p EP (the hardest up to the
                    first placement), %d ED (the first step), one decimal, 20.0
                    for a puzzle beyond the ladder as serate prints; %e the
                    time taken ("0.07s"); %s the hardest technique; %g the
                    puzzle as read; %i the grid where the rating ended (the
                    solution); %n the ordinal; %t tab; %l new line; %% a %.
                    serate's usual: --format '%r/%p/%d'
  --symbols STR     the symbols of values 1..n, e.g. 0123456789ABCDEF
${variants.help('sudoku')}
${bounds.help}
  -h, --help        show this help

Exit status: 0 every puzzle rated, 2 bad input or a puzzle stopped by a bound
(reported on standard error with its line number; the other puzzles are still
rated) or usage.`;

// The project's own line: "7.2 extreme forcing-chain", or "beyond extreme".
const ownLine = (rating) => (rating.beyond ? `beyond ${rating.level}` : `${rating.se.toFixed(1)} ${rating.level} ${rating.hardest ?? 'none'}`);

// The grid where the rating of `puzzle` ended, in its form: the solution, or for a puzzle beyond the
// ladder, the puzzle with the digits its steps placed.
async function endGrid(solver, puzzle, { symbols, variant }, rating) {
  const given = { ...(symbols === undefined ? {} : { symbols }), variant };
  if (rating.beyond) {
    const { steps } = await solver.explain(puzzle, given);
    const read = typeof puzzle === 'string' ? await solver.parseSudoku(puzzle, given) : null;
    const cells = read === null ? [...puzzle] : Array.from(read.cells);
    for (const step of steps) for (const { cell, digit } of step.placements) cells[cell] = digit;
    return read === null ? cells.join(' ') : cells.map((d) => (d === 0 ? '.' : read.symbols[d - 1])).join('');
  }
  const [solution] = (await solver.sudoku(puzzle, { ...given, limit: 1 })).solutions;
  return typeof solution === 'string' ? solution : solution.join(' ');
}

export async function run(solver, values, files) {
  const format = values.format === undefined ? null : parseFormat(values.format);
  const workers = wholeNumber(values.workers, '--workers') ?? 1;
  if (workers > MAX_WORKERS) throw new UsageError(`--workers must be at most ${MAX_WORKERS}; got ${workers}`);
  const pool = workers > 1 ? createWorkerSolver({ workers, module: 'sudoku' }) : null;
  const rater = pool ?? solver;
  let ordinal = 0;
  const answer = async (puzzle, settings) => {
    const number = (ordinal += 1);
    const started = performance.now();
    const rating = await rater.rate(puzzle, settings);
    const ms = performance.now() - started;
    if (format === null) return ownLine(rating);
    const grid = format.needsGrid ? await endGrid(rater, puzzle, settings, rating) : null;
    return format.line({ rating, ms, puzzle, grid, ordinal: number });
  };
  try {
    return await ratePuzzles(values, files, answer, { window: workers });
  } finally {
    pool?.terminate();
  }
}
