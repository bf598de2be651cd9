// How digits and notes get onto <sudoku-play>'s board beyond a key on the focused cell: the cells
// selected (one, or several for notes at once: Shift or Ctrl with a click, Shift with an arrow, or
// a drag across them, by mouse or, in pencil mode, by finger: play-css.js stops the page's panning
// on the grid only then, so that a finger scrolls the page otherwise),
// the number pad (pad.js) pressed for the selection, and digit-first entry (the Digit first toggle:
// a digit picked on the pad, then placed, or noted in pencil mode, in each cell clicked or tapped,
// or by Enter on the focused cell; the digit pressed again, Escape or the toggle leaves it). After
// each change the board's highlights are drawn again (highlight.js).
import { highlight } from './highlight.js';

/** The key that asks for the next stage of a hint (hints.js): not a symbol of any grid (1-9, then A-P up to 25x25), nor a letter. */
export const HINT_KEY = '?';

export class Entry {
  /** `play`: the element (its game, board, pad, settings, pencil, move(), say(), ui.digitFirst). */
  constructor(play) {
    this.play = play;
    this.selection = new Set();  // the cells selected besides the focused one
    this.picked = 0;             // digit-first entry's digit (0: none)
    this.drag = null;            // a press on a cell, while it lasts: { from: the cell, moved, extend: a modifier held }
    this.dragged = false;        // a drag just ended: the click that follows it selects nothing more
    const { grid, pencil } = play.ui;
    // Pencil pressed while a digit is picked: the status says noting, or placing, again (after the
    // element's own listener has turned the toggle).
    pencil.addEventListener('click', () => queueMicrotask(() => {
      if (this.digitFirst && this.picked) this.sayPicked();
    }));
    grid.addEventListener('pointerdown', (event) => {
      this.dragged = false;
      const cell = event.target.closest('[role=gridcell]');
      if (event.button === 0 && cell && play.game) this.drag = { from: Number(cell.dataset.cell), moved: false, extend: event.shiftKey || event.ctrlKey || event.metaKey };
    });
    grid.addEventListener('pointermove', (event) => this.dragTo(event));
    for (const end of ['pointerup', 'pointercancel']) {
      grid.addEventListener(end, () => {
        this.dragged = Boolean(this.drag?.moved);
        this.drag = null;
      });
    }
  }

  // A press moved onto another cell: that cell joins the selection (a finger's events all go to
  // the cell first pressed, so the cell is found under the point).
  dragTo(event) {
    if (!this.drag || !(event.buttons & 1)) return;
    const cell = this.play.shadowRoot.elementFromPoint(event.clientX, event.clientY)?.closest('[role=gridcell]');
    if (!cell || !this.play.ui.grid.contains(cell)) return;
    const at = Number(cell.dataset.cell);
    if (!this.drag.moved) {
      if (at === this.drag.from) return;
      this.drag.moved = true;
      this.select(this.drag.from, { extend: this.drag.extend });
    }
    if (at !== this.play.board.focus) this.select(at, { extend: true });
  }

  get digitFirst() {
    return this.play.ui.digitFirst.getAttribute('aria-pressed') === 'true';
  }

  /** The selected cells, the focused one first. */
  get cells() {
    const { focus } = this.play.board;
    return [focus, ...[...this.selection].filter((cell) => cell !== focus)];
  }

  /** Draws the selection, the highlights and the pad's counts again, for the game as it stands. */
  decorate() {
    const { game, board, pad, settings } = this.play;
    if (!game) return;
    highlight(board, game, { selection: this.selection, digit: this.picked, clashes: settings.clashes });
    pad.update(game.values, { picked: this.picked, digitFirst: this.digitFirst });
  }

  /** Moves the focus to `cell`; with `extend`, the cells selected so far stay selected (Ctrl: `toggle` takes a selected cell out). */
  select(cell, { extend = false, toggle = false } = {}) {
    const { board } = this.play;
    if (!extend) this.selection.clear();
    else {
      this.selection.add(board.focus);
      if (toggle && this.selection.has(cell) && this.selection.size > 1) {
        this.selection.delete(cell);
        board.select([...this.selection].at(-1));
        this.decorate();
        return;
      }
      this.selection.add(cell);
    }
    board.select(cell);
    this.decorate();
  }

