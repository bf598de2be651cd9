// The play page's addresses and saved games (web/page/play/address.js, saved.js, setup.js) read
// through the library as the page reads them, without the DOM: each bad case and what the player
// is told (docs/bad-inputs.md, "Play page", is checked against them), puzzles in any alphabet the
// library reads, and a seeded property test over random and mutated addresses and saves.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { addressOf, readAddress, refusedLink } from '../../web/page/play/address.js';
import { Game } from '../../web/page/play/game.js';
import { ASIDE, clock, otherGame, puzzleKey, readSave, repairedSave, saveText, timeOf, unreadSave, withTime } from '../../web/page/play/saved.js';
import { gameOf, readPuzzle, resumeSave, setupOf, solutionOf } from '../../web/page/play/setup.js';
import { SUDOKU_SYMBOLS } from '../../web/lib/symbols.js';
import { seededRandom } from '../support/fixtures.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
let solver;
let NORVIG_SOLUTION;
beforeAll(async () => {
  solver = await createSolver();
  [NORVIG_SOLUTION] = solver.sudoku(NORVIG).solutions;
});

// The page's two ways in, as sudoku-play.js sequences them: a link is solved in the worker, a save
// brings its solution (worked out again when it is missing or does not fit). { game, parsed,
// repairs } or { problem } (what the player is told why).
async function fromAddress(hash) {
  const link = readAddress(hash);
  if (!link || link.problem) return link && { problem: link.problem };
  try {
    const parsed = await readPuzzle(solver, link.puzzle, link.variant);
    const solution = await solutionOf(solver, link.puzzle, link.variant);
    return { parsed, game: await gameOf(solver, parsed, solution, link.moves) };
  } catch (error) {
    return { problem: error.message, error };
  }
}
async function fromSave(text) {
  const found = readSave(text);
  if (!found || found.problem) return found && { problem: found.problem };
  try {
    const { parsed, game, repairs } = await resumeSave(solver, found.save);
    return { parsed, game, repairs: [...found.repairs, ...repairs] };
  } catch (error) {
    return { problem: error.message, error };
  }
}

const save = (fields = {}) => JSON.stringify({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: { se: 3.4, level: 'hard' }, variant: null, moves: 'p1:1', seconds: 600, ...fields });
const KEY = `${ASIDE}:<time>`;

// [what the page is given (as docs/bad-inputs.md shows it), how it is given, what the player is told]
const CASES = () => [
  ['`#<p>&moves=s0:5%2F` (a hint over the given in row 1, column 1)', () => fromAddress(`${NORVIG}&moves=s0:5%2F`), 'link'],
  ['`#<p>&moves=s1:0%2F`', () => fromAddress(`${NORVIG}&moves=s1:0%2F`), 'link'],
  ['`#<p>&moves=p0:5` (a digit over a given)', () => fromAddress(`${NORVIG}&moves=p0:5`), 'link'],
  ['`#<p>&moves=p1:1 m1:2` (a mark on a digit)', () => fromAddress(`${NORVIG}&moves=p1:1%20m1:2`), 'link'],
  ['`#<p>&moves=x1`', () => fromAddress(`${NORVIG}&moves=x1`), 'link'],
  ['`#<p>&moves=p81:1`', () => fromAddress(`${NORVIG}&moves=p81:1`), 'link'],
  ['`#<p>&variant=5`', () => fromAddress(`${NORVIG}&variant=5`), 'link'],
  ['`#<p>&variant={x`', () => fromAddress(`${NORVIG}&variant=%7Bx`), 'link'],
  ['`#<p>&variant={"diagonal":true}`', () => fromAddress(`${NORVIG}&variant=${encodeURIComponent('{"diagonal":true}')}`), 'link'],
  ['`#<81 dots>`', () => fromAddress('.'.repeat(81)), 'link'],
  ['`#<p with 4 in row 1, column 2>` (two 4s in a row)', () => fromAddress(`44${NORVIG.slice(2)}`), 'link'],
  ['`#hello`', () => fromAddress('hello'), 'link'],
  ['`#moves=p1:1` (no puzzle)', () => fromAddress('moves=p1:1'), 'link'],
  ['`#<1296 dots>` (36x36)', () => fromAddress('.'.repeat(1296)), 'link'],
  ['a save that is not JSON', () => fromSave('{"puzzle":'), 'save'],
  ['a save `[]`', () => fromSave('[]'), 'save'],
  ['a save without `moves`', () => fromSave(JSON.stringify({ ...JSON.parse(save()), moves: undefined })), 'save'],
  ['a save with `seconds: "12"`', () => fromSave(save({ seconds: '12' })), 'repaired'],
  ['a save with `seconds: -1`', () => fromSave(save({ seconds: -1 })), 'repaired'],
  ['a save with `rating: "hard"`', () => fromSave(save({ rating: 'hard' })), 'repaired'],
  ['a save without `rating`', () => fromSave(JSON.stringify({ ...JSON.parse(save()), rating: undefined })), 'repaired'],
  ['a save without `solution`', () => fromSave(JSON.stringify({ ...JSON.parse(save()), solution: undefined })), 'repaired'],
  ['a save with `variant: "x"`', () => fromSave(save({ variant: 'x' })), 'save'],
  ['a save with `moves: "p1:1 x1"`', () => fromSave(save({ moves: 'p1:1 x1' })), 'save'],
  ['a save with `moves: "s0:5/"`', () => fromSave(save({ moves: 's0:5/' })), 'save'],
  ["a save with `puzzle: 'x'.repeat(81)`", () => fromSave(save({ puzzle: 'x'.repeat(81) })), 'save'],
  ['a save whose solution changes a given', () => fromSave(save({ solution: `5${NORVIG_SOLUTION.slice(1)}` })), 'repaired'],
  ['a save whose solution repeats a digit', () => fromSave(save({ solution: `${NORVIG_SOLUTION.slice(0, 80)}${NORVIG_SOLUTION[79]}` })), 'repaired'],
  ['a save whose solution is short', () => fromSave(save({ solution: NORVIG_SOLUTION.slice(0, 80) })), 'repaired'],
];

