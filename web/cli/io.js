// Input, output and progress for the command line.
import { readFileSync } from 'node:fs';

export class UsageError extends Error {}

// The inputs named on the command line ('-' or none: standard input), each read whole.
export function readInputs(files) {
  const names = files.length > 0 ? files : ['-'];
  return names.map((name) => {
    try {
      return { name: name === '-' ? '<stdin>' : name, text: readFileSync(name === '-' ? 0 : name, 'utf8') };
    } catch (error) {
      throw new UsageError(`cannot read ${name}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    }
  });
}

// Collects output and writes it in large chunks: one write per line would dominate a batch's time.
export class Output {
  constructor(stream = process.stdout) {
    this.stream = stream;
    this.parts = [];
    this.size = 0;
  }

  line(text) {
    this.parts.push(text, '\n');
    this.size += text.length + 1;
    if (this.size > 1 << 16) this.flush();
  }

  flush() {
    if (this.parts.length > 0) this.stream.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}

// A progress bar on standard error, only when it is a terminal and only once a batch has run for a
// second: short runs and pipes stay clean.
export class Progress {
  constructor(total, unit, stream = process.stderr, clock = () => performance.now()) {
    this.total = total;
    this.unit = unit;
    this.stream = stream;
    this.clock = clock;
    this.enabled = Boolean(stream.isTTY) && total > 1;
    this.started = clock();
    this.lastDrawn = 0;
    this.shown = false;
  }

  tick(done) {
    if (!this.enabled || (done & 63) !== 0) return;
    const now = this.clock();
    if (now - this.started < 1000 || now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    const rate = done / ((now - this.started) / 1000);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} ${this.unit}, ${Math.round(rate)}/s`;
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
