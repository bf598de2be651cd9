// dlx-wasm rate: a line per puzzle, its rating on the Sudoku Explainer scale.
import { Output, Progress, readInputs } from './io.js';
import { splitPuzzles } from '../lib/sudoku-records.js';
import * as variants from './variant.js';

export const options = {
  ...variants.options,
  symbols: { type: 'string' },
};

export const help = `Usage: dlx-wasm rate [options] [FILE...]

Rates each Sudoku puzzle read from each FILE ('-' or none: standard input), in
the formats of 'dlx-wasm sudoku', by the hardest technique its logical
solution needs, easiest first, on the Sudoku Explainer (SE) scale. Prints a
line per puzzle: the SE value, the level (easy, medium, hard, expert,
extreme) and the hardest technique, e.g. "7.2 extreme forcing-chain"; a
puzzle that no technique of the ladder finishes prints "beyond extreme".
Text after a puzzle on its line (a rating of another tool) is ignored.
A progress bar shows on a terminal for long files.

Options:
  --symbols STR     the symbols of values 1..n, e.g. 0123456789ABCDEF
${variants.help('sudoku')}
  -h, --help        show this help

Exit status: 0 every puzzle rated, 2 bad input (reported on standard error
with its line number; the other puzzles are still rated) or usage.`;

/** The puzzles of one input, each with its line and the settings to pass on. */
export function* puzzlesOf(input, values) {
  const symbols = values.symbols ?? '';
  const variant = variants.variantOf(values, 'sudoku');
  // A puzzle line may carry more after a space (a rating, a name): the first word is the puzzle.
  const text = input.text.replace(/^(\S{16,})[ \t]+\S.*$/gm, '$1');
  for (const record of splitPuzzles(text)) {
    if (record.error) {
      yield { record, error: record.error };
      continue;
    }
    const puzzle = record.numeric ? record.cells.map(Number) : record.cells.join('');
    yield { record, puzzle, settings: record.numeric ? { variant } : { symbols, variant } };
  }
}

export function run(solver, values, files) {
  const out = new Output();
  let status = 0;
  for (const input of readInputs(files)) {
    const items = [...puzzlesOf(input, values)];
    const progress = new Progress(items.length, 'puzzles');
    for (const [index, { record, puzzle, settings, error }] of items.entries()) {
      progress.tick(index);
      if (error) {  // a record that is not a puzzle: its message names its line
        out.flush();
        console.error(`${input.name}: ${error}`);
        status = 2;
        continue;
      }
      try {
        const rating = solver.rate(puzzle, settings);
        out.line(rating.beyond ? `beyond ${rating.level}` : `${rating.se.toFixed(1)} ${rating.level} ${rating.hardest ?? 'none'}`);
      } catch (failure) {
        if (!(failure instanceof RangeError || failure instanceof TypeError)) throw failure;
        out.flush();
        console.error(`${input.name}: line ${record.line}: ${failure.message}`);
        status = 2;
      }
    }
    progress.done();
  }
  out.flush();
  return status;
}
