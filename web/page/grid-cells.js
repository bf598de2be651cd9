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

/** Moves the focus to cells[index], the one cell of `cells` in the tab order, its text selected. */
export function focusCell(cells, index) {
  for (const cell of cells) cell.tabIndex = -1;
  const cell = cells[index];
  cell.tabIndex = 0;
  cell.focus();
  cell.select();
}
