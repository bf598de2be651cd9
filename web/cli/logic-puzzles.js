// What dlx-wasm rate, hint and explain share: their options, the puzzles of each input, and the
// loop that hands each puzzle to the command and reports a bad one on standard error (with its
// file and line) while the others go on.
import { puzzleOf, splitPuzzles } from '../lib/sudoku-records.js';
import { Output, Progress, readInputs } from './io.js';
import * as variants from './variant.js';

export const options = {
  ...variants.options,
  symbols: { type: 'string' },
};

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
    const puzzle = puzzleOf(record);
    yield { record, puzzle, settings: record.numeric ? { variant } : { symbols, variant } };
  }
}

/**
 * Calls show(puzzle, settings, out, where) for each puzzle of `files` (where: "FILE: line N");
 * returns the exit status: 0, or 2 when some input was bad. With `progress`, a bar on a terminal.
 */
export function forEachPuzzle(values, files, show, { progress = false } = {}) {
  const out = new Output();
  let status = 0;
  const fail = (message) => {
    out.flush();
    console.error(message);
    status = 2;
  };
  for (const input of readInputs(files)) {
    const items = [...puzzlesOf(input, values)];
    const bar = progress ? new Progress(items.length, 'puzzles') : null;
    for (const [index, { record, puzzle, settings, error }] of items.entries()) {
      bar?.tick(index);
      const where = `${input.name}: line ${record.line}`;
      if (error) {  // a record that is not a puzzle: its message names its line
        fail(`${input.name}: ${error}`);
        continue;
      }
      try {
        show(puzzle, settings, out, where);
      } catch (failure) {
        if (!(failure instanceof RangeError || failure instanceof TypeError)) throw failure;
        fail(`${where}: ${failure.message}`);
      }
    }
    bar?.done();
  }
  out.flush();
  return status;
}
