// What dlx-wasm rate, hint and explain share: their options, the puzzles of each input, and the
// loop that hands each puzzle to the command and reports a bad one on standard error (with its
// file and line) while the others go on. Input is streamed (puzzle-stream.js): answers come out as
// the lines are read.
import { puzzleOf } from '../lib/sudoku-records.js';
import * as bounds from './bounds.js';
import { Output, Progress, report } from './io.js';
import { openInputs } from './lines.js';
import { puzzleRecords } from './puzzle-stream.js';
import * as variants from './variant.js';

export const options = {
  ...variants.options,
  ...bounds.options,
  symbols: { type: 'string' },
};

const isSpace = (c) => /\s/.test(c);

/**
 * A puzzle line may carry more after a space (a rating, a name): a line of 16 or more non-space
 * characters, then spaces or tabs and more, is read as its first word (a '\r' ending it stays).
 * Linear in the line: the regex that did this overflowed the stack on a line of 10 MB.
 */
export function firstWord(line) {
  const end = line.search(/\s/);
  if (end < 16) return line;
  let next = end;
  while (line[next] === ' ' || line[next] === '\t') next += 1;
  if (next === end || next === line.length || isSpace(line[next])) return line;
  return line.endsWith('\r') ? `${line.slice(0, end)}\r` : line.slice(0, end);
}

/**
 * Calls show(puzzle, settings, out, where) for each puzzle of `files` (where: "FILE: line N");
 * resolves to the exit status: 0, or 2 when some input was bad. With `progress`, a line on a
 * terminal.
 */
export async function forEachPuzzle(values, files, show, { progress = false } = {}) {
  const symbols = values.symbols ?? '';
  const variant = variants.variantOf(values, 'sudoku');
  const limits = bounds.boundsOf(values);
  const inputs = openInputs(files);
  const out = new Output();
  let status = 0;
  const fail = (message) => {
    out.flush();
    report(message);
    status = 2;
  };
  for (const input of inputs) {
    const bar = progress ? new Progress('puzzles') : null;
    let done = 0;
    for await (const records of puzzleRecords(input, firstWord)) {
      for (const record of records) {
        bar?.tick(done, input.size ? input.read / input.size : null);
        done += 1;
        const where = `${input.name}: line ${record.line}`;
        if (record.error) {  // a record that is not a puzzle: its message names its line
          fail(`${input.name}: ${record.error}`);
          continue;
        }
        try {
          show(puzzleOf(record), { ...(record.numeric ? { variant } : { symbols, variant }), ...limits() }, out, where);
        } catch (failure) {
          if (!bounds.isPuzzleFailure(failure)) throw failure;
          fail(`${where}: ${failure.message}`);
        }
        if (out.due) await out.flush();
      }
      await out.flush();
    }
    bar?.done();
  }
  await out.flush();
  return status;
}
