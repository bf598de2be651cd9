// dlx-wasm queens N: the first solutions in lexicographic order and the number of all of them.
import { Output, UsageError, wholeNumber } from './io.js';
import * as workers from './workers.js';

export const options = {
  ...workers.options,
  count: { type: 'boolean' },
  show: { type: 'string' },
};

export const help = `Usage: dlx-wasm queens [options] N

Places N queens on an N x N board so that none attacks another. Prints the
first three solutions in lexicographic order, each as the 1-based columns of
the queens in rows 1..N separated by spaces, then the number of solutions.

Options:
  --count      print only the number of solutions
  --show K     print the first K solutions instead of three
${workers.help(15)}
  -h, --help   show this help

Exit status: 0 solutions exist, 1 none, 2 bad input or usage.`;

export async function run(solver, values, args) {
  if (args.length !== 1) throw new UsageError('queens takes one argument, N');
  const n = wholeNumber(args[0], 'N');
  const threads = workers.workersFrom(values);
  const show = wholeNumber(values.show, '--show') ?? 3;
  const out = new Output();
  if (!values.count) {
    for (const columns of solver.queens(n, { lexicographic: true, limit: show }).solutions) out.line(columns.join(' '));
  }
  const { count } = await workers.search(solver, 'queens', n, { countOnly: true }, threads);
  out.line(String(count));
  out.flush();
  return count > 0 ? 0 : 1;
}
