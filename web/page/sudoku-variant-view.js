// How <sudoku-solver> shows a variant (parseSudoku()'s `variant`, read back for drawing): thick
// lines between boxes or jigsaw regions, the diagonals and the windows shaded, and killer cages as
// dashed outlines inside their cells with the sum in the first cell's top left corner on a label
// of its own (an SVG over the grid); the cells get classes (cage-first, caged) so that each page
// lays its digits and notes out around the label.
const SVG = 'http://www.w3.org/2000/svg';

// The picker's choices: what each one asks of the variant.
export const VARIANT_CHOICES = [
  { value: '', name: 'Classic' },
  { value: 'x', name: 'X (diagonals)', rules: { x: true } },
  { value: 'windoku', name: 'Windoku', rules: { windoku: true } },
  { value: 'x,windoku', name: 'X and windoku', rules: { x: true, windoku: true } },
  { value: 'jigsaw', name: 'Jigsaw', regions: true },
  { value: 'killer', name: 'Killer', cages: true },
];

/** The picker's value for a variant (sudoku()'s form; null: the classic rules). */
export function choiceOf(variant) {
  if (!variant) return '';
  if (variant.regions) return 'jigsaw';
  if (variant.cages !== undefined) return 'killer';
  return [variant.x && 'x', variant.windoku && 'windoku'].filter(Boolean).join(',');
}

// A jigsaw to start from on 9x9: the regions of Janko's Chaos-Sudoku 108 (a row of the map a line).
export const SAMPLE_REGIONS = '999998888\n555998888\n555998333\n555111333\n222111333\n222111444\n222766444\n777766444\n777766666\n';

function line(overlay, x1, y1, x2, y2) {
  const l = document.createElementNS(SVG, 'line');
  for (const [name, value] of Object.entries({ x1, y1, x2, y2 })) l.setAttribute(name, String(value));
  overlay.append(l);
}

/** Draws `data` ({ x, windoku, regions, cages } or null: classic) on the grid's cells and overlay. */
export function drawVariant(cells, n, data, overlay) {
  const box = Math.round(Math.sqrt(n));
  const region = (cell) => (data?.regions ? data.regions[cell] : Math.floor(Math.floor(cell / n) / box) * box + Math.floor((cell % n) / box));
  const inWindow = (i) => i >= 1 && (i - 1) % (box + 1) < box && i < n - 1;
  const cageOf = new Map();
  (data?.cages ?? []).forEach((cage, k) => cage.cells.forEach((cell) => cageOf.set(cell, k)));
  cells.forEach((input, cell) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    input.classList.toggle('box-right', c + 1 < n && region(cell) !== region(cell + 1));
    input.classList.toggle('box-bottom', r + 1 < n && region(cell) !== region(cell + n));
    input.classList.toggle('diagonal', Boolean(data?.x) && (r === c || r + c === n - 1));
    input.classList.toggle('window', Boolean(data?.windoku) && inWindow(r) && inWindow(c));
    const cage = data?.cages?.[cageOf.get(cell)];
    input.classList.toggle('caged', Boolean(cage));
    input.classList.toggle('cage-first', Boolean(cage) && cell === Math.min(...cage.cells));
    input.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}${cage ? `, cage ${cage.label}: sum ${cage.sum}` : ''}`);
  });
  overlay.replaceChildren();
  overlay.setAttribute('viewBox', `0 0 ${n} ${n}`);
  const inset = 0.09;
  (data?.cages ?? []).forEach((cage, k) => {
    const same = (cell, dr, dc) => {
      const r = Math.floor(cell / n) + dr;
      const c = (cell % n) + dc;
      return r >= 0 && c >= 0 && r < n && c < n && cageOf.get(r * n + c) === k;
    };
    for (const cell of cage.cells) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      // Each side the cage ends at, inset; where it goes on, the line runs to the cell's edge.
      const x0 = c + (same(cell, 0, -1) ? 0 : inset);
      const x1 = c + 1 - (same(cell, 0, 1) ? 0 : inset);
      const y0 = r + (same(cell, -1, 0) ? 0 : inset);
      const y1 = r + 1 - (same(cell, 1, 0) ? 0 : inset);
      if (!same(cell, -1, 0)) line(overlay, x0, r + inset, x1, r + inset);
      if (!same(cell, 1, 0)) line(overlay, x0, r + 1 - inset, x1, r + 1 - inset);
      if (!same(cell, 0, -1)) line(overlay, c + inset, y0, c + inset, y1);
      if (!same(cell, 0, 1)) line(overlay, c + 1 - inset, y0, c + 1 - inset, y1);
    }
    // The sum on a label of the paper's color over the cage's corner, its lines and the cell's
    // shading: it never reads into a digit or a note, which the pages keep clear of it.
    const first = Math.min(...cage.cells);
    const [x, y] = [first % n, Math.floor(first / n)];
    const label = document.createElementNS(SVG, 'rect');
    const digits = String(cage.sum).length;
    for (const [name, value] of Object.entries({ x: x + 0.03, y: y + 0.03, width: 0.06 + 0.125 * digits, height: 0.23, rx: 0.03 })) label.setAttribute(name, String(value));
    const sum = document.createElementNS(SVG, 'text');
    sum.setAttribute('x', String(x + 0.06));
    sum.setAttribute('y', String(y + 0.21));
    sum.textContent = String(cage.sum);
    overlay.append(label, sum);
  });
}
