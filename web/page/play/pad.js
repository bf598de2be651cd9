// <sudoku-play>'s number pad, shown at every width so that a mouse or a finger alone can play: a
// button a digit, named by its symbol, with how many of it are left to place (a digit all placed
// is dimmed and says so to assistive technology, and stays in the tab order: it still picks or
// highlights). In digit-first entry the buttons are toggles (aria-pressed): the digit picked is
// then placed, or noted, in each cell clicked.

export class Pad {
  /** `container`: the pad's element (role=group); `onDigit(digit)`: a button pressed. */
  constructor(container, onDigit) {
    this.container = container;
    this.keys = [];
    container.addEventListener('click', (event) => {
      const key = event.target.closest('button[data-digit]');
      if (key) onDigit(Number(key.dataset.digit));
    });
  }

  /** A button for each digit of an n x n game, shown as `symbols` (the puzzle's own: board.js). */
  build(n, symbols) {
    this.keys = Array.from({ length: n }, (_, d) => {
      const key = document.createElement('button');
      key.type = 'button';
      key.dataset.digit = String(d + 1);
      key.setAttribute('aria-describedby', `left-${d + 1}`);
      const symbol = document.createElement('span');
      symbol.className = 'symbol';
      symbol.textContent = symbols[d];
      // Named by its symbol alone: the count beside it is hidden from the name, and said as its description.
      const left = document.createElement('span');
      left.className = 'left';
      left.setAttribute('aria-hidden', 'true');
      // The count in words, for assistive technology (a hidden element still describes).
      const said = document.createElement('span');
      said.id = `left-${d + 1}`;
      said.hidden = true;
      key.append(symbol, left, said);
      return key;
    });
    this.container.replaceChildren(...this.keys);
    // At most nine a row: 16 as two rows of 8, 25 as three of 9 (play-css.js).
    this.container.style.setProperty('--pad-columns', String(Math.ceil(n / Math.ceil(n / 9))));
  }

  /** Shows each digit's count left for `values` (0: blank), and `picked` pressed when digit-first entry is on (`digitFirst`). */
  update(values, { picked = 0, digitFirst = false } = {}) {
    const n = this.keys.length;
    const placed = new Array(n + 1).fill(0);
    for (const value of values) placed[value] += 1;
    this.keys.forEach((key, d) => {
      const left = Math.max(0, n - placed[d + 1]);
      key.classList.toggle('done', left === 0);
      key.querySelector('.left').textContent = left === 0 ? '✓' : String(left);
      key.querySelector('[hidden]').textContent = left === 0 ? 'all placed' : `${left} left to place`;
      if (digitFirst) key.setAttribute('aria-pressed', String(picked === d + 1));
      else key.removeAttribute('aria-pressed');
    });
  }
}
