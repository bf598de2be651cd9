// The puzzle records of an input read as a stream (sudoku, rate, hint, explain), in batches as its
// lines come. The framing is splitPuzzles()'s (web/lib/sudoku-records.js, the one place of its
// rules, shared with the page), run over a window of the latest lines: a record is handed on once
// no later line can change it, and the window keeps only the lines a later record may still need.
// What the window cannot tell by itself it asks splitPuzzles() with a probe line after it.
import { splitPuzzles } from '../lib/sudoku-records.js';
import { TooLong, readLines } from './lines.js';

// A line that is a whole puzzle wherever a puzzle may start, and never a row of a block.
const PROBE = '.'.repeat(81);
// More lines than a record reads from its first (a block has at most 25 rows): a record with this
// many lines after its first is decided, whatever comes next.
const REACH = 32;
// New lines that make the window decide before the end of a chunk: it stays small on any input.
const WINDOW_LINES = 2048;
const WINDOW_CHARS = 4 << 20;

// splitPuzzles() of `lines`, then `gap` ('\n' or '\n\n') and the probe: { records, probed }, the
// probe's record left out; probed: the probe was read as a puzzle of its own.
function framed(lines, gap) {
  const records = splitPuzzles(`${lines.join('\n')}${gap}${PROBE}`);
  const last = records.at(-1);
  const probed = last !== undefined && last.line === lines.length + gap.length && last.text === PROBE;
  if (probed) records.pop();
  return { records, probed };
}

// Whether the lines, read from the first line of a record, hold nothing that later lines could
// change: a blank line or a puzzle next make no difference (a record still being read, or a broken
// block whose rest is skipped up to a blank line, would differ).
function settled(lines) {
  const blank = framed(lines, '\n\n');
  const next = framed(lines, '\n');
  return next.probed && JSON.stringify(blank.records) === JSON.stringify(next.records);
}

class Window {
  constructor() {
    this.texts = [];
    this.numbers = [];  // each line's number in the input: the kept lines need not follow each other
    this.fresh = 0;     // lines and characters added since the last decide()
    this.freshChars = 0;
    this.handed = 0;    // the line of the last record handed on
  }

  add(number, text) {
    this.texts.push(text);
    this.numbers.push(number);
    this.fresh += 1;
    this.freshChars += text.length;
  }

  get empty() {
    return this.texts.length === 0;
  }

  get full() {
    return this.fresh >= WINDOW_LINES || this.freshChars >= WINDOW_CHARS;
  }

  // A line number of splitPuzzles() over the window (from 1) as the input's.
  inputLine(line) {
    const n = this.numbers.length;
    return line <= n ? this.numbers[line - 1] : this.numbers[n - 1] + (line - n);
  }

  // A record with the input's line numbers, in its fields and in its message (splitPuzzles() names
  // a line "line N" and echoes no text holding a space; cli-lines.test.js compares the messages).
  renumbered(record) {
    if (!record.error) return { ...record, line: this.inputLine(record.line) };
    const error = record.error.replace(/\bline (\d+)/g, (_, line) => `line ${this.inputLine(Number(line))}`);
    return { line: this.inputLine(record.line), error };
  }

  /**
   * Pushes onto `out` the records decided so far, not handed on before; `end`: no line follows (or
   * a line read as blank). Returns whether a line 'end' stopped the reading.
   */
  decide(out, end) {
    this.fresh = 0;
    this.freshChars = 0;
    if (this.texts.length === 0) return false;
    // After a blank line a puzzle starts wherever the window ends: no probe means 'end' was read.
    const { records, probed } = framed(this.texts, '\n\n');
    let decided = records;
    let keep = this.texts.length;  // the first line kept
    let upTo = this.texts.length;
    if (probed && !end && records.length > 0) {
      const first = records.at(-1).line - 1;
      const tail = this.texts.slice(first);
      if (settled(tail)) {
        // Nothing after the last record changes it: all decided.
      } else if (tail.length > REACH) {
        // The last record is decided, but what follows is being skipped (a broken block, up to a
        // blank line): its first lines are kept to read the same again, the rest let go.
        keep = first;
        upTo = first + REACH;
      } else {
        decided = records.slice(0, -1);
        keep = first;
      }
    }
    for (const record of decided) {
      const renumbered = this.renumbered(record);
      if (renumbered.line <= this.handed) continue;
      out.push(renumbered);
      this.handed = renumbered.line;
    }
    this.texts = this.texts.slice(keep, upTo);
    this.numbers = this.numbers.slice(keep, upTo);
    return !probed;
  }
}

/**
 * The records of an input (lines.js openInputs()) as splitPuzzles() makes them, with the input's
 * line numbers, in batches as the lines are read; a line over the cap is a record { line, error }
 * of its own and ends the record before it, as a blank line would. `clean` is applied to each
 * line first. A line 'end' stops the reading. input.read follows how much has been read.
 */
export async function* puzzleRecords(input, clean = (line) => line) {
  const window = new Window();
  input.read = 0;
  for await (const { number, lines, bytes } of readLines(input.chunks())) {
    input.read = bytes;
    const batch = [];
    let ended = false;
    for (let i = 0; i < lines.length && !ended; i += 1) {
      const line = lines[i];
      if (line instanceof TooLong) {
        ended = window.decide(batch, true);
        if (!ended) batch.push({ line: number + i, error: `line ${number + i}: ${line.message}` });
      } else if (window.empty && line.trim() === '') {
        // Between records a blank line is skipped: an empty window need not hold it.
      } else {
        window.add(number + i, clean(line));
        if (window.full) ended = window.decide(batch, false);
      }
    }
    // The end of a chunk: what the lines so far decide is answered before more is read.
    if (!ended) ended = window.decide(batch, false);
    if (batch.length > 0) yield batch;
    if (ended) return;
  }
  const batch = [];
  window.decide(batch, true);
  if (batch.length > 0) yield batch;
}