const told = (kind, outcome) => {
  if (kind === 'repaired') return repairedSave(outcome.repairs);
  return kind === 'link' ? refusedLink(outcome.problem, false) : unreadSave(outcome.problem, KEY);
};

describe('addresses and saves that do not read', () => {
  it('are refused with a reason the player is told, never loaded; a save with a bad minor field is repaired and resumed', async () => {
    for (const [name, run, kind] of CASES()) {
      const outcome = await run();
      if (kind === 'repaired') {
        // Player report item 7: the game goes on (its moves, a solution that fits), the player told what was repaired.
        expect(outcome.problem, name).toBeUndefined();
        expect(outcome.game.values[1], name).toBe(1);
        expect(outcome.game.solution, name).toEqual([...NORVIG_SOLUTION].map(Number));
        expect(outcome.repairs.length, name).toBeGreaterThan(0);
        continue;
      }
      expect(outcome.game, name).toBeUndefined();
      expect(outcome.problem, name).toMatch(/\w/);
    }
    expect(readSave(save({ seconds: -5 })).save.seconds).toBe(0);
    expect(readSave(save({ rating: undefined })).save.rating).toBeNull();
  });

  it('docs/bad-inputs.md, "Play page", shows each case and what the player is told', async () => {
    const rows = [];
    for (const [name, run, kind] of CASES()) rows.push(`| ${name} | ${told(kind, await run()).replace(/\|/g, '\\|')} |`);
    const doc = readFileSync(new URL('../../docs/bad-inputs.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Play page (addresses and saved games)\n'));
    // the table: its rows after the head, up to the first line that is not a row
    const lines = section.slice(section.indexOf('| address or save |')).split('\n').slice(2);
    const end = lines.findIndex((line) => !line.startsWith('|'));
    const table = end === -1 ? lines : lines.slice(0, end);
    expect(table).toEqual(rows);
  });
});

