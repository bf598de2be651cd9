// Puzzle fixtures copied from the shared benchmark sets (see tests/fixtures/README.md).
import { readFileSync } from 'node:fs';

export function puzzles(name) {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  return text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

// True when `solution` (a one-line string in the 1-9, A… alphabet) is a complete valid grid that keeps
// every given of `puzzle`. Written independently of the solver, so it can judge it.
export function isSolutionOf(puzzle, solution, size = Math.round(Math.sqrt(puzzle.length))) {
  const box = Math.round(Math.sqrt(size));
  if (solution.length !== size * size) return false;
  for (let i = 0; i < puzzle.length; i += 1) {
    if (!'.0-'.includes(puzzle[i]) && puzzle[i] !== solution[i]) return false;
  }
  const allowed = SYMBOLS.slice(0, size);
  for (let u = 0; u < size; u += 1) {
    const row = new Set();
    const col = new Set();
    const blk = new Set();
    for (let k = 0; k < size; k += 1) {
      row.add(solution[u * size + k]);
      col.add(solution[k * size + u]);
      blk.add(solution[(Math.floor(u / box) * box + Math.floor(k / box)) * size + (u % box) * box + (k % box)]);
    }
    for (const set of [row, col, blk]) {
      if (set.size !== size || [...set].some((s) => !allowed.includes(s))) return false;
    }
  }
  return true;
}

// A seeded generator (mulberry32), so a failing random case can be replayed.
export function seededRandom(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
