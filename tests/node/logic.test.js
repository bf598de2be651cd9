// The logic solver through the API: hint, explain and rate agree with each other and with the
// solution; mistakes are reported, not hinted around; sentences name the technique in the grid's
// symbols; generateSudoku({ difficulty }) meets every level and an explicit SE range.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { puzzles as readFixture } from '../support/fixtures.js';
import { sentenceOf } from '../../web/lib/sentences.js';

const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// The puzzle with the step's placements and removals applied, as entries and candidates.
function after(puzzle, solution, step, candidates) {
  const entries = [...puzzle];
  for (const { cell, digit } of step.placements) entries[cell] = String(digit);
  const marks = candidates.map((digits) => (digits ? [...digits] : null));
  for (const { cell, digit } of step.removals) marks[cell] = marks[cell]?.filter((d) => d !== digit) ?? null;
  for (const { cell } of step.placements) marks[cell] = null;
  return { entries: entries.join(''), marks };
}

describe('hint, explain and rate', () => {
  it('walks a rated puzzle step by step with hint, as explain does, every step true to the solution', () => {
    const [line] = readFixture('9x9-se-rated-diabolical.txt');
    const [puzzle, se] = line.split(' ');
    const [solution] = solver.sudoku(puzzle).solutions;
    const { steps, rating } = solver.explain(puzzle);
    expect(Math.abs(rating.se - Number(se))).toBeLessThanOrEqual(0.5);
    expect(solver.rate(puzzle)).toEqual(rating);
    expect(rating.se).toBe(Math.max(...steps.map((s) => s.se)));
    // Replaying explain's steps through hint, with the position as entries and pencil marks.
    let position = { entries: puzzle, marks: Array.from({ length: 81 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9]) };
    for (const step of steps.slice(0, 30)) {
      const next = solver.hint(puzzle, { entries: position.entries, candidates: position.marks });
      expect(next.status).toBe('step');
      expect(next.step.technique).toBe(step.technique);
      for (const { cell, digit } of next.step.placements) expect(solution[cell]).toBe(String(digit));
      for (const { cell, digit } of next.step.removals) expect(solution[cell]).not.toBe(String(digit));
      position = after(position.entries, solution, next.step, position.marks);
    }
  });

  it('reports wrong digits and marks that leave out the solution, and says when the grid is solved', () => {
    const [solution] = solver.sudoku(TOP95_1).solutions;
    const blank = TOP95_1.indexOf('.');
    const wrong = String((Number(solution[blank]) % 9) + 1);
    const entries = TOP95_1.slice(0, blank) + wrong + TOP95_1.slice(blank + 1);
    expect(solver.hint(TOP95_1, { entries })).toEqual({
      status: 'mistakes',
      mistakes: [{ cell: blank, row: 1, column: blank + 1, kind: 'digit', digit: Number(wrong) }],
    });
    const marks = Array(81).fill(null);
    marks[blank] = [Number(wrong)];
    expect(solver.hint(TOP95_1, { candidates: marks }).mistakes).toEqual([{ cell: blank, row: 1, column: blank + 1, kind: 'candidates' }]);
    expect(solver.hint(TOP95_1, { entries: solution })).toEqual({ status: 'solved' });
  });

  // Every 9x9 of the shared sets now rates (nested forcing chains reach the forum's hardest); the
  // dynamic chains work up to 16x16, so a hard 25x25 is beyond the ladder.
  it('says so when no technique of the ladder applies: a hard 25x25 rates beyond it', () => {
    const hardest = readFixture('25x25-frisch18.txt')[2];
    const rating = solver.rate(hardest);
    expect(rating).toMatchObject({ se: null, level: 'extreme', hardest: null, beyond: true });
    let entries = hardest;
    for (let i = 0; i < hardest.length; i += 1) {
      const next = solver.hint(hardest, { entries });
      if (next.status !== 'step') {
        expect(next.status).toBe('stuck');
        expect(next.sentence).toMatch(/^No logical step found up to nested forcing chains/);
        return;
      }
      // Follow placements only: the player's marks are not kept here.
      if (next.step.placements.length === 0) break;
      const cells = [...entries];
      for (const { cell, digit } of next.step.placements) cells[cell] = '123456789ABCDEFGHIJKLMNOP'[digit - 1];
      entries = cells.join('');
    }
  });

  it('words steps in the grid\'s own symbols: letters on a 16x16', () => {
    const [puzzle] = readFixture('16x16-janko55.txt');
    const { steps, rating } = solver.explain(puzzle);
    expect(rating.beyond).toBe(false);
    const lettered = steps.find((step) => step.placements.some(({ digit }) => digit >= 10));
    const { row, column, digit } = lettered.placements[0];
    expect(lettered.sentence).toContain(`places ${'123456789ABCDEFG'[digit - 1]} at r${row}c${column}`);
    for (const step of steps) expect(step.sentence).toMatch(/^[A-Z][^:]+: .+\.$/);
  });

  it('names a jigsaw region by its first cell, which the map\'s own labels locate (not the parser\'s numbering)', () => {
    // Janko's Chaos-Sudoku 108: the map's labels are in no order, so region k is not label k.
    const regions = '999998888\n555998888\n555998333\n555111333\n222111333\n222111444\n222766444\n777766444\n777766666\n';
    const labels = regions.replace(/\s/g, '');
    const { steps } = solver.explain('8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.', { variant: { regions } });
    const named = steps.filter((step) => step.houses.some((house) => house.kind === 'region'));
    expect(named.length).toBeGreaterThan(5);
    for (const step of named) {
      expect(step.sentence).not.toMatch(/region \d/);
      for (const { kind, first } of step.houses.filter((house) => house.kind === 'region')) {
        expect(kind).toBe('region');
        // The first cell of its region in reading order: no cell before it carries its label.
        expect(labels.indexOf(labels[first.cell])).toBe(first.cell);
        expect(step.sentence).toContain(`the region of r${first.row}c${first.column}`);
      }
    }
  });

  it('works under a variant: an X-sudoku generated and explained to its end', () => {
    const made = solver.generateSudoku({ seed: 3, variant: { x: true } });
    const { steps, rating } = solver.explain(made.puzzle, { variant: made.variant });
    if (!rating.beyond) {
      const cells = [...made.puzzle];
      for (const step of steps) for (const { cell, digit } of step.placements) cells[cell] = String(digit);
      expect(cells.join('')).toBe(made.solution);
    }
  });
});

