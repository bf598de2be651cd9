// Play mode's game state (web/page/play/game.js) with the logic solver: a whole game played by
// hints, digits and marks, undo and redo, mistakes, and a game saved as its moves and replayed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { Game, MAX_MOVES_PER_CELL } from '../../web/page/play/game.js';
import { houseCells, housesOf } from '../../web/page/play/houses.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

const digits = (line) => [...line].map((ch) => (ch === '.' ? 0 : parseInt(ch, 36) - (ch >= 'A' ? 9 : 0)));
function setupOf(made, n = 9, data = null) {
  return { n, givens: digits(made.puzzle), solution: digits(made.solution), houses: housesOf(n, data) };
}

describe('a game in play mode', () => {
  it('is played to the end by applying hints, each from the position the game is in', () => {
    const made = solver.generateSudoku({ seed: 4, difficulty: 'hard' });
    const game = new Game(setupOf(made));
    game.play({ type: 'fill' });
    let hints = 0;
    while (!game.solved) {
      const hint = solver.hint(made.puzzle, game.position());
      expect(hint.status).toBe('step');
      expect(game.play({ type: 'step', placements: hint.step.placements, removals: hint.step.removals })).toBe(true);
      hints += 1;
    }
    expect(hints).toBeGreaterThan(10);
    expect(solver.hint(made.puzzle, game.position()).status).toBe('solved');
    // Replayed from its moves, the same position.
    const again = Game.restore(setupOf(made), game.moves);
    expect(again.values).toEqual(game.values);
    expect(again.marks).toEqual(game.marks);
    expect(again.solved).toBe(true);
  });

  it('clears a placed digit from the marks of its houses, undoes and redoes every move', () => {
    const made = solver.generateSudoku({ seed: 9 });
    const game = new Game(setupOf(made));
    const cell = game.givens.indexOf(0);
    const digit = game.solution[cell];
    const peer = game.peers[cell].find((p) => !game.isGiven(p) && game.candidatesOf(p) & (1 << (digit - 1)));
    expect(game.play({ type: 'mark', cell: peer, digit })).toBe(true);
    expect(game.play({ type: 'place', cell, digit })).toBe(true);
    expect(game.marks[peer]).toBe(0);
    expect(game.undo()).toBe(true);
    expect(game.values[cell]).toBe(0);
    expect(game.marks[peer]).toBe(1 << (digit - 1));
    expect(game.redo()).toBe(true);
    expect(game.values[cell]).toBe(digit);
    expect(game.undo() && game.undo()).toBe(true);
    expect(game.undo()).toBe(false);
    expect(game.marks[peer]).toBe(0);
    expect(game.play({ type: 'place', cell: game.givens.findIndex(Boolean), digit: 1 })).toBe(false);  // a given
  });

  it('names wrong digits, which the solver names too', () => {
    const made = solver.generateSudoku({ seed: 2 });
    const game = new Game(setupOf(made));
    const cell = game.givens.indexOf(0);
    const wrong = (game.solution[cell] % 9) + 1;
    game.play({ type: 'place', cell, digit: wrong });
    expect(game.mistakes()).toEqual([cell]);
    const hint = solver.hint(made.puzzle, game.position());
    expect(hint).toMatchObject({ status: 'mistakes', mistakes: [{ cell, kind: 'digit', digit: wrong }] });
  });

  it('knows a variant\'s houses: the diagonals of an X, the cages of a killer', () => {
    const made = solver.generateSudoku({ seed: 5, variant: { x: true } });
    const game = new Game(setupOf(made, 9, { x: true }));
    expect(game.peers[0]).toContain(80);
    expect(game.peers[8]).toContain(72);
    const killer = housesOf(4, { cages: [{ cells: [0, 5] }] });
    expect(killer.at(-1)).toEqual([0, 5]);
    const windows = housesOf(9, { windoku: true }).slice(27);
    expect(windows).toHaveLength(4);
    expect(windows[0]).toEqual([10, 11, 12, 19, 20, 21, 28, 29, 30]);
  });

  it('finds the cells of a step\'s house: a jigsaw region by its number, a diagonal, a window', () => {
    const REGIONS = '999998888\n555998888\n555998333\n555111333\n222111333\n222111444\n222766444\n777766444\n777766666\n';
    const data = solver.parseSudoku('.'.repeat(81), { variant: { regions: REGIONS, x: true, windoku: true } }).variant;
    const houses = housesOf(9, data);
    for (let region = 0; region < 9; region += 1) {
      const cells = data.regions.flatMap((r, cell) => (r === region ? [cell] : []));
      expect(houseCells(houses, 9, data, { kind: 'region', index: region + 1 })).toEqual(cells);
    }
    expect(houseCells(houses, 9, data, { kind: 'diagonal', index: 2 })).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    expect(houseCells(houses, 9, data, { kind: 'window', index: 4 })).toEqual([50, 51, 52, 59, 60, 61, 68, 69, 70]);
    expect(houseCells(houses, 9, data, { kind: 'column', index: 9 })).toEqual([8, 17, 26, 35, 44, 53, 62, 71, 80]);
    // A hint on the jigsaw names a house whose cells all hold the step's cells' house.
    const made = solver.generateSudoku({ seed: 6, difficulty: 'medium', variant: { regions: REGIONS } });
    const { step } = solver.hint(made.puzzle, { variant: made.variant });
    const drawn = solver.parseSudoku(made.puzzle, { variant: made.variant }).variant;
    for (const house of step.houses) expect(houseCells(housesOf(9, drawn), 9, drawn, house)).toHaveLength(9);
  });

  it('sets or clears one mark on several cells as one move, kept in the moves text, old texts read as before', () => {
    const made = solver.generateSudoku({ seed: 9 });
    const game = new Game(setupOf(made));
    const [a, b, c] = game.givens.flatMap((v, cell) => (v ? [] : [cell]));
    expect(game.play({ type: 'mark', cell: a, digit: 4 })).toBe(true);
    expect(game.play({ type: 'place', cell: c, digit: game.solution[c] })).toBe(true);
    // c holds a digit: left as it is; a keeps its 4, b gains it.
    expect(game.play({ type: 'notes', cells: [a, b, c], digit: 4, on: true })).toBe(true);
    expect([game.marks[a], game.marks[b], game.values[c]]).toEqual([8, 8, game.solution[c]]);
    expect(game.play({ type: 'notes', cells: [a, b], digit: 4, on: true })).toBe(false);  // it changes nothing
    expect(game.play({ type: 'notes', cells: [a, b], digit: 4, on: false })).toBe(true);
    expect([game.marks[a], game.marks[b]]).toEqual([0, 0]);
    expect(game.undo()).toBe(true);
    expect([game.marks[a], game.marks[b]]).toEqual([8, 8]);
    expect(game.moves).toBe(`m${a}:4 p${c}:${game.solution[c]} n${a}.${b}.${c}:+4`);
    const again = Game.restore(setupOf(made), `${game.moves} n${a}.${b}:-4`);
    expect([again.marks[a], again.marks[b], again.done.length]).toEqual([0, 0, 4]);
    for (const [word, problem] of [
      [`n${a}.${a}:+4`, 'a cell is listed twice'],
      [`n${a}:4`, 'a note on several cells is n<cells>:+<digit> or n<cells>:-<digit>'],
      [`n${a}.x:+4`, 'x is not a number up to 80'],
      [`n${a}:+10`, '10 is not a number up to 9'],
    ]) expect(() => Game.restore(setupOf(made), word)).toThrow(new RangeError(`move "${word}" does not read: ${problem}`));
    expect(() => Game.restore(setupOf(made), `n${a}:-4`)).toThrow(new RangeError(`move "n${a}:-4" is refused: it changes nothing`));
  });

  it('refuses moves that do not read, naming them', () => {
    const made = solver.generateSudoku({ seed: 3 });
    expect(() => Game.restore(setupOf(made), 'p3:5 x1')).toThrow(new RangeError('move "x1" does not read: a move is p, e, m, n, f or s'));
    expect(() => Game.restore(setupOf(made), 'p81:5')).toThrow(/move "p81:5" does not read: 81 is not a number up to 80/);
    expect(() => Game.restore(setupOf(made), 'm3:0')).toThrow(/0 is not a digit from 1 to 9/);
  });

  // Issue 45, P1: `s0:5/` in an address overwrote the given in r1c1 (`s0:0/` blanked it), and the
  // game replayed and saved it. A move read back is checked as a keypress is.
  it('refuses a hint applied over a given, or a digit out of range, as a keypress is refused', () => {
    const made = solver.generateSudoku({ seed: 3 });
    const given = made.puzzle.search(/[1-9]/);
    const setup = setupOf(made);
    const game = new Game(setup);
    const other = (Number(made.puzzle[given]) % 9) + 1;
    expect(game.play({ type: 'step', placements: [{ cell: given, digit: other }], removals: [] })).toBe(false);
    expect(game.refusal({ type: 'step', placements: [{ cell: given, digit: other }], removals: [] })).toBe(`row ${Math.floor(given / 9) + 1}, column ${(given % 9) + 1} is a given`);
    expect(game.values[given]).toBe(Number(made.puzzle[given]));
    expect(() => game.play({ type: 'step', placements: [{ cell: given, digit: 0 }], removals: [] })).toThrow(new RangeError('0 is not a digit from 1 to 9'));
    expect(() => game.play({ type: 'step', placements: [], removals: [{ cell: 81, digit: 1 }] })).toThrow(new RangeError('no cell 81 in a 9x9 grid'));
    expect(() => Game.restore(setup, `s${given}:${other}/`)).toThrow(new RangeError(`move "s${given}:${other}/" is refused: row ${Math.floor(given / 9) + 1}, column ${(given % 9) + 1} is a given`));
    expect(() => Game.restore(setup, `s${given}:0/`)).toThrow(new RangeError(`move "s${given}:0/" does not read: 0 is not a digit from 1 to 9`));
    expect(() => Game.restore(setup, `p${given}:${other}`)).toThrow(/is refused: row \d, column \d is a given/);
    expect(() => Game.restore(setup, `e${given}`)).toThrow(/is refused: row \d, column \d is a given/);
  });

  it('refuses moves the game never records: a mark on a digit, a move that changes nothing, more moves than a game keeps', () => {
    const made = solver.generateSudoku({ seed: 3 });
    const setup = setupOf(made);
    const cell = made.puzzle.indexOf('.');
    expect(() => Game.restore(setup, `p${cell}:1 m${cell}:2`)).toThrow(new RangeError(`move "m${cell}:2" is refused: row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1} holds a digit`));
    expect(() => Game.restore(setup, 'f f')).toThrow(new RangeError('move "f" is refused: it changes nothing'));
    expect(() => Game.restore(setup, `s/ p${cell}:1`)).toThrow(new RangeError('move "s/" is refused: it changes nothing'));
    expect(() => Game.restore(setup, 's1:2/3:4/5')).toThrow(/move "s1:2\/3:4\/5" does not read/);
    const many = Array.from({ length: MAX_MOVES_PER_CELL * 81 + 1 }, (_, k) => (k % 2 ? `e${cell}` : `p${cell}:1`));
    expect(() => Game.restore(setup, many.join(' '))).toThrow(new RangeError(`${MAX_MOVES_PER_CELL * 81 + 1} moves are more than a 9x9 game keeps (${MAX_MOVES_PER_CELL * 81})`));
    // A game played to the bound refuses the next move, so that what it saves reads back.
    const full = Game.restore(setup, many.slice(0, -1).join(' '));
    expect(full.refusal({ type: 'place', cell, digit: 2 })).toBe(`the game keeps at most ${MAX_MOVES_PER_CELL * 81} moves`);
    expect(full.undo() && full.play({ type: 'place', cell, digit: 2 })).toBe(true);
    // What a game records, it replays.
    const game = new Game(setup);
    for (const action of [{ type: 'fill' }, { type: 'place', cell, digit: 1 }, { type: 'erase', cell }, { type: 'mark', cell, digit: 2 }]) game.play(action);
    expect(Game.restore(setup, game.moves).moves).toBe(game.moves);
  });
});

describe('a game in progress', () => {
  it('is one with a move made (a note counts) or one to redo, not solved: a fresh game is not, whatever its time', () => {
    const made = solver.generateSudoku({ seed: 9, difficulty: 'easy' });
    const game = new Game(setupOf(made));
    expect(game.inProgress).toBe(false);
    const empty = game.values.indexOf(0);
    expect(game.play({ type: 'mark', cell: empty, digit: 1 })).toBe(true);
    expect(game.inProgress).toBe(true);
    game.undo();
    expect(game.inProgress).toBe(true);  // a move to redo is still the player's
    const solved = Game.restore(setupOf(made), game.values.flatMap((v, cell) => (v ? [] : [`p${cell}:${digits(made.solution)[cell]}`])).join(' '));
    expect(solved.solved).toBe(true);
    expect(solved.inProgress).toBe(false);
  });
});
