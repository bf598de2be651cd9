// A game in play mode, without the DOM: the givens, the player's digits and pencil marks, and the
// moves that made them, each undoable and redoable. A move is an action (a digit placed, erased, a
// mark toggled, a mark set or cleared on several cells at once, every candidate filled in, a hint applied), kept as data so that a game can be
// saved and shared as its puzzle and its moves, and replayed (`Game.restore`). Marks are bit masks
// (bit d - 1 for digit d), as the logic solver takes them.
import { peersOf } from './houses.js';

const bit = (digit) => 1 << (digit - 1);

// A bound on a game's moves, far above a real game's (a digit and a few marks a cell) and low
// enough that replaying the most a crafted text may hold stays short. The game refuses a move
// past it as restore() refuses a text past it, so that every game saved can be read back.
export const MAX_MOVES_PER_CELL = 40;

// The cells (with their digits) an action names, to check them before it applies.
function cellsOf(action) {
  if (action.type === 'step') {
    if (!Array.isArray(action.placements) || !Array.isArray(action.removals)) throw new TypeError('a step needs placements and removals');
    return [...action.placements, ...action.removals];
  }
  if (action.type === 'erase') return [{ cell: action.cell }];
  if (action.type === 'place' || action.type === 'mark') return [{ cell: action.cell, digit: action.digit }];
  if (action.type === 'notes') {
    if (!Array.isArray(action.cells) || action.cells.length === 0) throw new TypeError('notes need a list of cells');
    if (new Set(action.cells).size !== action.cells.length) throw new RangeError('a cell is listed twice');
    return action.cells.map((cell) => ({ cell, digit: action.digit }));
  }
  return [];
}