describe('generateSudoku({ difficulty })', () => {
  it.each(['easy', 'medium', 'hard', 'expert', 'extreme'])('makes %s puzzles whose own rating is in the level', (level) => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const made = solver.generateSudoku({ seed, difficulty: level });
      expect(made.rating.level).toBe(level);
      expect(solver.rate(made.puzzle)).toMatchObject({ se: made.rating.se, level, hardest: made.rating.hardest });
      expect(solver.sudoku(made.puzzle).count).toBe(1);
    }
  });

  it('makes killers at a level: their own rating under their cages is in it', () => {
    for (const [seed, level] of [[1, 'easy'], [2, 'medium'], [3, 'hard'], [4, 'expert']]) {
      const made = solver.generateSudoku({ seed, difficulty: level, variant: { cages: true } });
      expect(typeof made.variant.cages).toBe('string');
      expect(made.rating.level).toBe(level);
      expect(solver.rate(made.puzzle, { variant: made.variant })).toMatchObject({ se: made.rating.se, level });
      expect(solver.sudoku(made.puzzle, { variant: made.variant, limit: 2 }).count).toBe(1);
    }
  });

  it('meets an explicit SE range', () => {
    const made = solver.generateSudoku({ seed: 11, difficulty: { min: 3.0, max: 4.4 } });
    expect(made.rating.se).toBeGreaterThanOrEqual(3.0);
    expect(made.rating.se).toBeLessThanOrEqual(4.4);
  });

  it('makes 16x16 puzzles at a level, minimal under it: any further removal leaves two solutions or a harder step', () => {
    for (const [seed, difficulty] of [[1, 'easy'], [2, 'medium'], [3, 'hard']]) {
      const made = solver.generateSudoku({ size: 16, seed, difficulty });
      expect(made.rating.level).toBe(difficulty);
      expect(solver.sudoku(made.puzzle).count).toBe(1);
      const top = { easy: 2.3, medium: 3.4, hard: 4.4 }[difficulty];
      if (difficulty !== 'easy') continue;  // one level's removals checked in full, for time
      for (let cell = 0; cell < made.puzzle.length; cell += 1) {
        if (made.puzzle[cell] === '.') continue;
        const fewer = `${made.puzzle.slice(0, cell)}.${made.puzzle.slice(cell + 1)}`;
        if (solver.sudoku(fewer).count === 1) expect(solver.rate(fewer).se ?? Infinity).toBeGreaterThan(top);
      }
    }
  });

  it('says what it made instead when a request cannot be met, and stays usable', () => {
    // Every 4x4 puzzle is solved by singles (bench/shidoku-singles.js): refused before any attempt.
    expect(() => solver.generateSudoku({ size: 4, seed: 1, difficulty: 'hard' })).toThrow(
      new RangeError('generateSudoku: SE 3.5 to 4.4 cannot be met on a classic 4x4: singles solve every one (SE 2.3 at most)'));
    expect(() => solver.generateSudoku({ seed: 1, difficulty: 'easy', maxGivens: 20 })).toThrow(
      /^could not make a puzzle rated SE 1\.0 to 2\.3 with at most 20 givens in 2000 attempts \(made: \d+ easy, \d+ above 2\.3\)/);
    expect(solver.generateSudoku({ size: 4, seed: 1, difficulty: 'easy' }).rating.level).toBe('easy');
  });
});

