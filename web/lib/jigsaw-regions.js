// Jigsaw regions drawn afresh from a seed, for generateSudoku({ variant: { regions: true } }): n
// regions of n connected cells, as a region map (formats.md), that some complete grid keeps.
//
// How: the boxes are the first regions; then, many times, a cell on the edge between two regions
// trades places with a cell of the other region along the same edge, kept when both regions stay
// connected and within a square of box + 2 cells a side (box + 1 on 4x4: without that bound a few
// trades in a row turn regions into rows or columns, a jigsaw only in name). 8n² trades are
// tried: on 9x9 about 22 cells end outside the box their region grew from, as in Janko's
// Chaos-Sudoku 108 (24); on 16x16 about 70 (3n² left the lower boxes nearly whole). Not every layout
// keeps a complete grid: `fits` (a search for one, bounded) is asked, and a layout it refuses is
// drawn again from the same stream, so that the same seed still gives the same regions.
import { SUDOKU_SYMBOLS } from './symbols.js';

// Layouts drawn before giving up (generate.js's FIT_NODES says how many fit).
const LAYOUTS = 50;

// A seeded stream of 32-bit numbers (splitmix32): the same seed gives the same regions everywhere.
function streamOf(seed) {
  let state = (seed ^ 0x5bd1e995) >>> 0;  // apart from the generator's own stream on the same seed
  return (below) => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z % below;
  };
}

// A cell's neighbours (up, down, left, right) in an n x n grid.
function neighboursOf(n) {
  return Array.from({ length: n * n }, (_, c) => {
    const r = Math.floor(c / n);
    return [r > 0 && c - n, r < n - 1 && c + n, c % n > 0 && c - 1, c % n < n - 1 && c + 1].filter((e) => e !== false);
  });
}

// Whether region `k` is connected and fits in a square of `span` cells a side.
function wellShaped(region, n, k, neighbours, span) {
  const cells = [];
  for (let cell = 0; cell < n * n; cell += 1) if (region[cell] === k) cells.push(cell);
  const rows = cells.map((cell) => Math.floor(cell / n));
  const columns = cells.map((cell) => cell % n);
  if (Math.max(...rows) - Math.min(...rows) >= span || Math.max(...columns) - Math.min(...columns) >= span) return false;
  const seen = new Set([cells[0]]);
  const todo = [cells[0]];
  while (todo.length > 0) {
    for (const next of neighbours[todo.pop()]) {
      if (region[next] === k && !seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return seen.size === cells.length;
}

// One layout: the boxes, reshaped by trades across their edges.
function layout(n, box, random, neighbours) {
  const region = Array.from({ length: n * n }, (_, cell) => Math.floor(Math.floor(cell / n) / box) * box + Math.floor((cell % n) / box));
  const span = box + (box === 2 ? 1 : 2);
  for (let tries = 0; tries < 8 * n * n; tries += 1) {
    const c = random(n * n);
    const a = region[c];
    const across = neighbours[c].filter((e) => region[e] !== a);
    if (across.length === 0) continue;
    const b = region[across[random(across.length)]];
    // The cells of b that touch a (c aside, whose place in a empties): one goes to a as c goes to b.
    const edge = [];
    for (let d = 0; d < n * n; d += 1) {
      if (region[d] === b && neighbours[d].some((e) => e !== c && region[e] === a)) edge.push(d);
    }
    if (edge.length === 0) continue;
    const d = edge[random(edge.length)];
    region[c] = b;
    region[d] = a;
    if (!wellShaped(region, n, a, neighbours, span) || !wellShaped(region, n, b, neighbours, span)) {
      region[c] = a;
      region[d] = b;
    }
  }
  return region;
}

/**
 * The regions of a jigsaw of `size` (4, 9, 16 or 25) from `seed` (0..2^32-1): a region map, a row
 * of labels (1-9, then A-P) a line. `fits(map)` says whether a complete grid keeps the regions;
 * a RangeError if none of LAYOUTS layouts does. The same size, seed and `fits` give the same map.
 */
export function jigsawRegions(size, seed, fits) {
  const n = size;
  const box = Math.round(Math.sqrt(n));
  const random = streamOf(seed);
  const neighbours = neighboursOf(n);
  for (let drawn = 0; drawn < LAYOUTS; drawn += 1) {
    const region = layout(n, box, random, neighbours);
    const rows = [];
    for (let r = 0; r < n; r += 1) rows.push(region.slice(r * n, r * n + n).map((k) => SUDOKU_SYMBOLS[k]).join(''));
    const map = rows.join('\n');
    if (fits(map)) return map;
  }
  throw new RangeError(`no ${n}x${n} jigsaw regions that a complete grid keeps were found in ${LAYOUTS} layouts from seed ${seed}; try another seed`);
}
