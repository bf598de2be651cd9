// What the board shows around the player's selection, drawn over Board's cells after each draw and
// each selection: the selected cells (several for notes taken at once), the row, column and box
// (or jigsaw region) of the focused cell, every cell holding the digit in view (the focused cell's,
// or the digit picked on the pad) and that digit among the notes, and, when the player keeps it
// on, each digit that repeats in a house (aria-invalid on those cells, for assistive technology).

/** The cells whose digit repeats in one of `houses` (lists of cells), for `values` (0: blank). */
export function clashesOf(values, houses) {
  const clashing = new Set();
  for (const house of houses) {
    const seen = new Map();  // digit -> the first cell holding it
    for (const cell of house) {
      const value = values[cell];
      if (!value) continue;
      if (seen.has(value)) clashing.add(cell).add(seen.get(value));
      else seen.set(value, cell);
    }
  }
  return clashing;
}

/**
 * Marks `board`'s cells for `game` (Game: values, houses, housesOfCell): `selection` (a Set of
 * cells, the focus among them), `digit` (the digit in view: 0 for the focused cell's), `clashes`
 * (whether repeats are flagged).
 */
export function highlight(board, game, { selection, digit = 0, clashes = true }) {
  const { n, cells, focus } = board;
  const peers = new Set();
  // A cell's row, column and box or region: the first 3n houses (houses.js's order).
  for (const h of game.housesOfCell[focus] ?? []) if (h < 3 * n) for (const cell of game.houses[h]) peers.add(cell);
  const same = digit || game.values[focus];
  const clashing = clashes ? clashesOf(game.values, game.houses) : new Set();
  cells.forEach((el, cell) => {
    const selected = selection.has(cell) || cell === focus;
    el.classList.toggle('selected', selected);
    el.setAttribute('aria-selected', String(selected));
    el.classList.toggle('peer', peers.has(cell) && cell !== focus);
    el.classList.toggle('same', Boolean(same) && game.values[cell] === same);
    if (clashing.has(cell)) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    for (const mark of el.querySelectorAll('.marks [data-digit]')) mark.classList.toggle('same', Number(mark.dataset.digit) === same);
  });
}
