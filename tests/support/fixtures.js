// Puzzle fixtures copied from the shared benchmark sets (see tests/fixtures/README.md), and a seeded
// random generator and shuffle for property tests and benchmarks.
import { readFileSync } from 'node:fs';

export function puzzles(name) {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  return text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
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

// `items` in a random order drawn from `random` (Fisher-Yates).
export function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
