// dlx-wasm cover: exact cover of a 0/1 matrix ("N M" then N rows) or of Knuth's item/option text.
import { Output, UsageError, readInputs, report, wholeNumber } from './io.js';
import * as workers from './workers.js';

export const options = {
  ...workers.options,
  all: { type: 'boolean' },
  limit: { type: 'string' },
  count: { type: 'boolean' },
  format: { type: 'string' },
  'max-nodes': { type: 'string' },
};

export const help = `Usage: dlx-wasm cover [options] [FILE]

Solves an exact-cover problem read from FILE ('-' or none: standard input), in
either format:
  a 0/1 matrix   a line "N M", then N lines of M values 0/1 (separated by
                 spaces or written together); several matrices may follow.
                 Prints the 1-based numbers of the chosen rows in ascending
                 order, one solution per line, or 'No Solution!'.
  Knuth's text   the first line names the items ('|' before the secondary
                 ones), each later line is an option naming its items; lines
                 starting with '|' are comments. Prints each solution's
                 options, one per line, solutions separated by a blank line,
                 or 'No Solution!'.
The format is a matrix when the first line that is neither blank nor a '|'
comment is two whole numbers ('--format auto').

Options:
  --all            print every solution
  --limit N        print up to N solutions (default 1)
  --count          print only the number of solutions (all, or up to --limit)
  --max-nodes N    stop the search after N nodes
  --format F       'knuth' or 'matrix' instead of detecting it ('auto')
${workers.help(19)}
  -h, --help       show this help

Exit status: 0 solved, 1 no solution, 2 bad input or usage.`;

export async function run(solver, values, files) {
  if (files.length > 1) throw new UsageError('cover reads one FILE (or standard input)');
  const counting = Boolean(values.count);
  const limit = values.all ? Infinity : wholeNumber(values.limit, '--limit') ?? (counting ? Infinity : 1);
  const maxNodes = wholeNumber(values['max-nodes'], '--max-nodes') ?? Infinity;
  const threads = workers.workersFrom(values);
  const [input] = readInputs(files);
  const settings = { limit, maxNodes, countOnly: counting, format: values.format ?? 'auto' };
  let results = solver.exactCoverEach(input.text, { ...settings, maxNodes: workers.quickBudget(maxNodes) });
  if (results.length === 1) {
    // One problem: split across workers if it takes long; several run here, in turn.
    results = [{ line: results[0].line, ...(await workers.again(results[0], 'exactCover', input.text, settings, threads)) }];
  } else if (results.some((result) => workers.stoppedEarly(result, maxNodes))) {
    results = solver.exactCoverEach(input.text, settings);
  }
  const out = new Output();
  let status = 0;
  for (const result of results) {
    if (result.stopped === 'maxNodes') {
      report(`${input.name}: line ${result.line}: the search stopped after ${result.nodes} nodes; the answer is incomplete`);
    }
    if (result.count === 0) status = 1;
    if (counting) {
      out.line(String(result.count));
    } else if (result.count === 0) {
      out.line('No Solution!');
    } else if (result.options) {
      // Knuth's format: each chosen option's items, one option per line, solutions set apart.
      result.solutions.forEach((rows, s) => {
        if (s > 0) out.line('');
        for (const row of rows) out.line(result.options[row]);
      });
    } else {
      for (const rows of result.solutions) out.line(rows.map((r) => r + 1).join(' '));
    }
  }
  await out.flush();
  return status;
}
