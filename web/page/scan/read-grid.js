// The grid as Scan read it, for the user to check against the photo before it goes on the board:
// every cell an input (type, or tap and type on a phone; arrows move, Backspace or Delete clears),
// the cells to check marked by a frame of their own and named so in their label (never by color
// alone): dashed for a reading the reader doubts, dashed with a corner cut for one the solver
// corrected (the reader's first choice gave no puzzle with exactly one solution). A cell edited is
// checked: its mark goes. A 16x16 read in 0-F is shown in 0-F, as printed, and given to the board
// in the page's 1-G.
import { SUDOKU_SYMBOLS as SYMBOLS } from '../../lib/symbols.js';
import { cellInput, focusCell } from '../grid-cells.js';

const HEX = '0123456789ABCDEF';
const BLANKS = new Set(['', '.', ' ', '-']);

export class ReadGrid {
  /** `grid`: the element to fill; `onEdit()`: called after the user changed a cell. */
  constructor(grid, onEdit) {
    this.grid = grid;
    this.onEdit = onEdit;
    this.cells = [];
    this.n = 0;
    this.alphabet = '';
    grid.addEventListener('input', (event) => this.typed(event.target));
    grid.addEventListener('keydown', (event) => this.key(event));
  }

  /** Shows a reading: its puzzle ('.' blank), size, alphabet (symbols) and the cells doubted and corrected. */
  show({ puzzle, size, symbols, doubtful = [], corrected = [] }) {
    const n = size;
    // The scanner reads a 16x16 in 0-F or 1-G, as the paper prints it, and says which (symbols).
    this.alphabet = typeof symbols === 'string' && symbols.length === n ? symbols.toUpperCase() : n === 16 && puzzle.includes('0') ? HEX : SYMBOLS.slice(0, n);
    this.n = n;
    this.grid.style.setProperty('--n', String(n));
    const fixed = new Set(corrected);
    const doubted = new Set(doubtful);
    this.cells = [...puzzle].map((symbol, i) => {
      const input = cellInput(n, i);
      input.value = symbol === '.' ? '' : symbol;
      input.dataset.place = `Row ${Math.floor(i / n) + 1}, column ${(i % n) + 1}`;
      if (fixed.has(i)) input.dataset.check = 'corrected';
      else if (doubted.has(i)) input.dataset.check = 'doubtful';
      this.label(input);
      return input;
    });
    this.grid.replaceChildren(...this.cells);
  }

  // The cell's name, with what to check about it: a screen reader hears what the frame shows.
  label(input) {
    const why = { doubtful: ', to check: read with doubt', corrected: ', to check: corrected by the solver' }[input.dataset.check] ?? '';
    const clash = input.classList.contains('clash') ? ', clashes with another digit' : '';
    input.setAttribute('aria-label', `${input.dataset.place}${why}${clash}`);
  }

  /** The reading in the page's alphabet (1-9, then A-G), '.' blank: what the board loads. */
  get puzzle() {
    return this.cells.map((cell) => (cell.value ? SYMBOLS[this.alphabet.indexOf(cell.value)] : '.')).join('');
  }

  /** How many digits the grid holds. */
  get digits() {
    return this.cells.filter((cell) => cell.value).length;
  }

  /** How many cells are still marked to check. */
  get toCheck() {
    return this.cells.filter((cell) => cell.dataset.check).length;
  }

  /** The kinds of mark the cells still to check have ('doubtful', 'corrected'). */
  get marks() {
    return new Set(this.cells.map((cell) => cell.dataset.check).filter(Boolean));
  }

  /** Marks the cells at `indexes` as clashing (and no other). */
  markClashes(indexes) {
    const clashing = new Set(indexes);
    for (const [i, cell] of this.cells.entries()) {
      const clash = clashing.has(i);
      if (clash === cell.classList.contains('clash')) continue;
      cell.classList.toggle('clash', clash);
      if (clash) cell.setAttribute('aria-invalid', 'true');
      else cell.removeAttribute('aria-invalid');
      this.label(cell);
    }
  }

  /** Moves the focus to the first cell still to check (or the first cell). */
  focusFirst() {
    const cell = this.cells.find((c) => c.dataset.check) ?? this.cells[0];
    if (cell) this.focus(Number(cell.dataset.index));
  }

  focus(index) {
    focusCell(this.cells, index);
  }

  // A symbol typed (or chosen on a phone's keyboard): the last one typed, if the grid's alphabet
  // has it; a blank or a symbol it has not empties the cell. Either way the cell is checked.
  typed(cell) {
    if (!(cell instanceof HTMLInputElement)) return;
    const symbol = cell.value.toUpperCase().slice(-1);
    cell.value = this.alphabet.includes(symbol) && !BLANKS.has(symbol) ? symbol : '';
    this.checked(cell);
  }

  checked(cell) {
    delete cell.dataset.check;
    this.label(cell);
    this.onEdit();
  }

  key(event) {
    const cell = event.target;
    if (!(cell instanceof HTMLInputElement)) return;
    const index = Number(cell.dataset.index);
    const [r, c] = [Math.floor(index / this.n), index % this.n];
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      const clamp = (v) => Math.min(this.n - 1, Math.max(0, v));
      this.focus(clamp(r + dr) * this.n + clamp(c + dc));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      cell.value = '';
      this.checked(cell);
    }
  }
}
