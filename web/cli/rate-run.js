// dlx-wasm rate's loop: each puzzle of the inputs rated on `solver` (this process's, or a pool of
// worker threads), up to `window` at once, the answers printed in input order as they are ready.
// A bad puzzle or one stopped by a bound is reported on standard error with its file and line, in
// its place among the others, which go on. Each puzzle's bounds start when it is handed out (with
// `window` no larger than the pool, when a worker takes it).
import { puzzleOf } from '../lib/sudoku-records.js';
import * as bounds from './bounds.js';
import { Output, Progress, report } from './io.js';
import { openInputs } from './lines.js';
import { firstWord } from './logic-puzzles.js';
import { puzzleRecords } from './puzzle-stream.js';
import * as variants from './variant.js';

/**
 * Resolves to the exit status (0, or 2 when some input was bad). `answer(puzzle, settings)`:
 * the promise (or value) of a puzzle's line; it may throw a puzzle's failure (bounds.isPuzzleFailure).
 */
export async function ratePuzzles(values, files, answer, { window = 1 } = {}) {
  const symbols = values.symbols ?? '';
  const variant = variants.variantOf(values, 'sudoku');
  const limits = bounds.boundsOf(values);
  const out = new Output();
  let status = 0;
  const pending = [];  // in input order: promises of { line } or { failure }
  // Prints the answers that are ready at the front, or (`all`) waits for each in turn.
  const drain = async (most) => {
    while (pending.length > most) {
      const done = await pending.shift();
      if (done.line !== undefined) {
        out.line(done.line);
      } else {
        await out.flush();
        report(done.failure);
        status = 2;
      }
      if (out.due) await out.flush();
    }
  };
  for (const input of openInputs(files)) {
    const bar = new Progress('puzzles');
    let done = 0;
    for await (const records of puzzleRecords(input, firstWord)) {
      for (const record of records) {
        bar.tick(done, input.size ? input.read / input.size : null);
        done += 1;
        const where = `${input.name}: line ${record.line}`;
        if (record.error) {  // a record that is not a puzzle: its message names its line
          pending.push(Promise.resolve({ failure: `${input.name}: ${record.error}` }));
        } else {
          const settings = { ...(record.numeric ? { variant } : { symbols, variant }), ...limits() };
          const started = (async () => answer(puzzleOf(record), settings))();
          pending.push(started.then((line) => ({ line }), (failure) => {
            if (!bounds.isPuzzleFailure(failure)) throw failure;
            return { failure: `${where}: ${failure.message}` };
          }));
        }
        await drain(window - 1);
      }
      // The end of what the input has given so far: its answers out now (a terminal or a pipe
      // that sends a puzzle at a time waits for them).
      await drain(0);
      await out.flush();
    }
    bar.done();
  }
  await out.flush();
  return status;
}
