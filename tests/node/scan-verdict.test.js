// The scan panel's status sentences (web/page/scan/verdict.js) on the solver's real answers: what
// was read, what is left to check, and what the solver makes of the grid as read (exactly one
// solution, none, several, clashing digits). docs/bad-inputs.md's "Scan panel" table quotes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { readLine, solvedLine } from '../../web/page/scan/verdict.js';

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
    expect(readLine({ first: true, digits: 17, toCheck: 0, others: 1 })).toBe('The picture holds 2 grids: the largest was read (outlined); to read another, crop the picture to it. Read 17 digits.');
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
