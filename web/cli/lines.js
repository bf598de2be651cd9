// The inputs of the commands that read lines (sudoku, rate, hint, explain, run-job, merge), read as
// a stream: a batch of lines per chunk read, so answers come out while the rest is still coming and
// memory stays bounded on any input size. A line longer than its cap is counted, not kept.
import { accessSync, constants, createReadStream, statSync } from 'node:fs';
import { UsageError, printable } from './io.js';

/** The longest line kept, in bytes: a puzzle line holds at most 625 symbols (a few KB spaced). */
export const MAX_LINE_BYTES = 1 << 20;

/**
 * The inputs named on the command line ('-' or none: standard input), each checked now, so that a
 * missing file stops the command before any output: [{ name, size, chunks() }]. size is the file's
 * size in bytes (null for standard input and pipes); chunks() reads it as Buffers.
 */
export function openInputs(files) {
  const names = files.length > 0 ? files : ['-'];
  let stdinTaken = false;
  return names.map((name) => {
    if (name === '-') {
      // Standard input is read once; named again it holds nothing more (as readFileSync(0) gave).
      const first = !stdinTaken;
      stdinTaken = true;
      return { name: '<stdin>', size: null, chunks: () => (first ? reading(process.stdin, '-') : []) };
    }
    let stats;
    try {
      accessSync(name, constants.R_OK);
      stats = statSync(name);
    } catch (error) {
      throw new UsageError(`cannot read ${printable(name)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    }
    if (stats.isDirectory()) throw new UsageError(`cannot read ${printable(name)}: it is a directory`);
    return { name: printable(name), size: stats.isFile() ? stats.size : null, chunks: () => reading(createReadStream(name), name) };
  });
}

// A stream's chunks; a failure to read (the disk, a file gone) named as the command reports it.
async function* reading(stream, name) {
  try {
    yield* stream;
  } catch (error) {
    throw new RangeError(`cannot read ${printable(name)}: ${error.message}`);
  }
}

/** What stands for a line over the cap in a batch: its length in bytes, the line itself dropped. */
export class TooLong {
  constructor(bytes, max) {
    this.bytes = bytes;
    this.max = max;
  }

  get message() {
    return `the line is too long: ${this.bytes} bytes (at most ${this.max})`;
  }
}

/**
 * The lines of a stream of Buffers (split at '\n' only; a '\r' before it stays, as in the text
 * read whole), in batches { number, lines, bytes }: lines[i] is line number + i, a string (UTF-8,
 * invalid bytes read as U+FFFD), or a TooLong for a line over maxBytes; bytes is how much of the
 * input has been read. A last line without '\n' counts; an empty input has no lines.
 */
export async function* readLines(chunks, maxBytes = MAX_LINE_BYTES) {
  let number = 1;       // the number of the line being read
  let parts = [];       // its bytes so far, while it is under the cap
  let length = 0;       // its length so far, in bytes
  let bytes = 0;
  // Ends the line being read with `tail` (its last bytes, before the '\n').
  const finish = (tail) => {
    length += tail.length;
    let line;
    if (length > maxBytes) line = new TooLong(length, maxBytes);
    else line = (parts.length === 0 ? tail : Buffer.concat([...parts, tail])).toString('utf8');
    parts = [];
    length = 0;
    return line;
  };
  for await (const chunk of chunks) {
    bytes += chunk.length;
    const first = number;
    const lines = [];
    let at = chunk.indexOf(10);
    if (at < 0) {
      length += chunk.length;
      if (length <= maxBytes) parts.push(chunk);
      else parts = [];
    } else {
      lines.push(finish(chunk.subarray(0, at)));
      const last = chunk.lastIndexOf(10);
      if (last - at - 1 <= maxBytes) {
        // No line between the first and the last '\n' can be over the cap: decoded at once.
        if (last > at) lines.push(...chunk.toString('utf8', at + 1, last).split('\n'));
      } else {
        while (at < last) {
          const next = chunk.indexOf(10, at + 1);
          lines.push(finish(chunk.subarray(at + 1, next)));
          at = next;
        }
      }
      number += lines.length;
      length = chunk.length - last - 1;
      parts = length > 0 && length <= maxBytes ? [chunk.subarray(last + 1)] : [];
    }
    if (lines.length > 0) yield { number: first, lines, bytes };
  }
  if (length > 0) yield { number, lines: [finish(Buffer.alloc(0))], bytes };
}
