// The CLI reads its inputs as streams (web/cli/lines.js, web/cli/puzzle-stream.js). Property tests:
// whatever the chunks a stream arrives in, the lines are those of the text split whole, in order,
// with their numbers; and the puzzles framed over a window of lines are those splitPuzzles() finds
// in the whole text.
import { describe, expect, it } from 'vitest';
import { splitPuzzles } from '../../web/lib/sudoku-records.js';
import { firstWord } from '../../web/cli/logic-puzzles.js';
import { TooLong, readLines } from '../../web/cli/lines.js';
import { puzzleRecords } from '../../web/cli/puzzle-stream.js';
import { seededRandom } from '../support/fixtures.js';

const pick = (random, items) => items[Math.floor(random() * items.length)];

// `bytes` cut at random places (inside a UTF-8 sequence or a "\r\n" too), as a stream would bring it.
function chunked(bytes, random) {
  const chunks = [];
  let at = 0;
  while (at < bytes.length) {
    const size = random() < 0.2 ? 1 : 1 + Math.floor(random() * (random() < 0.5 ? 8 : 300));
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

async function collect(chunks, maxBytes) {
  const lines = [];
  for await (const batch of readLines(chunks, maxBytes)) {
    expect(batch.number).toBe(lines.length + 1);
    lines.push(...batch.lines);
  }
  return lines;
}

// The reference: the bytes split at each '\n', each line decoded by itself, or its length when
// over the cap; a '\n' at the very end starts no line.
function reference(bytes, maxBytes) {
  const lines = [];
  let start = 0;
  for (let nl = bytes.indexOf(10); nl >= 0; nl = bytes.indexOf(10, start)) {
    lines.push(bytes.subarray(start, nl));
    start = nl + 1;
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines.map((line) => (line.length > maxBytes ? { tooLong: line.length } : line.toString('utf8')));
}

const shown = (lines) => lines.map((line) => (line instanceof TooLong ? { tooLong: line.bytes } : line));

// Random bytes: text, CRLF and LF, empty lines, invalid UTF-8, characters of 2 to 4 bytes, long lines.
function randomBytes(random) {
  const pieces = [];
  const count = Math.floor(random() * 40);
  for (let i = 0; i < count; i += 1) {
    pieces.push(pick(random, [
      () => Buffer.from('\n'),
      () => Buffer.from('\r\n'),
      () => Buffer.from('\n\n'),
      () => Buffer.from('abc'),
      () => Buffer.from('.'.repeat(Math.floor(random() * 100))),
      () => Buffer.from('x'.repeat(200 + Math.floor(random() * 3000))),
      () => Buffer.from('é€😀'),
      () => Buffer.from([0xff]),
      () => Buffer.from([0xe2, 0x82]),       // a sequence cut short
      () => Buffer.from([0xc3]),
      () => Buffer.from([0xed, 0xa0, 0x80]), // a surrogate: invalid in UTF-8
      () => Buffer.from('\r'),
    ])());
  }
  return Buffer.concat(pieces);
}

describe('the CLI line reader', () => {
  it('gives the lines of the whole text, in order and numbered, whatever the chunks', async () => {
    const random = seededRandom(45);
    for (let run = 0; run < 400; run += 1) {
      const bytes = randomBytes(random);
      const maxBytes = pick(random, [1, 16, 100, 1000, 1 << 20]);
      const lines = await collect(chunked(bytes, random), maxBytes);
      expect(shown(lines), `run ${run}, cap ${maxBytes}`).toEqual(reference(bytes, maxBytes));
    }
  });

  it('decodes each line as the text decoded whole would read', async () => {
    const random = seededRandom(7);
    for (let run = 0; run < 200; run += 1) {
      const bytes = randomBytes(random);
      const lines = await collect(chunked(bytes, random), Infinity);
      const whole = bytes.toString('utf8').split('\n');
      if (whole.at(-1) === '') whole.pop();
      expect(lines).toEqual(whole);
    }
  });

  it('counts a line over the cap without keeping it', async () => {
    const line = Buffer.alloc(5_000_000, 'x');
    const chunks = chunked(Buffer.concat([Buffer.from('a\n'), line, Buffer.from('\r\nb')]), seededRandom(3)).slice();
    const lines = await collect(chunks, 1000);
    expect(shown(lines)).toEqual(['a', { tooLong: 5_000_001 }, 'b']);
    expect(lines[1].message).toBe('the line is too long: 5000001 bytes (at most 1000)');
  });
});

// Lines a Sudoku input may hold: puzzles on a line, rows of blocks (packed and spaced), 16 symbols,
// blank lines, comments, 'end', wrong widths, CRLF.
const P81 = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
function randomPuzzleText(random) {
  const lines = [];
  const count = Math.floor(random() * 120);
  for (let i = 0; i < count; i += 1) {
    const kind = random();
    if (kind < 0.25) {
      lines.push(P81);
    } else if (kind < 0.4) {
      const n = pick(random, [4, 9, 16, 25]);
      const rows = random() < 0.8 ? n : Math.floor(random() * n);
      const spaced = random() < 0.4;
      for (let r = 0; r < rows; r += 1) lines.push(spaced ? Array(n).fill('0').join(' ') : '.'.repeat(random() < 0.95 ? n : n + 1));
    } else {
      lines.push(pick(random, ['', '', ' ', '# a comment', 'end', 'xx', '.'.repeat(16), `${P81}\r`, '\r',
        '1 2 3 4 5 6 7 8 9', '12 3 4 5 6 7 8 9 1', '.'.repeat(256), 'ab cd ef gh', `${'.'.repeat(80)}X`]));
    }
    if (random() < 0.005) {
      for (let k = 0; k < 3000; k += 1) lines.push(random() < 0.02 ? '' : pick(random, [P81, '# c', '1234']));
    }
  }
  return lines.join('\n') + (random() < 0.5 ? '\n' : '');
}

async function streamed(text, random, clean) {
  const input = { name: 'test', chunks: () => chunked(Buffer.from(text), random) };
  const records = [];
  for await (const batch of puzzleRecords(input, clean)) records.push(...batch);
  return records;
}

describe('the CLI puzzle framing over a stream', () => {
  it('finds the records splitPuzzles() finds in the whole text, with its line numbers and messages', async () => {
    const random = seededRandom(2024);
    for (let run = 0; run < 300; run += 1) {
      const text = randomPuzzleText(random);
      expect(await streamed(text, random), `run ${run}`).toEqual(splitPuzzles(text));
    }
  });

  it('keeps the window small where a broken block skips thousands of lines up to a blank line', async () => {
    const text = [`${'.'.repeat(9)}`, '.'.repeat(8), ...Array(20_000).fill(P81), '', P81, 'xx'].join('\n');
    expect(await streamed(text, seededRandom(1))).toEqual(splitPuzzles(text));
  });

  it('reads a line over the cap as a blank line and reports it by itself', async () => {
    const text = `${P81}\n${'x'.repeat(1_100_000)}\n${P81}\n`;
    const records = await streamed(text, seededRandom(5));
    expect(records.map((r) => r.error ?? r.line)).toEqual([1, 'line 2: the line is too long: 1100000 bytes (at most 1048576)', 3]);
  });

  it('cleans each line first (rate: the first word of a puzzle line)', async () => {
    const text = `${P81} 2.6\n${P81}\t x\r\n`;
    const records = await streamed(text, seededRandom(9), firstWord);
    expect(records.map((r) => r.text)).toEqual([P81, P81]);
  });
});

describe('firstWord', () => {
  // The regex it replaces, on lines without a line break inside (it overflowed on 10 MB).
  const regex = (line) => line.replace(/^(\S{16,})[ \t]+\S.*$/gm, '$1');
  it('reads a line as the regex did', () => {
    const random = seededRandom(11);
    for (let run = 0; run < 2000; run += 1) {
      const parts = Array.from({ length: Math.floor(random() * 6) }, () => pick(random, ['x'.repeat(Math.floor(random() * 20)), ' ', '\t', '  ', 'é', '\u00a0', '5.6']));
      const line = parts.join('') + (random() < 0.3 ? '\r' : '');
      expect(firstWord(line), JSON.stringify(line)).toBe(regex(line));
    }
  });

  it('takes a line of 10 MB without a space', () => {
    const line = 'x'.repeat(10_000_000);
    expect(firstWord(`${line} 5.6`)).toBe(line);
  });
});

describe('a line that frames no puzzle', () => {
  it('is named by a word when it holds words, not counted as symbols', () => {
    expect(splitPuzzles('this is garbage\n')).toEqual([{ line: 1, error: 'line 1: "this is garbage" is not a puzzle ("this" is not one symbol); a line holds 81, 256 or 625 symbols (16 for a 4x4 alone on its line), or one row of a block of 4, 9, 16 or 25 lines' }]);
    // Numbers separated by spaces are symbols: the count is the problem.
    expect(splitPuzzles('1 2 3\n')[0].error).toMatch(/^line 1: 3 symbols is not a puzzle; /);
    expect(splitPuzzles(`${'x'.repeat(50)} yz\n`)[0].error).toMatch(/^line 1: "x{40}…" is not a puzzle \("x{10}…" is not one symbol\); /);
  });
});