describe('a game read as the library reads it', () => {
  it('reads a moves text and rules from the address, and writes them back', () => {
    const variant = { x: true };
    const hash = addressOf({ puzzle: NORVIG, moves: 'p1:1 m2:3', variant });
    expect(readAddress(hash)).toEqual({ puzzle: NORVIG, moves: 'p1:1 m2:3', variant });
    expect(readAddress(`#${NORVIG}`)).toEqual({ puzzle: NORVIG, moves: '', variant: null });
    expect(readAddress('')).toBeNull();
    expect(readAddress(`#${NORVIG}&variant=null`)).toEqual({ puzzle: NORVIG, moves: '', variant: null });
    expect(readAddress(`#${NORVIG}&variant=[1]`)).toEqual({ problem: 'its variant does not read: [1] is not an object of rules' });
  });

  it('keeps a save as it was written', async () => {
    const text = saveText({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: null, variant: null, moves: 'p1:1', seconds: 3 });
    expect(readSave(text)).toEqual({ save: JSON.parse(text), repairs: [] });
    expect(readSave(null)).toBeNull();
    // Paused: kept with the game; an older save without the field (or anything but true) reads as not paused, without a word.
    expect(JSON.parse(text).paused).toBe(false);
    expect(readSave(saveText({ ...JSON.parse(text), paused: true })).save.paused).toBe(true);
    const older = JSON.parse(text);
    delete older.paused;
    expect(readSave(JSON.stringify(older))).toEqual({ save: { ...older, paused: false }, repairs: [] });
    expect(readSave(JSON.stringify({ ...older, paused: 'yes' })).save.paused).toBe(false);
    const { game } = await fromSave(text);
    expect(game.values[1]).toBe(1);
  });

  // Issue 45, P2: the page read a 16x16 link in the A-P alphabet as 1-9 and A-G (values 10-25, 86
  // cells refusing their solution digit) and dropped lowercase givens (46 of 101 blank).
  it('reads a 16x16 puzzle in the A-P alphabet and in lowercase as sudoku() does: every given, every solution digit', async () => {
    const made = solver.generateSudoku({ size: 16, seed: 5, difficulty: 'easy' });
    const expected = solver.parseSudoku(made.puzzle).cells;
    const lettered = [...made.puzzle].map((ch) => (ch === '.' ? '.' : 'ABCDEFGHIJKLMNOP'[SUDOKU_SYMBOLS.indexOf(ch)])).join('');
    for (const puzzle of [lettered, made.puzzle.toLowerCase(), lettered.toLowerCase()]) {
      const { game, problem } = await fromAddress(puzzle);
      expect(problem, puzzle).toBeUndefined();
      expect(game.givens).toEqual(expected);
      expect(game.givens.filter(Boolean)).toHaveLength([...made.puzzle].filter((ch) => ch !== '.').length);
      for (let cell = 0; cell < 256; cell += 1) if (!game.isGiven(cell)) game.play({ type: 'place', cell, digit: game.solution[cell] });
      expect(game.mistakes()).toEqual([]);
      expect(game.solved).toBe(true);
    }
  });

  // Issue 45, P3: a 4x4 or 16x16 link on the 9x9 page was saved, then dropped on the next visit.
  it('plays 4x4 and 16x16 links and their saves whatever the page\'s own size', async () => {
    for (const size of [4, 16]) {
      const made = solver.generateSudoku({ size, seed: 2 });
      expect((await fromAddress(made.puzzle)).game.n).toBe(size);
      expect((await fromSave(save({ puzzle: made.puzzle, solution: made.solution, moves: '' }))).game.n).toBe(size);
    }
  });

  it('refuses a solution that breaks a variant\'s rule: a killer\'s cage sum', () => {
    const made = solver.generateSudoku({ size: 4, seed: 2, variant: { cages: true } });
    const parsed = solver.parseSudoku(made.puzzle, { variant: made.variant });
    const cells = solver.parseSudoku(made.solution).cells;
    expect(setupOf(parsed, cells).n).toBe(4);
    const [cage] = parsed.variant.cages;
    const wrong = { ...parsed, variant: { ...parsed.variant, cages: [{ ...cage, sum: cage.sum + 1 }, ...parsed.variant.cages.slice(1)] } };
    expect(() => setupOf(wrong, cells)).toThrow(new RangeError(`the solution adds up to ${cage.sum} in cage ${cage.label}, not ${cage.sum + 1}`));
  });
});

