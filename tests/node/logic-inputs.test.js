// What hint, explain and rate read besides the puzzle's digits, held to what sudoku() reads: array
// puzzles get sudoku()'s checks and messages, region and cage labels are any character but
// whitespace (é, ☃, emoji), and cage sums are read whole (never cut to 32 bits).
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const EMPTY = '.'.repeat(81);
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

const messageOf = (run) => {
  try {
    run();
  } catch (error) {
    return `${error.constructor.name}: ${error.message}`;
  }
  return 'no error';
};

describe('array puzzles: the same check as sudoku()', () => {
  const flat = (patch) => Array.from({ length: 81 }, (_, i) => (i in patch ? patch[i] : 0));
  const BAD = {
    "'x'": flat({ 0: 'x' }),
    null: flat({ 10: null }),
    '{}': flat({ 20: {} }),
    true: flat({ 30: true }),
    '{ valueOf }': flat({ 40: { valueOf: () => 5 } }),
    'a hole': (() => { const cells = flat({}); delete cells[50]; return cells; })(),
    'ragged [[9 numbers], …72 numbers]': [new Array(9).fill(0), ...new Array(72).fill(0)],
    'a row of 8': Array.from({ length: 9 }, (_, r) => new Array(r === 4 ? 8 : 9).fill(0)),
    "a row with 'a'": Array.from({ length: 9 }, (_, r) => (r === 6 ? [0, 0, 'a', 0, 0, 0, 0, 0, 0] : new Array(9).fill(0))),
    'a 10': flat({ 5: 10 }),
    '80 numbers': new Array(80).fill(0),
  };
  it.each(Object.entries(BAD))('%s: hint, explain and rate say what sudoku() says', (_name, puzzle) => {
    const said = messageOf(() => solver.sudoku(puzzle));
    expect(said).not.toBe('no error');
    for (const method of ['hint', 'explain', 'rate']) {
      expect(messageOf(() => solver[method](puzzle))).toBe(said.replace('sudoku:', `${method}:`));
    }
  });

  it('names the row and column of a cell of a flat grid, as of a grid of rows', () => {
    expect(messageOf(() => solver.hint(flat({ 40: 'x' })))).toBe('TypeError: hint: the puzzle, element 40 (row 5, column 5): expected a number; got the string "x"');
    expect(messageOf(() => solver.rate(Array.from({ length: 9 }, (_, r) => (r === 6 ? [0, 0, 'a', 0, 0, 0, 0, 0, 0] : new Array(9).fill(0))))))
      .toBe('TypeError: rate: row 7, column 3: expected a number; got the string "a"');
  });

  it('takes good rows and flat arrays alike', () => {
    const cells = [...PUZZLE].map((c) => (c === '.' ? 0 : Number(c)));
    const rows = Array.from({ length: 9 }, (_, r) => cells.slice(9 * r, 9 * r + 9));
    expect(solver.rate(rows)).toEqual(solver.rate(PUZZLE));
    expect(solver.hint(cells)).toEqual(solver.hint(PUZZLE));
  });
});

