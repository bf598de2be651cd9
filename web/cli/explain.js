// dlx-wasm hint and dlx-wasm explain: the next logical step of each puzzle, or every step to its
// solution, in the sentences the API makes (web/lib/sentences.js).
import { forEachPuzzle, options } from './logic-puzzles.js';
import * as bounds from './bounds.js';
import * as variants from './variant.js';

const usage = (name, what) => `Usage: dlx-wasm ${name} [options] [FILE...]

${what}
Puzzles are read from each FILE ('-' or none: standard input) in the formats
of 'dlx-wasm sudoku'; each puzzle's output starts with a line naming its line.
Answers come out as the input is read; a line over 1 MiB is reported as too
long.

Options:
  --symbols STR     the symbols of values 1..n, e.g. 0123456789ABCDEF
${variants.help('sudoku')}
${bounds.help}
  -h, --help        show this help

Exit status: 0 done, 2 bad input or a puzzle stopped by a bound (reported on
standard error with its line number; the other puzzles are still done) or
usage.`;

function describeRating(rating) {
  if (rating.beyond) return 'Rating: beyond the ladder (no step found up to nested forcing chains, level 4), extreme';
  return `Rating: SE ${rating.se.toFixed(1)}, ${rating.level}, hardest ${rating.hardest ?? 'none'}`;
}

function command(name, what, show) {
  return {
    options,
    help: usage(name, what),
    run: (solver, values, files) => forEachPuzzle(values, files, (puzzle, settings, out, where) => {
      out.line(where);
      show(solver, puzzle, settings, out);
    }),
  };
}

export const hint = command('hint', 'Prints the next logical step of each puzzle: the easiest technique that applies\n(Sudoku Explainer\'s ladder), its SE value and a sentence.', (solver, puzzle, settings, out) => {
  const next = solver.hint(puzzle, settings);
  if (next.status === 'step') out.line(`[${next.step.se.toFixed(1)}] ${next.step.sentence}`);
  else if (next.status === 'stuck') out.line(next.sentence);
  else out.line('Solved.');
});

export const explain = command('explain', 'Prints every logical step of each puzzle to its solution, easiest technique\nfirst, each with its SE value, then the rating.', (solver, puzzle, settings, out) => {
  const { steps, rating } = solver.explain(puzzle, settings);
  steps.forEach((step, i) => out.line(`${String(i + 1).padStart(3)}. [${step.se.toFixed(1)}] ${step.sentence}`));
  out.line(describeRating(rating));
});
