// The play board's cells in the DOM, without the game: built for an n x n grid under a variant's
// drawing data (parseSudoku()'s `variant`: regions, windows, diagonals, killer cages), its digits
// and pencil marks drawn from plain arrays, the selected cell kept, and a logic step drawn on it.
// <sudoku-play> (sudoku-play.js) owns one; anything that shows a position the way play mode does
// draws it through this, so that a step looks the same wherever it is shown.
import { SUDOKU_SYMBOLS as SYMBOLS } from '../../lib/symbols.js';
import { drawVariant } from '../sudoku-variant-view.js';
import { houseCells } from './houses.js';

export class Board {
  /** `grid`: the element that takes the rows (role=grid); `overlay`: the <svg> the cages are drawn on. */
  constructor(grid, overlay) {
    this.grid = grid;
    this.overlay = overlay;
    this.cells = [];
    this.cageOf = [];
    this.n = 0;
    this.drawn = null;
    this.focus = 0;
    // The symbols of values 1..n as the puzzle was written (parseSudoku()'s `symbols`): a 16x16
    // link in A-P shows A-P. The element sets it with each puzzle.
    this.symbols = SYMBOLS;
  }

  /** Builds an n x n grid of cells under `drawn` (null: classic), its variant drawn. */
  build(n, drawn) {
    const { grid } = this;
    this.n = n;
    this.drawn = drawn ?? null;
    grid.replaceChildren();
    const box = Math.round(Math.sqrt(n));
    grid.style.setProperty('--n', String(n));
    grid.style.setProperty('--box', String(box));
    grid.dataset.n = String(n);  // for the CSS of a size (16x16's notes zoomed on a phone: play-css.js)
    for (let r = 0; r < n; r += 1) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (let c = 0; c < n; c += 1) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(r * n + c);
        cell.tabIndex = -1;
        cell.classList.toggle('box-right', c % box === box - 1 && c < n - 1);
        cell.classList.toggle('box-bottom', r % box === box - 1 && r < n - 1);
        row.append(cell);
      }
      grid.append(row);
    }
    this.cells = [...grid.querySelectorAll('[role=gridcell]')];
    // Each cell's killer cage, for its label.
    this.cageOf = new Array(n * n).fill(null);
    for (const cage of this.drawn?.cages ?? []) for (const cell of cage.cells) this.cageOf[cell] = cage;
    drawVariant(this.cells, n, this.drawn, this.overlay);
    this.focus = Math.min(this.focus, n * n - 1);
    this.cells[this.focus].tabIndex = 0;
    this.cells[this.focus].classList.add('selected');
  }

  /** The cells' digits (`values`, 0 blank), givens and pencil marks (bit d - 1 for digit d), and their labels; a step drawn before is cleared. */
  draw(values, givens, marksOf) {
    const { n, symbols: SYMBOLS } = this;
    this.cells.forEach((el, cell) => {
      const value = values[cell];
      const given = givens[cell] !== 0;
      el.classList.toggle('given', given);
      el.replaceChildren();
      const cage = this.cageOf[cell];
      const where = `Row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1}${cage ? ` (cage ${cage.label}, sum ${cage.sum})` : ''}`;
      if (value) {
        el.textContent = SYMBOLS[value - 1];
        el.setAttribute('aria-label', `${where}: ${SYMBOLS[value - 1]}${given ? ', given' : ''}`);
      } else if (marksOf[cell]) {
        const marks = document.createElement('span');
        marks.className = 'marks';
        const digits = [];
        for (let d = 1; d <= n; d += 1) {
          const mark = document.createElement('span');
          if (marksOf[cell] & (1 << (d - 1))) {
            mark.textContent = SYMBOLS[d - 1];
            mark.dataset.digit = String(d);
            digits.push(SYMBOLS[d - 1]);
          }
          // A space between: the cell's text reads "4 5", as its label does, not "45" (a grid
          // lays out no text that is all space).
          marks.append(mark, ' ');
        }
        el.append(marks);
        el.setAttribute('aria-label', `${where}: candidates ${digits.join(' ')}`);
      } else {
        el.setAttribute('aria-label', `${where}: empty`);
      }
      el.removeAttribute('data-hint');
      el.classList.remove('wrong', 'wrong-marks');
    });
  }

  /** Moves the selection (and the focus, unless `focus` is false) to `cell`; the selected cell keeps its mark (.selected) while focus is on the pad or a button. */
  select(cell, { focus = true } = {}) {
    this.cells[this.focus].tabIndex = -1;
    this.cells[this.focus].classList.remove('selected');
    this.focus = cell;
    this.cells[cell].tabIndex = 0;
    this.cells[cell].classList.add('selected');
    if (focus) this.cells[cell].focus();
  }

  /** Marks `cells` as wrong (Check, a hint that finds mistakes). */
  markWrong(cells) {
    for (const cell of cells) this.cells[cell].classList.add('wrong');
  }

  /** Shades the houses `refs` ({ kind, index }, a step's form) name: where a hint says to look. */
  showHouses(refs, houses) {
    for (const house of refs) {
      for (const cell of houseCells(houses, this.n, this.drawn, house)) this.hint(cell, 'house');
    }
  }

  // Adds `token` to the cell's data-hint (a cell can be a cause and a removal at once: both drawn).
  hint(cell, token, said) {
    const el = this.cells[cell];
    const tokens = new Set((el.dataset.hint ?? '').split(' ').filter(Boolean));
    tokens.add(token);
    el.dataset.hint = [...tokens].join(' ');
    if (said) el.setAttribute('aria-label', `${el.getAttribute('aria-label')}; hint: ${said}`);
  }

  // The cell's pencil mark for `digit`, made when the cell shows none (a cell without marks shows
  // the digit a hint removes from it, alone).
  markOf(cell, digit) {
    const el = this.cells[cell];
    let marks = el.querySelector('.marks');
    if (!marks) {
      if (el.textContent) return null;  // a digit in the cell: no candidate to show
      marks = document.createElement('span');
      marks.className = 'marks';
      marks.append(...Array.from({ length: this.n }, () => document.createElement('span')));
      el.append(marks);
    }
    const mark = marks.children[digit - 1];
    if (!mark.textContent) {
      mark.textContent = this.symbols[digit - 1];
      mark.dataset.digit = String(digit);
      mark.classList.add('shown');  // not the player's mark: shown for the hint alone
    }
    return mark;
  }

  /**
   * Draws a logic step (hint()'s `step`) over the board: its houses (`houses`: housesOf()'s list),
   * the cells it rests on (their candidates of its digits marked), each candidate it removes
   * (struck out, in its cell's marks, or shown alone in a cell without marks) and the digit it
   * places (shown in its cell). Each has its outline or mark besides its color, and is added to
   * the cell's label.
   */
  showStep(step, houses) {
    this.showHouses(step.houses, houses);
    const byCell = (list) => list.reduce((map, { cell, digit }) => map.set(cell, [...(map.get(cell) ?? []), digit]), new Map());
    for (const { cell } of step.cells) {
      this.hint(cell, 'cause', 'part of the reason');
      for (const digit of step.digits) {
        const mark = this.cells[cell].querySelector(`.marks [data-digit="${digit}"]`);
        if (mark) mark.dataset.hint = 'digit';
      }
    }
    for (const [cell, digits] of byCell(step.removals)) {
      this.hint(cell, 'removal', `remove ${digits.map((d) => this.symbols[d - 1]).join(' ')}`);
      for (const digit of digits) {
        const mark = this.markOf(cell, digit);
        if (mark) mark.dataset.hint = 'removed';
      }
    }
    for (const { cell, digit } of step.placements) {
      this.hint(cell, 'placement', `place ${this.symbols[digit - 1]}`);
      const place = document.createElement('span');
      place.className = 'place';
      place.textContent = this.symbols[digit - 1];
      this.cells[cell].append(place);
    }
  }

  /** Marks cells whose pencil marks leave out the cell's answer (a hint that finds them). */
  markMarks(cells) {
    for (const cell of cells) {
      this.cells[cell].classList.add('wrong-marks');
      this.cells[cell].setAttribute('aria-label', `${this.cells[cell].getAttribute('aria-label')}; its pencil marks leave out its answer`);
    }
  }
}
