// The scan panel's status sentences (web/page/scan/verdict.js) on the solver's real answers: what
// was read, what is left to check, and what the solver makes of the grid as read (exactly one
// solution, none, several, clashing digits); on the scanner's real refusals, what to do.
// docs/bad-inputs.md's "Scan panel" table quotes them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { scanSudoku } from '../../web/lib/scan-index.js';
import { readLine, refusalLine, solvedLine } from '../../web/page/scan/verdict.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

describe('the scan panel says', () => {
  it('what was read, the cells to check, the other grids in the picture', () => {
    expect(readLine({ first: true, digits: 26, toCheck: 2 })).toBe('Read 26 digits; 2 cells to check (marked).');
    expect(readLine({ first: true, digits: 17, toCheck: 0 })).toBe('Read 17 digits.');
    expect(readLine({ first: false, digits: 1, toCheck: 1 })).toBe('The grid holds 1 digit; 1 cell to check (marked).');
    // The one outlined, with no claim on its size (two grids can be of one size).
    expect(readLine({ first: true, digits: 17, toCheck: 0, others: 1 })).toBe('The picture holds 2 grids: the one outlined was read; to read another, crop the picture to it. Read 17 digits.');
    expect(readLine({ first: true, digits: 0, toCheck: 0 })).toBe('No digit read: the grid outlined is empty, or too blurred to read. Try a sharper photo, straight on, in good light.');
  });

  it('what the solver makes of the grid as read', () => {
    expect(solvedLine(solver.sudoku(NORVIG))).toBe('It has exactly one solution.');
    // A digit that is not the solution's in the first empty cell where it clashes with no given.
    const [solution] = solver.sudoku(NORVIG).solutions;
    const wrong = [...'123456789'].map((d) => `${NORVIG[0]}${d}${NORVIG.slice(2)}`)
      .find((p) => p[1] !== solution[1] && solver.sudoku(p).conflicts.length === 0);
    expect(solver.sudoku(wrong).count).toBe(0);
    expect(solvedLine(solver.sudoku(wrong))).toBe('As read, it has no solution: a digit is misread. Compare the grid with the photo, the marked cells first.');
    expect(solvedLine(solver.sudoku(NORVIG.replace('4', '.')))).toBe('As read, it has more than one solution: a digit is missing or misread. Compare the grid with the photo.');
    const clash = `44${NORVIG.slice(2)}`;
    expect(solvedLine(solver.sudoku(clash))).toBe('As read, it breaks the rules: 2 digits clash (marked). Compare them with the photo and correct what was misread.');
  });
});

// The scanner's refusal of `width` x `height` white pixels.
async function refusalOf(width, height) {
  try {
    await scanSudoku({ width, height, data: new Uint8ClampedArray(width * height * 4).fill(255) });
  } catch (error) {
    return error;
  }
  throw new Error(`a ${width}x${height} white image was read`);
}

describe('the scan panel says of a picture the scanner refuses', () => {
  const NO_GRID = "No Sudoku grid found in this picture. Give one with the whole grid inside it (a grid cut off at the picture's edge is not found), flat, in focus and well lit, or a screenshot of it.";

  it("no grid: once, plainly, with what makes a grid found (the scanner's reasons not repeated)", async () => {
    expect(refusalLine(await refusalOf(320, 240))).toBe(NO_GRID);
    // The scanner's other no-grid reason (wasm/scan/grid_finder.cpp), lines found but no grid's.
    expect(refusalLine(new RangeError('No Sudoku grid was found in the image: no square of lines in it is divided into 9 x 9 (or 16 x 16) cells.'))).toBe(NO_GRID);
  });

  it("another reason: the scanner's, with what to do", async () => {
    expect(refusalLine(await refusalOf(90, 60))).toBe('Cannot read a Sudoku in this picture: the image is 90x60 pixels, too small to hold a readable grid (at least 100 pixels a side). Give a larger picture of it: a photo closer up, or a screenshot at full size.');
    expect(refusalLine(new Error('Out of memory.'))).toBe('Cannot read a Sudoku in this picture: out of memory. Try a photo of the whole grid, straight on, sharp and in good light, or a screenshot of it.');
  });

  it('as docs/bad-inputs.md quotes', async () => {
    const doc = readFileSync(new URL('../../docs/bad-inputs.md', import.meta.url), 'utf8');
    expect(doc).toContain(`| ${NO_GRID} |`);
    expect(doc).toContain(`| ${refusalLine(await refusalOf(90, 60))} |`);
    expect(doc).toContain(`| ${readLine({ first: true, digits: 17, toCheck: 0, others: 1 })} |`);
  });
});
