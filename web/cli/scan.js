// dlx-wasm scan PHOTO...: the Sudoku in each photo or screenshot, read by the scan module
// (scanSudoku(), web/lib/scan.js), a line per photo in order. A photo that cannot be read is
// reported on standard error and the others are still read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadScanModule } from '../lib/scan-module.js';
import { scanImage } from '../lib/scan.js';
import { Output, UsageError, printable, report } from './io.js';

// The scan module does the work, not the solver's: dlx-wasm.js loads none.
export const searches = false;

export const options = {
  json: { type: 'boolean' },
};

export const help = `Usage: dlx-wasm scan [options] PHOTO...

Reads the Sudoku in each PHOTO, a JPEG or PNG file ('-': standard input; a
folder: its .jpg, .jpeg and .png files in name order) of a printed or on-screen
puzzle, and prints a line per photo, in order: the puzzle
as 81 symbols, '.' for an empty cell, as 'dlx-wasm sudoku' reads it (a 16x16
read in 0-9 and A-F needs --symbols 0123456789ABCDEF there). The photo may be
taken at an angle, with other puzzles or text around the grid (the largest grid
is read); a JPEG's EXIF orientation is applied. A photo with two or more grids,
whose reading has no single solution, or some of whose cells were read as the
network's second choice so that the puzzle has one solution, gets a note on
standard error. A photo not read prints no line (--json prints one for it).

Options:
  --json       print each photo's whole result as a line of JSON: file, puzzle,
               size, symbols, confidence (per cell), corners (x, y in the
               photo's pixels: top-left, top-right, bottom-right, bottom-left),
               corrected and doubtful (cells, row * size + column), grids,
               unique, tried (docs/api.md, "dlx-wasm/scan"); for a photo
               not read: file and error
  -h, --help   show this help

A photo is 100 to 16384 pixels a side and at most 50 megapixels.

Exit status: 0 every photo read, 2 a photo not read (not a JPEG or PNG,
unreadable, no grid found: reported on standard error with its name; the other
photos are still read) or usage.`;

// Where a cell is, for a note: r1c2.
const cellName = (cell, size) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;

// The photo's bytes, or an Error saying why not.
function readPhoto(file) {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (error) {
    const why = { ENOENT: 'no such file', EISDIR: 'a directory, not a photo', EACCES: 'permission denied' }[error.code] ?? error.message;
    throw new Error(`cannot read it: ${why}`);
  }
}

// The photo read with `module`: the scan's result, or an Error (the API's messages without their
// method's name).
async function scanFile(file, module, decodeImage) {
  try {
    return await scanImage(decodeImage(readPhoto(file)), undefined, () => module);
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError || error.constructor === Error)) throw error;
    if (/^internal error/.test(error.message)) throw error;  // a defect, not the photo's
    throw new Error(error.message.replace(/^scanSudoku: /, ''));
  }
}

const PICTURE = /\.(jpe?g|png)$/i;

// The photos named: a folder stands for its JPEG and PNG files, in name order.
function photosOf(files) {
  return files.flatMap((file) => {
    let folder = false;
    try {
      folder = file !== '-' && statSync(file).isDirectory();
    } catch {
      // not there: reading it says so
    }
    if (!folder) return [file];
    return readdirSync(file).filter((name) => PICTURE.test(name)).sort().map((name) => join(file, name));
  });
}

export async function run(_solver, values, named) {
  if (named.length === 0) throw new UsageError('scan takes one or more photos (JPEG or PNG files, or folders of them; - for standard input)');
  const files = photosOf(named);
  // Loaded first, so that a module that cannot load fails the command, not each photo.
  const module = await loadScanModule();
  const { decodeImage } = await import('./image-file.js');  // the decoders, loaded by this command alone
  const out = new Output();
  let status = 0;
  for (const file of files) {
    const name = file === '-' ? '<stdin>' : printable(file);
    let result;
    try {
      result = await scanFile(file, module, decodeImage);
    } catch (error) {
      // --json keeps a line per photo, so that line N still stands for photo N
      if (values.json) out.line(JSON.stringify({ file, error: error.message }));
      out.flush();
      report(`${name}: ${error.message}`);
      status = 2;
      continue;
    }
    if (values.json) {
      out.line(JSON.stringify({ file: file === '-' ? '-' : file, ...result }));
      continue;
    }
    out.line(result.puzzle);
    const notes = [];
    if (result.grids >= 2) notes.push(`${result.grids} grids in the photo; the largest was read`);
    const cells = (list) => list.map((cell) => cellName(cell, result.size)).join(' ');
    if (result.unique && result.corrected.length > 0) notes.push(`${cells(result.corrected)} read as the network's second choice, so that the puzzle has one solution; check them`);
    if (!result.unique) notes.push(`the reading has no single solution; check ${result.doubtful.length > 0 ? `its doubtful cells ${cells(result.doubtful)}` : 'it against the photo'}`);
    if (notes.length > 0) {
      out.flush();
      for (const note of notes) report(`${name}: note: ${note}`);
    }
  }
  await out.flush();
  return status;
}
