// A game in play mode, without the DOM: the givens, the player's digits and pencil marks, and the
// moves that made them, each undoable and redoable. A move is an action (a digit placed, erased, a
// mark toggled, every candidate filled in, a hint applied), kept as data so that a game can be
// saved and shared as its puzzle and its moves, and replayed (`Game.restore`). Marks are bit masks
// (bit d - 1 for digit d), as the logic solver takes them.
import { peersOf } from './houses.js';

const bit = (digit) => 1 << (digit - 1);

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

  // Applies an action as one move; false when it changes nothing (a given, a mark on a digit).
  play(action) {
    const area = this.n * this.n;
    if ('cell' in action && !(Number.isInteger(action.cell) && action.cell >= 0 && action.cell < area)) throw new RangeError(`no cell ${action.cell} in a ${this.n}x${this.n} grid`);
    if ('digit' in action && !(Number.isInteger(action.digit) && action.digit >= 1 && action.digit <= this.n)) throw new RangeError(`${action.digit} is not a digit from 1 to ${this.n}`);
    const next = new Map();  // cell -> { value, marks }
    const at = (cell) => next.get(cell) ?? { value: this.values[cell], marks: this.marks[cell] };
    const set = (cell, change) => next.set(cell, { ...at(cell), ...change });
    const place = (cell, digit) => {
      set(cell, { value: digit, marks: 0 });
      for (const peer of this.peers[cell]) if (at(peer).marks & bit(digit)) set(peer, { marks: at(peer).marks & ~bit(digit) });
    };
    switch (action.type) {
      case 'place':
        if (this.isGiven(action.cell)) return false;
        place(action.cell, action.digit);
        break;
      case 'erase':
        if (this.isGiven(action.cell)) return false;
        set(action.cell, { value: 0, marks: 0 });
        break;
      case 'mark':
        if (this.values[action.cell]) return false;
        set(action.cell, { marks: this.marks[action.cell] ^ bit(action.digit) });
        break;
      case 'fill':
        for (let cell = 0; cell < this.n * this.n; cell += 1) if (!this.values[cell]) set(cell, { marks: this.candidatesOf(cell) });
        break;
      case 'step':
        // A hint applied: its removals taken from the cell's marks (or, unmarked, from what its
        // houses leave), its placements placed.
        for (const { cell, digit } of action.removals) {
          if (this.values[cell]) continue;
          const marks = at(cell).marks || this.candidatesOf(cell);
          set(cell, { marks: marks & ~bit(digit) });
        }
        for (const { cell, digit } of action.placements) place(cell, digit);
        break;
      default:
        throw new TypeError(`unknown action "${action.type}"`);
    }
    const changes = [...next].map(([cell, to]) => ({ cell, ...to, was: { value: this.values[cell], marks: this.marks[cell] } }))
      .filter(({ cell, value, marks }) => value !== this.values[cell] || marks !== this.marks[cell]);
    if (changes.length === 0) return false;
    for (const { cell, value, marks } of changes) {
      this.values[cell] = value;
      this.marks[cell] = marks;
    }
    this.done.push({ action, changes });
    this.undone = [];
    return true;
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

  /** The moves made, as text: one action a word (`p12:5`, `e12`, `m12:5`, `f`, `s12:5/13:6,40:2`). */
  get moves() {
    const pairs = (list) => list.map(({ cell, digit }) => `${cell}:${digit}`).join(',');
    return this.done.map(({ action: a }) => {
      if (a.type === 'place') return `p${a.cell}:${a.digit}`;
      if (a.type === 'erase') return `e${a.cell}`;
      if (a.type === 'mark') return `m${a.cell}:${a.digit}`;
      if (a.type === 'fill') return 'f';
      return `s${pairs(a.placements)}/${pairs(a.removals)}`;
    }).join(' ');
  }

  /** A game replayed from its setup and `moves` text; a word that does not read throws a RangeError naming it. */
  static restore(setup, moves) {
    const game = new Game(setup);
    const area = setup.n * setup.n;
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
    for (const word of moves.split(' ').filter(Boolean)) {
      const rest = word.slice(1);
      if (word[0] === 'p') game.play({ type: 'place', ...pair(rest, word) });
      else if (word[0] === 'e') game.play({ type: 'erase', cell: number(rest, word, area - 1) });
      else if (word[0] === 'm') game.play({ type: 'mark', ...pair(rest, word) });
      else if (word === 'f') game.play({ type: 'fill' });
      else if (word[0] === 's' && rest.includes('/')) {
        const [placed, removed] = rest.split('/');
        game.play({ type: 'step', placements: pairs(placed, word), removals: pairs(removed, word) });
      } else throw new RangeError(`move "${word}" does not read: a move is p, e, m, f or s`);
    }
    return game;
  }
}
