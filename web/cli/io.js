// Input, output and progress for the command line.
import { readFileSync } from 'node:fs';

export class UsageError extends Error {}

// Control characters of an input echoed in a message, written out: an error message never moves
// the cursor, changes colours or sets a terminal's title. A byte as the module's puzzle parser
// names one (wasm/encoders/sudoku_text.cpp, quoted()): "byte 0x1b"; a C1 character as U+0085.
export function printable(text) {
  // C0 and C1 controls, and the bidirectional ones, which reorder the text after them on a terminal.
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x80 ? `byte 0x${code.toString(16).padStart(2, '0')}` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** Writes a message on standard error, every echoed input in it made printable. */
export function report(message) {
  process.stderr.write(`${printable(message)}\n`);
}

// The inputs named on the command line ('-' or none: standard input), each read whole: for the
// files that hold one problem (cover, split, polyomino, --regions, --cages); lines.js streams the
// others.
export function readInputs(files) {
  const names = files.length > 0 ? files : ['-'];
  return names.map((name) => {
    try {
      return { name: name === '-' ? '<stdin>' : printable(name), text: readFileSync(name === '-' ? 0 : name, 'utf8') };
    } catch (error) {
      throw new UsageError(`cannot read ${printable(name)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    }
  });
}

/**
 * A closed standard output (`dlx-wasm rate FILE | head -1`) ends the process at once with status
 * 0, as `head` users expect, and quietly: there is no one left to read the rest. Any other failure
 * to write (a full disk) is reported, with status 2. The writes of Output let the event come
 * between answers (Output.flush() waits for each).
 */
export function endOnClosedPipe(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    stream.on('error', (error) => {
      if (error.code !== 'EPIPE' && stream !== process.stderr) process.stderr.write(`dlx-wasm: cannot write the output: ${error.message}\n`);
      process.exit(error.code === 'EPIPE' ? 0 : 2);
    });
  }
}

// Output in large writes (one write per line would dominate a batch's time): at 64 KB, and a
// command that streams awaits flush() when `due`, a tenth of a second after the first line held,
// so the first answers of a long run come out at once. Awaiting the write keeps a command from
// outrunning a slow reader (memory stays bounded) and lets a closed pipe be noticed.
export class Output {
  constructor(stream = process.stdout, clock = () => performance.now()) {
    this.stream = stream;
    this.clock = clock;
    this.parts = [];
    this.size = 0;
    this.since = 0;
  }

  line(text) {
    if (this.parts.length === 0) this.since = this.clock();
    this.parts.push(text, '\n');
    this.size += text.length + 1;
    // Written without waiting, for the commands that print all at the end (cover --all): held
    // whole, their output would take memory. flush() awaited later still waits for this write too.
    if (this.size > 1 << 16) this.flush();
  }

  get due() {
    return this.parts.length > 0 && this.clock() - this.since >= 100;
  }

  /** Writes what is held; resolves when the stream has taken it. */
  flush() {
    if (this.parts.length === 0) return Promise.resolve();
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return new Promise((resolve) => this.stream.write(text, () => resolve()));
  }
}

// A progress line on standard error, only when it is a terminal and only once a run has gone on
// for a second: short runs and pipes stay clean. Input is streamed, so the number of puzzles is
// not known ahead: the bar shows how much of a file has been read (none for standard input).
export class Progress {
  constructor(unit, stream = process.stderr, clock = () => performance.now()) {
    this.unit = unit;
    this.stream = stream;
    this.clock = clock;
    this.enabled = Boolean(stream.isTTY);
    this.started = clock();
    this.lastDrawn = 0;
    this.shown = false;
  }

  /** `done` items so far; `read` the part of the input read (0 to 1), or null when unknown. */
  tick(done, read = null) {
    if (!this.enabled || (done & 63) !== 0) return;
    const now = this.clock();
    if (now - this.started < 1000 || now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    const width = 30;
    const rate = done / ((now - this.started) / 1000);
    let line = `${done} ${this.unit}, ${Math.round(rate)}/s`;
    if (read !== null) {
      const filled = Math.round(read * width);
      line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(read * 100)}% read, ${line}`;
    }
    this.stream.write(`\r${line}\x1b[K`);
    this.shown = true;
  }

  done() {
    if (this.shown) this.stream.write('\r\x1b[K');
  }
}

// A live line on standard error for one long search split across workers, only when it is a
// terminal: the solutions so far, the nodes per second and the searches left.
export class SearchStatus {
  constructor(stream = process.stderr, clock = () => performance.now()) {
    this.stream = stream;
    this.clock = clock;
    this.enabled = Boolean(stream.isTTY);
    this.started = clock();
    this.shown = false;
  }

  show({ nodes, count, slices }) {
    if (!this.enabled) return;
    const seconds = (this.clock() - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(nodes / seconds) : 0;
    const line = `${count.toLocaleString('en-US')} solutions so far, ${rate.toLocaleString('en-US')} nodes/s, ` +
      `${slices.toLocaleString('en-US')} searches left`;
    this.stream.write(`\r${line}\x1b[K`);
    this.shown = true;
  }

  done() {
    if (this.shown) this.stream.write('\r\x1b[K');
  }
}

// A whole number given on the command line for `name`, at least `min`.
export function wholeNumber(text, name, min = 1) {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`${name} must be a whole number of at least ${min}; got "${text}"`);
  }
  return Number(text);
}
