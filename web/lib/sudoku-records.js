// Splits Sudoku input text into puzzles: one per line (81, 256 or 625 symbols, or 16 with no line
// right below), or a block of n lines of n symbols (n = 4, 9, 16, 25), packed ("53..7....") or
// separated by spaces ("5 3 0 0 7 0 0 0 0").
// Only the framing is decided here (shared by the CLI and the page); symbols and values are checked
// by the one C++ parser.

const LINE_SIZES = new Set([81, 256, 625]);
const BLOCK_SIZES = new Set([4, 9, 16, 25]);

// A line's symbols: space-separated tokens, or its characters (code points).
function cellsOf(line) {
  const tokens = line.split(/\s+/);
  return tokens.length > 1 ? { cells: tokens, spaced: true } : { cells: [...line], spaced: false };
}

// How many symbols, without splitting a packed line.
function widthOf(line) {
  if (/\s/.test(line)) return line.split(/\s+/).length;
  return /^[\x21-\x7e]*$/.test(line) ? line.length : [...line].length;
}

const FRAMES = 'a line holds 81, 256 or 625 symbols (16 for a 4x4 alone on its line), or one row of a block of 4, 9, 16 or 25 lines';

// Why a line of `width` symbols that frames no puzzle is none: words ("this is garbage") are not
// counted as symbols, which would read as if three symbols were almost a puzzle.
function notAPuzzle(line, width) {
  const word = /\s/.test(line) ? line.split(/\s+/).find((token) => token.length > 1 && !/^\d+$/.test(token)) : undefined;
  if (word === undefined) return `${width} symbols is not a puzzle`;
  const excerpt = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return `"${excerpt}" is not a puzzle ("${word.length > 10 ? `${word.slice(0, 10)}…` : word}" is not one symbol)`;
}

// Each record: { line, lines, spaced, block, numeric, cells } or { line, error }; one packed line
// has `text` instead of `cells`.
export function splitPuzzles(text) {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const records = [];
  let i = 0;
  while (i < lines.length) {
    const trimmed = lines[i].trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      i += 1;
      continue;
    }
    if (trimmed === 'end') break;
    const width = widthOf(trimmed);
    const start = i + 1;
    // 16 symbols alone on their line (nothing right below) are a whole 4x4 puzzle, not a 16x16 row.
    const lonely16 = width === 16 && (lines[i + 1] ?? '').trim() === '';
    if (LINE_SIZES.has(width) || lonely16) {
      const spaced = /\s/.test(trimmed);
      records.push(spaced
        ? finish({ line: start, lines: 1, spaced, block: false, cells: trimmed.split(/\s+/) })
        : { line: start, lines: 1, spaced, block: false, numeric: false, text: trimmed });
      i += 1;
    } else if (BLOCK_SIZES.has(width)) {
      const first = cellsOf(trimmed);
      const cells = [...first.cells];
      let error = null;
      let k = 1;
      for (; k < width && !error; k += 1) {
        const row = (lines[i + k] ?? '').trim();
        const next = row === '' ? { cells: [] } : cellsOf(row);
        if (next.cells.length !== width || next.spaced !== first.spaced) {
          error = `line ${start + k}: row ${k + 1} of the block that starts on line ${start} has ${next.cells.length} ` +
            `${first.spaced ? 'space-separated ' : ''}symbols; expected ${width}`;
        } else {
          cells.push(...next.cells);
        }
      }
      if (error) {
        records.push({ line: start, error });
        while (i < lines.length && lines[i].trim() !== '') i += 1; // resume after the broken block
      } else {
        records.push(finish({ line: start, lines: width, spaced: first.spaced, block: true, cells }));
        i += width;
      }
    } else {
      records.push({ line: start, error: `line ${start}: ${notAPuzzle(trimmed, width)}; ${FRAMES}` });
      i += 1;
    }
  }
  return records;
}

function finish(record) {
  const numeric = record.spaced && record.cells.every((c) => /^\d+$/.test(c));
  if (record.spaced && !numeric) {
    const long = record.cells.find((c) => c.length > 1);
    if (long) return { line: record.line, error: `line ${record.line}: "${long.slice(0, 10)}" is not one symbol` };
  }
  return { ...record, numeric };
}

/** A record's puzzle as the API takes it: numbers for a numeric one, else the text. */
export function puzzleOf(record) {
  if (record.numeric) return record.cells.map(Number);
  return record.text ?? record.cells.join('');
}

// Lays a solution (as the API gave it for puzzleOf(record)) out as its puzzle was: one line or a
// block, packed or spaced.
export function layOut(record, solution) {
  if (typeof solution === 'string' && !record.block && !record.spaced) return [solution];
  const cells = typeof solution === 'string' ? [...solution] : solution;
  const size = Math.round(Math.sqrt(cells.length));
  const join = (part) => part.join(record.spaced ? ' ' : '');
  if (!record.block) return [join(cells)];
  const rows = [];
  for (let r = 0; r < size; r += 1) rows.push(join(cells.slice(r * size, (r + 1) * size)));
  return rows;
}