describe('a step\'s sentence (sentenceOf)', () => {
  const at = (row, column, digit) => ({ cell: (row - 1) * 9 + column - 1, row, column, digit });
  const step = (removals) => ({
    technique: 'cage-combination', se: 1.0, digits: [3, 6, 9], cells: [at(1, 2), at(1, 3)], houses: [], removals, placements: [], chains: [],
  });

  it('groups a cell\'s removals by cell where that reads shorter (player report item 10)', () => {
    const removals = [1, 2, 4, 5, 7, 8].flatMap((digit) => [at(1, 2, digit), at(1, 3, digit)]);
    expect(sentenceOf(step(removals), '123456789')).toBe('Cage combination: the cage of r1c2 and r1c3 can reach its sum only with 3, 6 and 9, each in a cell that allows it, which removes 1, 2, 4, 5, 7 and 8 from r1c2 and r1c3.');
  });

  it('keeps the grouping by digit where that reads shorter', () => {
    const removals = [at(4, 2, 2), at(4, 8, 2), at(4, 5, 9)];
    expect(sentenceOf(step(removals), '123456789')).toMatch(/which removes 2 from r4c2 and r4c8 and 9 from r4c5\.$/);
  });

  // Issue 41, defect 10: a two-cell cage "can reach its sum only with 1, 2, 3, 4, 5, 6, 7 and 8".
  it('reads a cage by its sum and the ways its empty cells make it, not the digits of every way run together', () => {
    const cage = { ...step([at(1, 2, 9), at(1, 3, 9)]), digits: [1, 2, 3, 4, 5, 6, 7, 8], sum: 9 };
    expect(sentenceOf(cage, '123456789')).toBe('Cage combination: the cage of r1c2 and r1c3 (sum 9) can only be 1 + 8, 2 + 7, 3 + 6 or 4 + 5, each digit in a cell that allows it, which removes 9 from r1c2 and r1c3.');
    const three = { ...cage, cells: [at(1, 1), at(1, 2), at(1, 3)], digits: [8], sum: 11, removals: [at(1, 3, 9)] };
    expect(sentenceOf(three, '123456789', [2, 1])).toBe('Cage combination: the cage of r1c1, r1c2 and r1c3 (sum 11) holds 1 and 2 already, so its last empty cell needs 8, which removes 9 from r1c3.');
    const big = { ...cage, cells: [at(1, 1), at(1, 2), at(1, 3), at(1, 4)], digits: [1, 2, 3, 4, 5, 6, 7, 8, 9], sum: 20 };
    expect(sentenceOf(big, '123456789')).toMatch(/^Cage combination: the cage of r1c1, r1c2, r1c3 and r1c4 \(sum 20\) can be made in many ways, but none puts the digits removed here in their cells, which removes 9 /);
    expect(sentenceOf({ ...big, digits: [6, 7, 8, 9], sum: 30 }, '123456789')).toMatch(/\(sum 30\) can only be 6 \+ 7 \+ 8 \+ 9, each digit/);
  });

  it('gives every cage combination of a killer\'s explanation its sum, and says one "which" a sentence', () => {
    const made = solver.generateSudoku({ seed: 4, difficulty: 'easy', variant: { cages: true } });
    const { steps } = solver.explain(made.puzzle, { variant: made.variant });
    const sums = new Map(solver.parseSudoku(made.puzzle, { variant: made.variant }).variant.cages.map((cage) => [cage.cells.join(), cage.sum]));
    const cages = steps.filter((s) => s.technique === 'cage-combination');
    expect(cages.length).toBeGreaterThan(10);
    for (const s of cages) {
      expect(s.sum).toBe(sums.get(s.cells.map(({ cell }) => cell).join()));
      expect(s.sentence).toContain(`(sum ${s.sum})`);
      expect(s.sentence).not.toMatch(/only with 1, 2, 3, 4, 5, 6, 7 and 8/);
    }
    for (const s of steps) expect(s.sentence.split(/\bwhich\b/).length, s.sentence).toBeLessThanOrEqual(2);
    expect(steps.some((s) => /^Direct .*, leaving .*, which places/.test(s.sentence))).toBe(true);
  });
});
