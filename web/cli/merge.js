// dlx-wasm merge: adds the results of a split's jobs (jobs.js), refusing an incomplete set.
import { Output } from './io.js';
import { MAX_JOB_LINE, parseLine } from './jobs.js';
import { TooLong, openInputs, readLines } from './lines.js';

export const options = {};
export const searches = false;

export const help = `Usage: dlx-wasm merge [FILE...]

Reads the result lines of 'dlx-wasm run-job' from each FILE ('-' or none:
standard input), checks that they are the results of one split with every
job exactly once, and prints the solutions the jobs kept (up to the split's
--limit, each as 1-based option numbers) and then the number of solutions.

Options:
  -h, --help   show this help

Exit status: 0 solutions exist, 1 none, 2 a job missing or repeated, results
of another split, or bad input.`;

export async function run(_solver, _values, files) {
  const inputs = openInputs(files);
  const seen = new Map();  // job -> where its result was read
  let first = null;
  let count = 0;
  const solutions = [];
  // Read as a stream: what is kept is the solutions up to the limit and a line per job.
  for (const input of inputs) {
    for await (const { number, lines } of readLines(input.chunks(), MAX_JOB_LINE)) {
      lines.forEach((line, index) => {
        const where = `${input.name}: line ${number + index}`;
        if (line instanceof TooLong) throw new RangeError(`${where}: ${line.message}`);
        if (line.trim() === '') return;
        const result = parseLine(line, where);
        if (!Number.isSafeInteger(result.count) || !Array.isArray(result.solutions)) {
          throw new RangeError(`${where}: not a result of run-job (it needs "count" and "solutions")`);
        }
        first ??= { ...result, where };
        if (result.split !== first.split || result.of !== first.of) {
          throw new RangeError(`${where}: the result of another split (${result.split}, ${result.of} jobs) than ${first.where} (${first.split}, ${first.of} jobs)`);
        }
        if (seen.has(result.job)) throw new RangeError(`${where}: job ${result.job} of ${result.of} again (first at ${seen.get(result.job)})`);
        seen.set(result.job, where);
        count += result.count;
        for (const solution of result.solutions) if (solutions.length < result.limit) solutions.push(solution);
      });
    }
  }
  if (first === null) throw new RangeError('no results to merge');
  const missing = [];
  for (let job = 1; job <= first.of; job += 1) if (!seen.has(job)) missing.push(job);
  if (missing.length > 0) {
    const shown = missing.length > 10 ? `${missing.slice(0, 10).join(', ')}, …` : missing.join(', ');
    throw new RangeError(`${missing.length} of ${first.of} jobs missing: ${shown}`);
  }
  const out = new Output();
  for (const solution of solutions) out.line(solution.join(' '));
  out.line(String(count));
  await out.flush();
  return count > 0 ? 0 : 1;
}