// Player report items 3, 6, 14 and 16.
describe('time, other tabs and a solved game', () => {
  it('shows a time past an hour as h:mm:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(599)).toBe('9:59');
    expect(clock(3599)).toBe('59:59');
    expect(clock(3600)).toBe('1:00:00');
    expect(clock(1e9)).toBe('277777:46:40');
  });

  it('keeps each puzzle\'s time, so that a game returned to finds it again; the record stays small', () => {
    const a = puzzleKey(NORVIG, null);
    const b = puzzleKey(NORVIG, { x: true });
    let record = withTime(null, a, 11);
    record = withTime(record, b, 40);
    expect(timeOf(record, a)).toBe(11);
    expect(timeOf(record, b)).toBe(40);
    expect(timeOf(record, puzzleKey('other', null))).toBe(0);
    expect(timeOf('not json', a)).toBe(0);
    for (let k = 0; k < 200; k += 1) record = withTime(record, `p${k}`, k);
    expect(JSON.parse(record).length).toBe(50);
    expect(timeOf(record, 'p199')).toBe(199);
  });

  it('tells another tab\'s different game, or other moves on this one, from this tab\'s own save', () => {
    const mine = saveText({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: null, variant: null, moves: 'p1:1', seconds: 3 });
    const theirs = saveText({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: null, variant: { x: true }, moves: 'm1:2', seconds: 9 });
    const sameGameElsewhere = saveText({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: null, variant: null, moves: 'p1:1 p2:2', seconds: 5 });
    const sameMovesLater = saveText({ puzzle: NORVIG, solution: NORVIG_SOLUTION, rating: null, variant: null, moves: 'p1:1', seconds: 8 });
    const here = { puzzle: NORVIG, variant: null, moves: 'p1:1' };
    expect(otherGame(mine, mine, here)).toBeNull();           // what this tab wrote
    expect(otherGame(null, mine, here)).toBeNull();           // nothing saved
    expect(otherGame(sameMovesLater, mine, here)).toBeNull();  // the same game and moves, its time apart
    // The same game played on elsewhere: saving over it would lose its moves.
    expect(otherGame(sameGameElsewhere, mine, here)).toMatchObject({ moves: 'p1:1 p2:2', samePuzzle: true });
    expect(otherGame(theirs, mine, here)).toMatchObject({ variant: { x: true }, moves: 'm1:2', seconds: 9, samePuzzle: false });
    expect(otherGame('{bad', mine, here)).toBeNull();
  });

  it('locks a solved game\'s digits; undo still steps back', async () => {
    const { game } = await fromSave(save({ moves: '' }));
    for (let cell = 0; cell < 81; cell += 1) if (!game.isGiven(cell)) game.play({ type: 'place', cell, digit: game.solution[cell] });
    expect(game.solved).toBe(true);
    const cell = game.givens.indexOf(0);
    expect(game.play({ type: 'place', cell, digit: (game.solution[cell] % 9) + 1 })).toBe(false);
    expect(game.play({ type: 'erase', cell })).toBe(false);
    expect(game.refusal({ type: 'erase', cell })).toBe('the puzzle is solved');
    expect(game.solved).toBe(true);
    expect(game.undo()).toBe(true);
    expect(game.solved).toBe(false);
    expect(game.play({ type: 'erase', cell: game.done.at(-1)?.action.cell ?? cell })).toBe(true);
  });
});

describe('large addresses and saves', () => {
  it('are refused as any other: a megabyte puzzle, 200,000 moves', async () => {
    expect((await fromAddress('1'.repeat(1e6))).problem).toBe('the puzzle has 1000000 symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)');
    const moves = new Array(200_000).fill('f').join(' ');
    expect((await fromAddress(`${NORVIG}&moves=${moves}`)).problem).toBe('200000 moves are more than a 9x9 game keeps (3240)');
    expect((await fromSave(save({ moves }))).problem).toBe('200000 moves are more than a 9x9 game keeps (3240)');
  });
});

