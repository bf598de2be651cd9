// dlx-wasm run-job: searches the jobs that 'dlx-wasm split' wrote, a result line each (jobs.js).
import { slice } from '../lib/full-slice.js';
import { loadModule } from '../lib/module.js';
import { Output, report } from './io.js';
import { MAX_JOB_LINE, parseLine, readProblem, searchOf } from './jobs.js';
import { TooLong, openInputs, readLines } from './lines.js';

export const options = {
  dir: { type: 'string' },
};

export const help = `Usage: dlx-wasm run-job [options] [FILE...]

Reads jobs written by 'dlx-wasm split', one per line, from each FILE ('-' or
none: standard input) and prints one result line per job: its number, the
solutions counted and up to the job's limit of them. Give the results of all
jobs to 'dlx-wasm merge'. A bad job is reported on standard error with its
line; the others are still run.

Options:
  --dir DIR    where the problem files are (default: the current directory)
  -h, --help   show this help

Exit status: 0 every job run, 2 some job was bad.`;

export async function run(_solver, values, files) {
  const dir = values.dir ?? '.';
  const inputs = openInputs(files);
  const module = await loadModule();
  const problems = new Map();  // file -> text: several jobs of one split share it
  const out = new Output();
  let status = 0;
  for (const input of inputs) {
    for await (const { number, lines } of readLines(input.chunks(), MAX_JOB_LINE)) {
      for (const [index, line] of lines.entries()) {
        const where = `${input.name}: line ${number + index}`;
        try {
          if (line instanceof TooLong) throw new RangeError(`${where}: ${line.message}`);
          if (line.trim() === '') continue;
          const job = parseLine(line, where);
          if (!problems.has(job.problem)) problems.set(job.problem, readProblem(dir, job.problem, where));
          const search = searchOf(job, where);
          const found = job.job === 1 && job.found ? job.found : { count: 0, solutions: [] };
          let part = { count: 0, nodes: 0, solutions: [] };
          if (search !== null) {
            const settings = { format: job.format, countOnly: job.limit === 0, limit: job.limit || Infinity };
            part = slice(module, 'exactCover', problems.get(job.problem), settings, search);
          }
          const solutions = [...found.solutions, ...part.solutions.map((rows) => rows.map((r) => r + 1))].slice(0, job.limit);
          const result = { split: job.split, job: job.job, of: job.of, limit: job.limit, count: found.count + part.count, nodes: part.nodes, solutions };
          out.line(JSON.stringify(result));
        } catch (error) {
          if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
          out.flush();
          report(`dlx-wasm run-job: ${error.message.startsWith(where) ? '' : `${where}: `}${error.message}`);
          status = 2;
        }
        // A job may take long: its result goes out when due, not after the last job.
        if (out.due) await out.flush();
      }
      await out.flush();
    }
  }
  await out.flush();
  return status;
}
