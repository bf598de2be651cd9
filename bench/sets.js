// What both benchmarks share: the puzzle sets (../shared/data, else the copies in tests/fixtures),
// the warm-up before timing, and the median they report.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { disguised, seededRandom } from '../tests/support/fixtures.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
export const dataDir = existsSync(here('../../shared/data')) ? here('../../shared/data') : here('../tests/fixtures');
// tdoku compiled to WebAssembly, the 9x9 peer (its driver; see its README), where ../shared has it.
export const TDOKU = here('../../shared/peers/tdoku-wasm/tdoku_wasm.js');

export const SETS = [
  { file: '9x9-17clue.txt', fallback: '9x9-17clue-sample.txt', rounds: 5, peers: true },
  { file: '9x9-top1465.txt', rounds: 5, peers: true },
  { file: '9x9-forum-hardest-1106.txt', rounds: 5, peers: true },
  { file: '16x16-tarek20.txt', rounds: 3, peers: false },
  // Opt-in (`-- frisch`): the whole set takes minutes, the slowest puzzle about half of one. Also
  // split across a pool of one worker per core (`split`, in `npm run bench`).
  { file: '25x25-frisch18.txt', rounds: 1, peers: false, optIn: true, split: true },
];

/** The sets to run: those whose file name contains one of `only`, else every set not opt-in. */
export function chosenSets(only) {
  return SETS.filter((set) => (only.length > 0 ? only.some((o) => set.file.includes(o)) : !set.optIn));
}

/** The path of a set's file (its fallback when the full set is not there). */
export function pathOf(set) {
  return existsSync(`${dataDir}/${set.file}`) ? `${dataDir}/${set.file}` : `${dataDir}/${set.fallback}`;
}

/**
 * A set's puzzles, one line each: as published, or with a `seed`, each disguised (a random symmetry
 * and relabelling drawn from the seed: tests/support/fixtures.js), so that no solver runs on the
 * copies it may have been tuned on.
 */
export function load(set, seed) {
  const lines = readFileSync(pathOf(set), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (seed === undefined) return lines;
  const random = seededRandom(seed);
  return lines.map((line) => disguised(line, random));
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Calls `run` untimed for half a second, so that V8 has compiled the optimized code of the module
 * (and of the JS peers) before the rounds are timed (docs/performance.md, "Method").
 */
export function warmUp(run) {
  for (const started = performance.now(); performance.now() - started < 500;) run();
}
