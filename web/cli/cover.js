// dlx-wasm cover: exact cover of a 0/1 matrix ("N M" then N rows) or of Knuth's item/option text.
import { loadModule } from '../lib/module.js';
import { Output, UsageError, readInputs, wholeNumber } from './io.js';

export const options = {
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
The format is a matrix when the first line is two whole numbers.

Options:
  --all            print every solution
  --limit N        print up to N solutions (default 1)
  --count          print only the number of solutions (all, or up to --limit)
  --max-nodes N    stop the search after N nodes
  --format F       'matrix' or 'knuth' instead of detecting it
  -h, --help       show this help

Exit status: 0 solved, 1 no solution, 2 bad input or usage.`;

function detectFormat(text) {
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('|')) continue;
    return /^\d+\s+\d+$/.test(trimmed) ? 'matrix' : 'knuth';
  }
  return 'knuth';
}

export async function run(solver, values, files) {
  if (files.length > 1) throw new UsageError('cover reads one FILE (or standard input)');
  if (values.format !== undefined && !['matrix', 'knuth'].includes(values.format)) {
    throw new UsageError(`--format must be 'matrix' or 'knuth'; got "${values.format}"`);
  }
  const counting = Boolean(values.count);
  const limit = values.all ? Infinity : wholeNumber(values.limit, '--limit') ?? (counting ? Infinity : 1);
  const maxNodes = wholeNumber(values['max-nodes'], '--max-nodes') ?? Infinity;
  const [input] = readInputs(files);
  const format = values.format ?? detectFormat(input.text);
  const out = new Output();
  let status = 0;
  const report = (result, printSolution) => {
    if (!result.complete && result.stopped === 'maxNodes') {
      console.error(`${input.name}: the search stopped after ${result.nodes} nodes; the answer is incomplete`);
    }
    if (counting) {
      out.line(String(result.count));
    } else if (result.count === 0) {
      out.line('No Solution!');
    } else {
      result.solutions.forEach(printSolution);
    }
    if (result.count === 0) status = 1;
  };

  if (format === 'matrix') {
    const module = await loadModule();
    const unlimited = limit === Infinity ? 0 : limit;
    const budget = maxNodes === Infinity ? 0 : maxNodes;
    const results = module.solveMatrixText(input.text, unlimited, budget, counting);
    for (const raw of results) {
      const solutions = [];
      for (let s = 0; s + 1 < raw.starts.length; s += 1) {
        solutions.push(Array.from(raw.rows.subarray(raw.starts[s], raw.starts[s + 1]), (r) => r + 1));
      }
      report({ count: raw.count, complete: raw.complete, nodes: raw.nodes, stopped: raw.stopped === 2 ? 'maxNodes' : null, solutions },
        (rows) => out.line(rows.join(' ')));
    }
  } else {
    const result = solver.exactCover(input.text, { limit, maxNodes, countOnly: counting });
    report(result, (rows, s) => {
      if (s > 0) out.line('');
      for (const row of rows) out.line(result.options[row]);
    });
  }
  out.flush();
  return status;
}
