// Draws a solution's picture (examples.js): a grid of cells, each filled cell labelled and colored
// by its group (a piece, a word, a number), with a thick border where two groups meet, so a tiling
// reads piece by piece.
const PALETTE = 12; // exact-cover-css.js colors groups g0..g11

export function drawBoard({ rows, columns, cells, checkered = false }, label) {
  const board = document.createElement('div');
  board.className = 'board';
  board.setAttribute('role', 'img');
  board.setAttribute('aria-label', label);
  board.style.setProperty('--rows', String(rows));
  board.style.setProperty('--columns', String(columns));
  const at = new Map(cells.map((cell) => [cell.row * columns + cell.column, cell]));
  const groupAt = (row, column) => (row < 0 || column < 0 || row >= rows || column >= columns ? undefined : at.get(row * columns + column)?.group);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const square = document.createElement('span');
      const cell = at.get(row * columns + column);
      square.className = 'square';
      if (checkered && (row + column) % 2 === 1) square.classList.add('dark');
      if (cell) {
        square.textContent = cell.label;
        if (!checkered) square.classList.add(`g${cell.group % PALETTE}`);
        if (groupAt(row - 1, column) !== cell.group) square.classList.add('edge-top');
        if (groupAt(row, column - 1) !== cell.group) square.classList.add('edge-left');
        if (groupAt(row + 1, column) !== cell.group) square.classList.add('edge-bottom');
        if (groupAt(row, column + 1) !== cell.group) square.classList.add('edge-right');
      }
      board.append(square);
    }
  }
  return board;
}
