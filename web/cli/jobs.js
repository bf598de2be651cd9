// The jobs of a search split across machines (dlx-wasm split, run-job and merge), one JSON object
// per line:
//
//   job     {"split":ID,"job":J,"of":N,"problem":FILE,"format":F,"limit":L,"take":[…],"leave":[…],"found":{…}}
//   result  {"split":ID,"job":J,"of":N,"limit":L,"count":C,"nodes":M,"solutions":[[…],…]}
//
// FILE holds the problem's text, named by its content (sha256-HEX.dlx) so that one copy serves every
// job and a wrong copy is caught; take and leave are options taken first and left out
// (wasm/core/slice.hpp; numbered from 0 as the problem lists them), both null when the split left
// nothing to search; `found` (job 1 only) is what the split itself met: {count, solutions}. A
// result's solutions are 1-based option numbers, as `dlx-wasm cover` prints a matrix's, up to L.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The longest job or result line read (lines.js): a result holds up to its limit of solutions,
// far more than a puzzle line.
export const MAX_JOB_LINE = 64 << 20;

export function problemFile(text) {
  return `sha256-${createHash('sha256').update(text).digest('hex')}.dlx`;
}

// What ties a split's jobs and results together: its problem, settings and number of jobs.
export function splitId(file, format, limit, of) {
  return createHash('sha256').update(JSON.stringify([file, format, limit, of])).digest('hex').slice(0, 16);
}

// The problem text a job names, from `dir`, checked against its name.
export function readProblem(dir, file, where) {
  if (typeof file !== 'string' || !/^sha256-[0-9a-f]{64}\.dlx$/.test(file)) {
    throw new RangeError(`${where}: "problem" must name a file sha256-<64 hex digits>.dlx; got ${JSON.stringify(file)}`);
  }
  let text;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new RangeError(`${where}: cannot read the problem ${join(dir, file)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  }
  if (problemFile(text) !== file) throw new RangeError(`${where}: ${join(dir, file)} does not hold the problem it is named for`);
  return text;
}

// Parses one line of jobs or results, checking the fields every line has.
export function parseLine(line, where) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    throw new RangeError(`${where}: not a JSON object: ${line.length > 60 ? `${line.slice(0, 60)}…` : line}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new RangeError(`${where}: not a JSON object`);
  if (typeof value.split !== 'string') throw new RangeError(`${where}: "split" must be a string`);
  for (const field of ['job', 'of', 'limit']) {
    if (!Number.isSafeInteger(value[field]) || value[field] < 0) throw new RangeError(`${where}: "${field}" must be a whole number`);
  }
  if (value.job < 1 || value.job > value.of) throw new RangeError(`${where}: job ${value.job} is not one of 1..${value.of}`);
  return value;
}

// The searches of a job as slice() takes them ([t, take…, e, leave…]; the module checks the
// option numbers against the problem), or null: nothing to search.
export function searchOf(job, where) {
  if (job.take === null && job.leave === null) return null;
  for (const field of ['take', 'leave']) {
    const list = job[field];
    if (!Array.isArray(list) || !list.every((option) => Number.isSafeInteger(option) && option >= 0 && option < 2 ** 31)) {
      throw new RangeError(`${where}: "${field}" must be a list of option numbers (whole numbers from 0)`);
    }
  }
  return Int32Array.from([job.take.length, ...job.take, job.leave.length, ...job.leave]);
}
