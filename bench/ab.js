// `node bench/ab.js OTHER_CHECKOUT [SET] [ROUNDS]`: this checkout's module against another's (a
// build of another commit, its `npm run build` done), both in one Node process, in turns: µs per
// puzzle for each on a set of `npm run bench` (default 17clue) and this/other, the median of each
// round's ratio. Rounds alternate which goes first; both warm up first (bench/sets.js).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSolver } from '../web/lib/index.js';
import { chosenSets, load, median, warmUp } from './sets.js';

const [otherDir, only = '17clue', roundsText = '8'] = process.argv.slice(2);
// The entry point moved to web/lib/ in the layout of 2026-11-23; older checkouts have it in web/.
const entry = otherDir && ['web/lib/index.js', 'web/index.js'].map((path) => resolve(otherDir, path)).find(existsSync);
if (!entry) {
  console.error('usage: node bench/ab.js OTHER_CHECKOUT [SET] [ROUNDS]  (OTHER_CHECKOUT built with npm run build)');
  process.exit(2);
}
const [set] = chosenSets([only]);
const puzzles = load(set);
const theirs = await (await import(pathToFileURL(entry).href)).createSolver();
const ours = await createSolver();
const time = (solver) => {
  const started = performance.now();
  for (const puzzle of puzzles) solver.sudoku(puzzle);
  return ((performance.now() - started) * 1000) / puzzles.length;
};
for (const solver of [theirs, ours]) warmUp(() => time(solver));
const mine = [];
const others = [];
for (let round = 0; round < Number(roundsText); round += 1) {
  if (round % 2 === 0) {
    mine.push(time(ours));
    others.push(time(theirs));
  } else {
    others.push(time(theirs));
    mine.push(time(ours));
  }
}
const ratio = median(mine.map((t, round) => t / others[round]));
console.log(`${set.file} ${puzzles.length} puzzles: this ${median(mine).toFixed(2)} µs, other ${median(others).toFixed(2)} µs, this/other ${ratio.toFixed(3)}`);
