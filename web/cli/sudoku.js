// dlx-wasm sudoku: solve puzzles from files or standard input, one answer per puzzle, in its layout.
import { Output, Progress, report, wholeNumber } from './io.js';
import { openInputs } from './lines.js';
import { puzzleRecords } from './puzzle-stream.js';
import * as variants from './variant.js';
import * as workers from './workers.js';
import { layOut, puzzleOf } from '../lib/sudoku-records.js';

export const options = {
  ...workers.options,
  ...variants.options,
  count: { type: 'boolean' },
  limit: { type: 'string' },
  'max-nodes': { type: 'string' },
  stats: { type: 'boolean' },
  symbols: { type: 'string' },
};

export const help = `Usage: dlx-wasm sudoku [options] [FILE...]

Solves Sudoku puzzles read from each FILE ('-' or none: standard input).
Puzzles are one per line (81, 256 or 625 symbols; 16 for 4x4) or blocks of
n lines of n symbols (n = 4, 9, 16, 25; packed, or numbers separated by spaces
with 0 blank), blocks separated by blank lines. Blanks are '.', '0' or '-'; symbols 1-9 then
A, B, ... (a 16x16 puzzle without digits is read as A-P). Lines starting with
'#' are skipped; a line 'end' stops reading.

Each solution is printed in the layout and alphabet of its puzzle; a puzzle
without a solution prints 'No solution'. Bad puzzles are reported on standard
error with their line number; the others are still solved. Answers come out
as the input is read; a line over 1 MiB is reported as too long.

Options:
  --count           print "exactly N" or "at least N" per puzzle instead
  --limit N         print up to N solutions per puzzle (default 1);
                    with --count, count up to N (default 2)
  --max-nodes N     give up on a puzzle after N search nodes
  --stats           print nodes and time per puzzle on standard error
  --symbols STR     the symbols of values 1..n, e.g. 0123456789ABCDEF
${variants.help('sudoku')}
${workers.help(20)}
  -h, --help        show this help

Exit status: 0 every puzzle solved, 1 some puzzle has no solution (or the
search gave up), 2 bad input or usage.`;

// Records solved by one sudokuBatch() call before their answers are printed: enough for the batch
// to pay, few enough that answers keep coming on a long file. Input is streamed: a batch is at
// most the records of the lines read so far (a chunk of the input, or one line typed).
const CHUNK = 1024;

// The quick tries (workers.quickBudget()) of a chunk of records: sudoku()'s result for each, or
// { error } for a bad puzzle, or null for a record that is itself an error. The text puzzles go
// through one sudokuBatch(); grids of numbers (which take no symbols) one by one.
function quickTries(solver, records, { limit, maxNodes, symbols, variant }) {
  const quick = { limit, maxNodes: workers.quickBudget(maxNodes), variant };
  const texts = records.filter((record) => !record.error && !record.numeric);
  const batch = solver.sudokuBatch(texts.map(puzzleOf), { ...quick, symbols });
  let next = 0;
  return records.map((record) => {
    if (record.error) return null;
    if (!record.numeric) return batch[next++];
    try {
      return solver.sudoku(puzzleOf(record), quick);
    } catch (error) {
      return { error };
    }
  });
}

export async function run(solver, values, files) {
  const counting = Boolean(values.count);
  const limit = wholeNumber(values.limit, '--limit') ?? (counting ? 2 : 1);
  const maxNodes = wholeNumber(values['max-nodes'], '--max-nodes') ?? Infinity;
  const symbols = values.symbols ?? '';
  const variant = variants.variantOf(values, 'sudoku');
  const threads = workers.workersFrom(values);
  const inputs = openInputs(files);
  // With --stats each puzzle is timed alone: a chunk of one.
  const chunk = values.stats ? 1 : CHUNK;
  const out = new Output();
  let status = 0;
  let printed = false;
  // A block's answer is set off from what came before by one blank line.
  const answer = (record, lines) => {
    if (record.block && printed) out.line('');
    for (const line of lines) out.line(line);
    printed = true;
  };
  const failed = (name, record, error) => {
    out.flush();
    const line = error.row && record.block ? record.line + error.row - 1 : record.line;
    report(`${name}: line ${line}: ${error.message}`);
    status = 2;
  };

  for (const input of inputs) {
    const progress = new Progress('puzzles');
    let done = 0;
    for await (const records of puzzleRecords(input)) {
      for (let start = 0; start < records.length; start += chunk) {
        const started = values.stats ? performance.now() : 0;
        const chunkRecords = records.slice(start, start + chunk);
        const quick = quickTries(solver, chunkRecords, { limit, maxNodes, symbols, variant });
        for (const [k, record] of chunkRecords.entries()) {
          progress.tick(done, input.size ? input.read / input.size : null);
          done += 1;
          if (record.error) {
            out.flush();
            report(`${input.name}: ${record.error}`);
            status = 2;
            continue;
          }
          if (quick[k].error) {
            failed(input.name, record, quick[k].error);
            continue;
          }
          let result;
          try {
            // A puzzle that takes over a million nodes is split across worker threads: the answers
            // before it go out first.
            const settings = record.numeric ? { limit, maxNodes, variant } : { limit, maxNodes, symbols, variant };
            if (workers.stoppedEarly(quick[k], maxNodes)) await out.flush();
            result = await workers.again(quick[k], 'sudoku', puzzleOf(record), settings, threads);
          } catch (error) {
            failed(input.name, record, error);
            continue;
          }
          if (values.stats) {
            const ms = (performance.now() - started).toFixed(3);
            out.flush();
            report(`${input.name}: line ${record.line}: ${result.nodes} nodes, ${ms} ms, ${result.count} solution(s)${result.complete ? '' : ' (search stopped)'}`);
          }
          if (result.conflicts.length > 0) {
            out.flush();
            const cells = result.conflicts.map((c) => `row ${c.row} column ${c.column}`).join(', ');
            report(`${input.name}: line ${record.line}: givens clash at ${cells}`);
          }
          if (result.count === 0 && status === 0) status = 1;
          if (counting) {
            out.line(`${result.complete ? 'exactly' : 'at least'} ${result.count}`);
          } else if (result.count === 0) {
            answer(record, [result.complete ? 'No solution' : `No solution found within ${result.nodes} nodes`]);
          } else {
            for (const solution of result.solutions) answer(record, layOut(record, solution));
          }
        }
        if (out.due) await out.flush();
      }
      await out.flush();
    }
    progress.done();
  }
  await out.flush();
  return status;
}