  /** A click or tap on `cell` (`event`: its modifier keys). */
  click(cell, event) {
    if (this.dragged) {
      this.dragged = false;
      return;
    }
    const extend = event.shiftKey || event.ctrlKey || event.metaKey;
    this.select(cell, { extend, toggle: event.ctrlKey || event.metaKey });
    if (!extend && this.digitFirst && this.picked) this.usePicked(cell);
  }

  /** A pad button: picks the digit in digit-first entry, else enters it in the selected cells. */
  padDigit(digit) {
    const { play } = this;
    if (!play.game) return;
    if (!this.digitFirst) {
      this.enter(digit, play.pencil);
      return;
    }
    this.picked = this.picked === digit ? 0 : digit;
    this.decorate();
    this.sayPicked();
  }

  sayPicked() {
    const { play } = this;
    if (!this.picked) play.say('No digit picked: pick one on the pad, or turn Digit first off.');
    else play.say(`${play.pencil ? 'Noting' : 'Placing'} ${play.symbolOf(this.picked)}: click or tap cells. Press ${play.symbolOf(this.picked)} again, Escape or Digit first to stop.`);
  }

  /** The Digit first toggle pressed. */
  toggleDigitFirst() {
    const on = !this.digitFirst;
    this.play.ui.digitFirst.setAttribute('aria-pressed', String(on));
    this.picked = 0;
    this.decorate();
    this.play.say(on ? 'Digit first: pick a digit on the pad, then click or tap cells.' : '');
  }

  // The picked digit on `cell`: noted in pencil mode, else placed, or taken back where it is.
  usePicked(cell) {
    const { play } = this;
    const { game } = play;
    if (game.isGiven(cell)) return;
    if (play.pencil) play.move({ type: 'mark', cell, digit: this.picked });
    else if (game.values[cell] === this.picked) play.move({ type: 'erase', cell });
    else play.move({ type: 'place', cell, digit: this.picked });
  }

  /**
   * A digit (`pencil`: as a note) for the selection: a note on several cells sets the mark on all
   * of them, or clears it when all of them had it, as one move; a digit placed goes in the focused
   * cell alone, and the selection comes back to it.
   */
  enter(digit, pencil) {
    const { play } = this;
    const { game, board } = play;
    if (!game) return false;
    const empty = this.cells.filter((cell) => !game.values[cell]).sort((x, y) => x - y);
    if (pencil && this.selection.size > 1) {
      if (empty.length === 0) return play.say('The selected cells all hold digits: notes go in empty cells.');
      const on = !empty.every((cell) => game.marks[cell] & (1 << (digit - 1)));
      return play.move({ type: 'notes', cells: empty, digit, on });
    }
    if (this.selection.size > 1) this.select(board.focus);
    if (game.isGiven(board.focus)) return play.say('That cell is a given.');
    return play.move(pencil ? { type: 'mark', cell: board.focus, digit } : { type: 'place', cell: board.focus, digit });
  }

  /** Keys for the selection and digit-first entry; true when `event` was one of them. */
  key(event) {
    const { board, game } = this.play;
    const n = game.n;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      const { focus } = board;
      const next = focus + moves[event.key];
      if (next >= 0 && next < n * n && (Math.abs(moves[event.key]) === n || Math.floor(next / n) === Math.floor(focus / n))) this.select(next, { extend: event.shiftKey });
      return true;
    }
    if (event.key === 'Escape') {
      if (this.picked) {
        this.picked = 0;
        this.play.say('');
      }
      this.select(board.focus);
      return true;
    }
    if (event.key === 'Enter' && this.digitFirst && this.picked) {  // Space pauses (sudoku-play.js)
      this.usePicked(board.focus);
      return true;
    }
    return false;
  }
}
