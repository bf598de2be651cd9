// dlx-wasm rate: a line per puzzle, its rating on the Sudoku Explainer scale.
import { forEachPuzzle } from './logic-puzzles.js';
import * as bounds from './bounds.js';
import * as variants from './variant.js';

export { options } from './logic-puzzles.js';

export const help = `Usage: dlx-wasm rate [options] [FILE...]

Rates each Sudoku puzzle read from each FILE ('-' or none: standard input), in
the formats of 'dlx-wasm sudoku', by the hardest technique its logical
solution needs, easiest first, on the Sudoku Explainer (SE) scale. Prints a
line per puzzle: the SE value, the level (easy, medium, hard, expert,
extreme) and the hardest technique, e.g. "7.2 extreme forcing-chain"; a
puzzle that no technique of the ladder finishes prints "beyond extreme".
Text after a puzzle on its line (a rating of another tool) is ignored.
Answers come out as the input is read; a line over 1 MiB is reported as too
long. A progress line shows on a terminal for long files.

Options:
  --symbols STR     the symbols of values 1..n, e.g. 0123456789ABCDEF
${variants.help('sudoku')}
${bounds.help}
  -h, --help        show this help

Exit status: 0 every puzzle rated, 2 bad input or a puzzle stopped by a bound
(reported on standard error with its line number; the other puzzles are still
rated) or usage.`;

export function run(solver, values, files) {
  return forEachPuzzle(values, files, (puzzle, settings, out) => {
    const rating = solver.rate(puzzle, settings);
    out.line(rating.beyond ? `beyond ${rating.level}` : `${rating.se.toFixed(1)} ${rating.level} ${rating.hardest ?? 'none'}`);
  }, { progress: true });
}