export class Game {
  /**
   * @param {{ n: number, givens: number[], solution: number[], houses: number[][] }} setup
   *   givens and solution as digits per cell (0: blank), houses as housesOf() gives them.
   */
  constructor({ n, givens, solution, houses }) {
    if (givens.length !== n * n || solution.length !== n * n) throw new RangeError(`a ${n}x${n} game needs ${n * n} cells`);
    this.n = n;
    this.givens = [...givens];
    this.solution = [...solution];
    this.peers = peersOf(n, houses);
    this.houses = houses.map((house) => [...house]);
    this.housesOfCell = Array.from({ length: n * n }, () => []);
    this.houses.forEach((house, h) => { for (const cell of house) this.housesOfCell[cell].push(h); });
    this.maxMoves = MAX_MOVES_PER_CELL * n * n;
    this.values = [...givens];
    this.marks = new Array(n * n).fill(0);
    this.done = [];    // moves made, oldest first: { action, changes: [{ cell, value, marks, was: { value, marks } }] }
    this.undone = [];  // moves undone, most recent last
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  /** The digits the houses of an empty cell leave it. */
  candidatesOf(cell) {
    let mask = (1 << this.n) - 1;
    for (const peer of this.peers[cell]) if (this.values[peer]) mask &= ~bit(this.values[peer]);
    return mask;
  }

  // Applies an action as one move; false when the game refuses it (refusal() says why) or it
  // changes nothing. A cell or digit outside the grid throws a RangeError naming it. A solved game
  // takes no move (its digits are locked; undo() still steps back), so that it is never unsolved
  // by a stray key. Game.restore() replays saved moves without that lock, as they were played.
  play(action) {
    if (this.solved) return false;
    const move = this.attempt(action);
    if (typeof move === 'string') return false;
    this.commit(move);
    return true;
  }

  commit(move) {
    for (const { cell, value, marks } of move.changes) {
      this.values[cell] = value;
      this.marks[cell] = marks;
    }
    this.done.push(move);
    this.undone = [];
  }

  /** Why the game refuses `action` as it stands (a given changed, a mark on a digit, nothing changed), or null. */
  refusal(action) {
    if (this.solved) return 'the puzzle is solved';
    const move = this.attempt(action);
    return typeof move === 'string' ? move : null;
  }

  // The move `action` makes ({ action, changes }), or the reason it makes none. Every cell and
  // digit of the action is checked first, a hint's as a keypress's: one rule for all of them.
  attempt(action) {
    const where = (cell) => `row ${Math.floor(cell / this.n) + 1}, column ${(cell % this.n) + 1}`;
    for (const { cell, digit } of cellsOf(action)) {
      if (!(Number.isInteger(cell) && cell >= 0 && cell < this.n * this.n)) throw new RangeError(`no cell ${cell} in a ${this.n}x${this.n} grid`);
      if (digit !== undefined && !(Number.isInteger(digit) && digit >= 1 && digit <= this.n)) throw new RangeError(`${digit} is not a digit from 1 to ${this.n}`);
    }
    if (this.done.length >= this.maxMoves) return `the game keeps at most ${this.maxMoves} moves`;
    const next = new Map();  // cell -> { value, marks }
    const at = (cell) => next.get(cell) ?? { value: this.values[cell], marks: this.marks[cell] };
    const set = (cell, change) => next.set(cell, { ...at(cell), ...change });
    const place = (cell, digit) => {
      set(cell, { value: digit, marks: 0 });
      for (const peer of this.peers[cell]) if (at(peer).marks & bit(digit)) set(peer, { marks: at(peer).marks & ~bit(digit) });
    };
    switch (action.type) {
      case 'place':
        if (this.isGiven(action.cell)) return `${where(action.cell)} is a given`;
        place(action.cell, action.digit);
        break;
      case 'erase':
        if (this.isGiven(action.cell)) return `${where(action.cell)} is a given`;
        set(action.cell, { value: 0, marks: 0 });
        break;
      case 'mark':
        if (this.values[action.cell]) return `${where(action.cell)} holds a digit`;
        set(action.cell, { marks: this.marks[action.cell] ^ bit(action.digit) });
        break;
      case 'notes':
        // One mark set (`on`) or cleared on several cells as one move; the cells holding a digit are left.
        for (const cell of action.cells) {
          if (this.values[cell]) continue;
          set(cell, { marks: action.on ? this.marks[cell] | bit(action.digit) : this.marks[cell] & ~bit(action.digit) });
        }
        break;
      case 'fill': {
        // candidatesOf() for every empty cell, from each house's digits counted once.
        const taken = this.houses.map((house) => house.reduce((mask, cell) => (this.values[cell] ? mask | bit(this.values[cell]) : mask), 0));
        for (let cell = 0; cell < this.n * this.n; cell += 1) {
          if (this.values[cell]) continue;
          const marks = this.housesOfCell[cell].reduce((mask, h) => mask & ~taken[h], (1 << this.n) - 1);
          if (marks !== this.marks[cell]) set(cell, { marks });
        }
        break;
      }
      case 'step':
        // A hint applied: its removals taken from the cell's marks (or, unmarked, from what its
        // houses leave), its placements placed.
        for (const { cell, digit } of action.removals) {
          if (this.values[cell]) continue;
          const marks = at(cell).marks || this.candidatesOf(cell);
          set(cell, { marks: marks & ~bit(digit) });
        }
        for (const { cell, digit } of action.placements) {
          if (this.isGiven(cell)) return `${where(cell)} is a given`;
          place(cell, digit);
        }
        break;
      default:
        throw new TypeError(`unknown action "${action.type}"`);
    }
    const changes = [...next].map(([cell, to]) => ({ cell, ...to, was: { value: this.values[cell], marks: this.marks[cell] } }))
      .filter(({ cell, value, marks }) => value !== this.values[cell] || marks !== this.marks[cell]);
    return changes.length === 0 ? 'it changes nothing' : { action, changes };
  }

  undo() {
    const move = this.done.pop();
    if (!move) return false;
    for (const { cell, was } of move.changes) {
      this.values[cell] = was.value;
      this.marks[cell] = was.marks;
    }
    this.undone.push(move);
    return true;
  }

  redo() {
    const move = this.undone.pop();
    if (!move) return false;
    for (const { cell, value, marks } of move.changes) {
      this.values[cell] = value;
      this.marks[cell] = marks;
    }
    this.done.push(move);
    return true;
  }

  /** Cells whose digit is not the solution's. */
  mistakes() {
    return this.values.flatMap((value, cell) => (value && value !== this.solution[cell] ? [cell] : []));
  }

  // Whether the game has something to lose when replaced: a move made (a note counts) or one to
  // redo, not solved. Time alone does not count: a puzzle's time is kept apart (saved.js, TIMES).
  get inProgress() {
    return !this.solved && this.done.length + this.undone.length > 0;
  }

  get solved() {
    return this.values.every((value, cell) => value === this.solution[cell]);
  }

  /** The position as hint() takes it: the player's digits, and the marks (null where none). */
  position() {
    return {
      entries: this.values.map((value, cell) => (this.isGiven(cell) ? 0 : value)),
      candidates: this.marks.map((mask) => (mask ? Array.from({ length: this.n }, (_, d) => d + 1).filter((d) => mask & bit(d)) : null)),
    };
  }

  /**
   * The moves made, as text: one action a word (`p12:5`, `e12`, `m12:5`, `f`, `s12:5/13:6,40:2`,
   * and `n12.13.40:+5` / `n12.13:-5`, a mark set or cleared on several cells).
   */
  get moves() {
    const pairs = (list) => list.map(({ cell, digit }) => `${cell}:${digit}`).join(',');
    return this.done.map(({ action: a }) => {
      if (a.type === 'place') return `p${a.cell}:${a.digit}`;
      if (a.type === 'erase') return `e${a.cell}`;
      if (a.type === 'mark') return `m${a.cell}:${a.digit}`;
      if (a.type === 'fill') return 'f';
      if (a.type === 'notes') return `n${a.cells.join('.')}:${a.on ? '+' : '-'}${a.digit}`;
      return `s${pairs(a.placements)}/${pairs(a.removals)}`;
    }).join(' ');
  }

  /**
   * A game replayed from its setup and `moves` text (a saved game, a shared address). Each move is
   * checked as a keypress is: a word that does not read, or a move the game refuses (a given
   * changed, a mark on a digit, a move that changes nothing, which the game never records), throws
   * a RangeError naming it. At most MAX_MOVES_PER_CELL moves a cell, so that a crafted text cannot
   * hold the page for long.
   */
  static restore(setup, moves) {
    const game = new Game(setup);
    const area = setup.n * setup.n;
    const words = moves.split(' ').filter(Boolean);
    if (words.length > game.maxMoves) throw new RangeError(`${words.length} moves are more than a ${setup.n}x${setup.n} game keeps (${game.maxMoves})`);
    const number = (text, word, max) => {
      const value = Number(text);
      if (!/^\d+$/.test(text) || value > max) throw new RangeError(`move "${word}" does not read: ${text} is not a number up to ${max}`);
      return value;
    };
    const pair = (text, word) => {
      const [cell, digit = ''] = text.split(':');
      return { cell: number(cell, word, area - 1), digit: number(digit, word, setup.n) };
    };
    const pairs = (text, word) => (text ? text.split(',').map((p) => pair(p, word)) : []);
    const read = (word) => {
      const rest = word.slice(1);
      if (word[0] === 'p') return { type: 'place', ...pair(rest, word) };
      if (word[0] === 'e') return { type: 'erase', cell: number(rest, word, area - 1) };
      if (word[0] === 'm') return { type: 'mark', ...pair(rest, word) };
      if (word === 'f') return { type: 'fill' };
      if (word[0] === 'n') {
        const [cells, change = ''] = rest.split(':');
        if (!/^[+-]/.test(change)) throw new RangeError(`move "${word}" does not read: a note on several cells is n<cells>:+<digit> or n<cells>:-<digit>`);
        return { type: 'notes', cells: cells.split('.').map((cell) => number(cell, word, area - 1)), on: change[0] === '+', digit: number(change.slice(1), word, setup.n) };
      }
      if (word[0] === 's' && rest.split('/').length === 2) {
        const [placed, removed] = rest.split('/');
        return { type: 'step', placements: pairs(placed, word), removals: pairs(removed, word) };
      }
      throw new RangeError(`move "${word}" does not read: a move is p, e, m, n, f or s`);
    };
    for (const word of words) {
      let move;
      try {
        move = game.attempt(read(word));
      } catch (error) {
        throw error.message.startsWith('move "') ? error : new RangeError(`move "${word}" does not read: ${error.message}`);
      }
      if (typeof move === 'string') throw new RangeError(`move "${word}" is refused: ${move}`);
      game.commit(move);
    }
    return game;
  }
}
