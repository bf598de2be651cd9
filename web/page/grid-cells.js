// What the solve page's board (sudoku-solver.js) and the scan panel's reading (scan/read-grid.js)
// share: a grid of one <input> a cell, its CSS rule and its roving focus (one cell in the tab
// order, the arrows move it).

/** The cells' rule, their digit in `color` (a CSS value), sized by the grid's --n. */
export const gridInputCss = (color) => `.grid input {
  min-width: 0;
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0;
  border-right: 1px solid var(--line);
  border-bottom: 1px solid var(--line);
  border-radius: 0;
  text-align: center;
  font: inherit;
  font-size: calc(100cqi / var(--n) * 0.55);
  font-weight: 600;
  color: ${color};
  background: transparent;
  caret-color: transparent;
}`;

/**
 * Cell `index` of an n x n grid: a text input for one symbol, the grid's one tab stop when it is
 * the first (the arrows move inside the grid), its box's right and bottom edges marked for the
 * bold lines. The caller names it (aria-label) and fills it.
 */
export function cellInput(n, index) {
  const [r, c] = [Math.floor(index / n), index % n];
  const box = Math.round(Math.sqrt(n));
  const input = document.createElement('input');
  input.type = 'text';
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.maxLength = 2;
  input.inputMode = n <= 9 ? 'numeric' : 'text';
  input.tabIndex = index === 0 ? 0 : -1;
  input.dataset.index = String(index);
  if ((c + 1) % box === 0 && c + 1 < n) input.classList.add('box-right');
  if ((r + 1) % box === 0 && r + 1 < n) input.classList.add('box-bottom');
  return input;
}

/** Moves the focus to cells[index], the one cell of `cells` in the tab order, its text selected. */
export function focusCell(cells, index) {
  for (const cell of cells) cell.tabIndex = -1;
  const cell = cells[index];
  cell.tabIndex = 0;
  cell.focus();
  cell.select();
}