// Random and mutated addresses and saves: none throws past the page's reading (every failure is an
// Error with a message the player is shown), none changes a given, and each game that loads can be
// won: its solution fits the rules and playing it solves the game.
describe('property: addresses and saves, random and mutated', () => {
  const ALPHABET = '.0123456789ABCDEFGHIJKLMNOPabcxyz:/ ,&=#%{}[]"-+spemf\n\\';
  function mutate(text, random) {
    const chars = [...text];
    const edits = 1 + Math.floor(random() * 3);
    for (let k = 0; k < edits; k += 1) {
      const at = Math.floor(random() * (chars.length + 1));
      const ch = ALPHABET[Math.floor(random() * ALPHABET.length)];
      const kind = random();
      if (kind < 0.4) chars[at] = ch;
      else if (kind < 0.7) chars.splice(at, 0, ch);
      else if (kind < 0.85) chars.splice(at, 1);
      else chars.splice(at, Math.floor(random() * 20));
    }
    return chars.join('');
  }
  const randomValue = (random) => [null, 0, -1, 1.5, 'x', '', [], {}, true, 2 ** 53, '12', { se: 'x', level: 1 }][Math.floor(random() * 12)];

  function checkOutcome(outcome, label) {
    if (!outcome) return;
    if (outcome.problem !== undefined) {
      expect(typeof outcome.problem, label).toBe('string');
      expect(outcome.problem.length, label).toBeGreaterThan(0);
      // A failure of the page's own code (a property of undefined, a call of a non-function) is a bug, not a reason.
      expect(outcome.problem, label).not.toMatch(/undefined|Cannot read|is not a function|is not iterable|of null/);
      return;
    }
    const { game, parsed } = outcome;
    expect(game.givens, label).toEqual(parsed.cells);
    game.givens.forEach((given, cell) => { if (given) expect(game.values[cell], label).toBe(given); });
    for (let cell = 0; cell < game.n * game.n; cell += 1) if (!game.isGiven(cell)) game.play({ type: 'place', cell, digit: game.solution[cell] });
    expect(game.solved, label).toBe(true);
  }

  it('never throw, never change a given, never load an unwinnable game: each loads or is reported', async () => {
    const random = seededRandom(45);
    const seeds = [
      solver.generateSudoku({ seed: 1, difficulty: 'easy' }),
      solver.generateSudoku({ size: 4, seed: 2 }),
      solver.generateSudoku({ seed: 3, variant: { x: true } }),
      solver.generateSudoku({ seed: 4, variant: { cages: true } }),
      solver.generateSudoku({ size: 16, seed: 5, difficulty: 'easy' }),
    ];
    // A few moves each, made as a player makes them (random cells and digits, hints applied).
    const games = seeds.map((made) => {
      const parsed = solver.parseSudoku(made.puzzle, made.variant ? { variant: made.variant } : {});
      const game = Game.restore(setupOf(parsed, solver.parseSudoku(made.solution, { symbols: parsed.symbols }).cells), '');
      for (let k = 0; k < 12; k += 1) {
        const cell = Math.floor(random() * game.n * game.n);
        const digit = 1 + Math.floor(random() * game.n);
        const type = ['place', 'mark', 'erase', 'fill'][Math.floor(random() * 4)];
        game.play({ type, cell, digit });
      }
      const hint = solver.hint(made.puzzle, { ...game.position(), ...(made.variant ? { variant: made.variant } : {}) });
      if (hint.status === 'step') game.play({ type: 'step', placements: hint.step.placements, removals: hint.step.removals });
      return { made, moves: game.moves };
    });
    let loaded = 0;
    let reported = 0;
    for (let k = 0; k < 240; k += 1) {
      const { made, moves } = games[k % games.length];
      const variant = made.variant ?? null;
      const fields = { puzzle: made.puzzle, solution: made.solution, rating: made.rating, variant, moves, seconds: 5 };
      let hash;
      let text;
      const pick = random();
      const some = moves.split(' ').slice(0, Math.floor(random() * 14)).join(' ');
      if (pick < 0.2) hash = mutate(addressOf({ puzzle: made.puzzle, moves, variant }), random);
      else if (pick < 0.3) hash = `${addressOf({ puzzle: made.puzzle, moves: '', variant })}${mutate(some, random)}`;
      else if (pick < 0.35) hash = addressOf({ puzzle: made.puzzle, moves: some, variant });
      else if (pick < 0.45) hash = Array.from({ length: Math.floor(random() * 120) }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
      else if (pick < 0.65) text = mutate(saveText(fields), random);
      else if (pick < 0.8) text = saveText({ ...fields, moves: random() < 0.5 ? some : mutate(some, random) });
      else {
        const names = Object.keys(fields);
        text = JSON.stringify({ ...fields, [names[Math.floor(random() * names.length)]]: randomValue(random) });
      }
      const outcome = hash !== undefined ? await fromAddress(hash) : await fromSave(text);
      checkOutcome(outcome, hash ?? text);
      if (outcome?.game) loaded += 1;
      if (outcome?.problem) reported += 1;
    }
    // Both ends are exercised: many cases load, many are refused.
    expect(loaded).toBeGreaterThan(15);
    expect(reported).toBeGreaterThan(100);
  });
});
