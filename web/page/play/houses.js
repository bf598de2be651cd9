// The houses of a grid as lists of cells, for play mode's pencil marks: rows, columns, boxes (or a
// jigsaw's regions), and a variant's diagonals, windows and killer cages. `data` is the variant as
// parseSudoku() reads it back ({ x, windoku, regions: a region per cell, cages: [{ cells }] }), the
// form the board is drawn from; null for the classic rules.
export function housesOf(n, data = null) {
  const box = Math.round(Math.sqrt(n));
  const houses = [];
  const range = Array.from({ length: n }, (_, i) => i);
  for (const r of range) houses.push(range.map((c) => r * n + c));
  for (const c of range) houses.push(range.map((r) => r * n + c));
  const regions = new Map();
  for (let cell = 0; cell < n * n; cell += 1) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    const region = data?.regions ? data.regions[cell] : Math.floor(r / box) * box + Math.floor(c / box);
    if (!regions.has(region)) regions.set(region, []);
    regions.get(region).push(cell);
  }
  houses.push(...regions.values());
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

/** For each cell, the other cells that share a house with it. */
export function peersOf(n, houses) {
  const peers = Array.from({ length: n * n }, () => new Set());
  for (const house of houses) {
    for (const a of house) for (const b of house) if (a !== b) peers[a].add(b);
  }
  return peers.map((set) => [...set].sort((a, b) => a - b));
}
