// The houses of a grid as lists of cells, for play mode's pencil marks and hints: rows, columns,
// boxes (or a jigsaw's regions, by number), and a variant's diagonals, windows and killer cages, in
// the logic solver's order (sudoku::unitsOf), so that a step's { kind, index } finds its cells
// (houseCells). `data` is the variant as parseSudoku() reads it back ({ x, windoku, regions: a
// region number per cell, cages: [{ cells }] }), the form the board is drawn from; null: classic.
export function housesOf(n, data = null) {
  const box = Math.round(Math.sqrt(n));
  const houses = [];
  const range = Array.from({ length: n }, (_, i) => i);
  for (const r of range) houses.push(range.map((c) => r * n + c));
  for (const c of range) houses.push(range.map((r) => r * n + c));
  const regions = range.map(() => []);
  for (let cell = 0; cell < n * n; cell += 1) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    regions[data?.regions ? data.regions[cell] : Math.floor(r / box) * box + Math.floor(c / box)].push(cell);
  }
  houses.push(...regions);
  if (data?.x) {
    houses.push(range.map((i) => i * n + i), range.map((i) => i * n + (n - 1 - i)));
  }
  if (data?.windoku) {
    // The (box-1)^2 windows: boxes offset by one cell from the grid's corner, a line apart.
    for (let wr = 1; wr + box < n; wr += box + 1) {
      for (let wc = 1; wc + box < n; wc += box + 1) {
        houses.push(Array.from({ length: n }, (_, i) => (wr + Math.floor(i / box)) * n + wc + (i % box)));
      }
    }
  }
  for (const cage of data?.cages ?? []) houses.push([...cage.cells]);
  return houses;
}

/** The cells of a step's house ({ kind, index }, index from 1) in housesOf(n, data)'s list. */
export function houseCells(houses, n, data, { kind, index }) {
  const first = { row: 0, column: n, box: 2 * n, region: 2 * n, diagonal: 3 * n, window: 3 * n + (data?.x ? 2 : 0) };
  return kind in first ? houses[first[kind] + index - 1] ?? [] : [];
}

/** For each cell, the other cells that share a house with it. */
export function peersOf(n, houses) {
  const peers = Array.from({ length: n * n }, () => new Set());
  for (const house of houses) {
    for (const a of house) for (const b of house) if (a !== b) peers[a].add(b);
  }
  return peers.map((set) => [...set].sort((a, b) => a - b));
}
