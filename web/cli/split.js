// dlx-wasm split: an exact-cover problem cut into jobs for other processes or machines (jobs.js).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slice } from '../lib/full-slice.js';
import { loadModule } from '../lib/module.js';
import { Output, UsageError, readInputs, wholeNumber } from './io.js';
import { problemFile, splitId } from './jobs.js';

export const options = {
  jobs: { type: 'string' },
  limit: { type: 'string' },
  format: { type: 'string' },
  dir: { type: 'string' },
};

export const help = `Usage: dlx-wasm split [options] FILE

Cuts the search of the exact-cover problem in FILE (as 'dlx-wasm cover' reads
it) into at least --jobs self-contained jobs, one JSON line each on standard
output, and writes the problem once beside them as sha256-<hash>.dlx. Each job
is searched by 'dlx-wasm run-job', anywhere the problem file is; 'dlx-wasm
merge' adds their results. Jobs are deterministic: a job run twice gives the
same result, so a failed one is simply run again (docs/cli.md, "Across
machines").

Options:
  --jobs K       at least K jobs (default 64), fewer only when the whole search
                 is smaller
  --limit N      each job keeps up to N solutions (default 0: counts only)
  --format F     'knuth' or 'matrix' instead of detecting it ('auto')
  --dir DIR      where to write the problem file (default: the current one)
  -h, --help     show this help

Exit status: 0 written, 2 bad input or usage.`;

export async function run(_solver, values, files) {
  if (files.length !== 1) throw new UsageError('split reads one FILE (or - for standard input)');
  const jobs = wholeNumber(values.jobs, '--jobs') ?? 64;
  const limit = wholeNumber(values.limit, '--limit', 0) ?? 0;
  const format = values.format ?? 'auto';
  const dir = values.dir ?? '.';
  const [input] = readInputs(files);
  const module = await loadModule();
  const settings = { format, countOnly: limit === 0, limit: limit || Infinity };
  // Breadth first, a node at a time: each search's first branch point becomes its children, so
  // the split itself searches almost nothing (what it meets goes with job 1).
  const queue = [{ search: Int32Array.of(0, 0), budget: 1 }];
  const found = { count: 0, solutions: [] };
  while (queue.length > 0 && queue.length < jobs) {
    const { search, budget } = queue.shift();
    const part = slice(module, 'exactCover', input.text, { ...settings, maxNodes: budget }, search);
    found.count += part.count;
    for (const rows of part.solutions) if (found.solutions.length < limit) found.solutions.push(rows.map((r) => r + 1));
    // A search that made no headway comes back as it went: it needs a larger budget.
    const stuck = part.left.length === 1 && part.left[0].length === search.length && part.left[0].every((v, i) => v === search[i]);
    for (const left of part.left) queue.push({ search: left, budget: stuck ? 2 * budget : 1 });
  }
  const file = problemFile(input.text);
  if (!existsSync(join(dir, file))) writeFileSync(join(dir, file), input.text);
  const of = Math.max(queue.length, 1);
  const split = splitId(file, format, limit, of);
  const out = new Output();
  for (let job = 1; job <= of; job += 1) {
    const search = queue[job - 1]?.search;
    const line = { split, job, of, problem: file, format, limit, take: null, leave: null };
    if (search) {
      const taken = search[0];
      line.take = Array.from(search.subarray(1, 1 + taken));
      line.leave = Array.from(search.subarray(2 + taken));
    }
    if (job === 1) line.found = found;
    out.line(JSON.stringify(line));
  }
  out.flush();
  return 0;
}