describe('labels: any character but whitespace', () => {
  // Janko's Chaos-Sudoku 108 (tests/fixtures/cli/jigsaw-janko-108.regions), relabelled.
  const JIGSAW = ['999998888', '555998888', '555998333', '555111333', '222111333', '222111444', '222766444', '777766444', '777766666'];
  const relabel = (labels) => JIGSAW.map((row) => [...row].map((d) => labels[Number(d) - 1]).join('')).join('\n');
  const SAME = [...'123456789'];
  const LATIN = [...'éüßøåæœçñ'];
  const SYMBOLS = ['☃', '😀', '🧩', '★', '𝔸', '中', 'Ω', 'ж', 'ก'];

  it.each([['accented letters', LATIN], ['symbols, astral ones too', SYMBOLS]])('%s label a jigsaw as digits do', (_name, labels) => {
    const made = solver.generateSudoku({ seed: 5, variant: { regions: relabel(SAME) } });
    const digits = solver.sudoku(made.puzzle, { variant: { regions: relabel(SAME) } });
    expect(digits.count).toBe(1);
    expect(solver.sudoku(made.puzzle, { variant: { regions: relabel(labels) } })).toEqual(digits);
    expect(solver.parseSudoku(made.puzzle, { variant: { regions: relabel(labels) } }).variant.regions)
      .toEqual(solver.parseSudoku(made.puzzle, { variant: { regions: relabel(SAME) } }).variant.regions);
    expect(solver.rate(made.puzzle, { variant: { regions: relabel(labels) } })).toEqual(solver.rate(made.puzzle, { variant: { regions: relabel(SAME) } }));
  });

  it('reads cage labels é, ü, ß, ☃ and emoji, with Unicode whitespace between', () => {
    const cages = `éü${'.'.repeat(7)}\u00a0éü${'.'.repeat(7)}\u3000ß☃${'.'.repeat(7)}${'.'.repeat(9 * 5)}😀😀${'.'.repeat(7)}\né=3 ü=17 ß=4 ☃=7 😀=11`;
    const parsed = solver.parseSudoku(EMPTY, { variant: { cages } }).variant.cages;
    expect(parsed.map(({ label, sum, cells }) => [label, sum, cells])).toEqual([
      ['é', 3, [0, 9]], ['ü', 17, [1, 10]], ['ß', 4, [18]], ['☃', 7, [19]], ['😀', 11, [72, 73]],
    ]);
    expect(messageOf(() => solver.sudoku(EMPTY, { variant: { cages: cages.replace('😀=11', '😀=2') } })))
      .toBe("RangeError: cage '😀' (2 cells): no distinct digits 1 to 9 add up to 2 (3 to 17)");
  });

  it('shows a control character of a label escaped', () => {
    const regions = relabel(SAME).replace(/9/g, '\u001b').replace('8', '\u001b');  // 10 cells
    expect(messageOf(() => solver.sudoku(EMPTY, { variant: { regions } }))).toBe("RangeError: region '\\u001B' has 10 cells; each region of a 9x9 grid has 9");
    const cages = `\u0085\u0085${'.'.repeat(79)}\n\u0085=2`;  // a C1 control character (NEL): a label, as \s reads it
    expect(messageOf(() => solver.sudoku(EMPTY, { variant: { cages } }))).toBe("RangeError: cage '\\u0085' (2 cells): no distinct digits 1 to 9 add up to 2 (3 to 17)");
  });
});

describe('cage sums: read whole', () => {
  const BEYOND = "a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)";
  // 2^32 + 3 was read as 3, which two cells make (1 + 2): a puzzle the player never gave.
  it.each([[2 ** 32 + 3, '4294967299'], [2 ** 40, '1099511627776'], [5 - 2 ** 32, '-4294967291'], [2 ** 70, '1.1805916207174113e+21']])('%d is named, not wrapped', (sum, shown) => {
    const variant = { cages: [{ sum, cells: [0, 1] }] };
    for (const run of [() => solver.sudoku(EMPTY, { variant }), () => solver.hint(PUZZLE, { variant }), () => solver.parseSudoku(EMPTY, { variant })]) {
      expect(messageOf(run)).toBe(`RangeError: cage 1 cannot add up to ${shown}: ${BEYOND}`);
    }
  });

  it('in the text form too, however many digits', () => {
    const cages = (sum) => ({ cages: `AA${'.'.repeat(79)}\nA=${sum}` });
    expect(messageOf(() => solver.rate(PUZZLE, { variant: cages('4294967299') }))).toBe(`RangeError: cage 'A' cannot add up to 4294967299: ${BEYOND}`);
    expect(messageOf(() => solver.sudoku(EMPTY, { variant: cages('9'.repeat(500)) }))).toBe(`RangeError: cage 'A' cannot add up to ${'9'.repeat(20)}…: ${BEYOND}`);
    expect(messageOf(() => solver.sudoku(EMPTY, { variant: cages('0000017') }))).toBe('no error');
  });
});
