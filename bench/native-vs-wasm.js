// `npm run bench:native [-- SET...]` (tools/bench-native.sh builds the native benchmark first): the
// native build of the core (build/native/dlx_bench) against the WASM module through the API, on the
// sets of `npm run bench`. Each round runs both, in turns (which one goes first alternates), so
// they share the machine's speed of that minute; times are medians over rounds in µs per puzzle,
// and WASM/native is the median of each round's ratio. Both search for up to 2 solutions (solve and
// prove unique).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../web/lib/index.js';
import { chosenSets, load, median, pathOf, warmUp } from './sets.js';

const NATIVE = fileURLToPath(new URL('../build/native/dlx_bench', import.meta.url));
const QUEENS = 12;
const QUEENS_ROUNDS = 5;
// Passes per round on either side, the round's time their median (see the loop below).
const PASSES = 3;

// One run of the native benchmark; returns the first number before `unit` in what it printed.
function native(args, unit) {
  const run = spawnSync(NATIVE, args, { encoding: 'utf8' });
  if (run.error) throw new Error(`${NATIVE}: ${run.error.message} (tools/bench-native.sh builds it)`);
  if (run.status !== 0) throw new Error(`${NATIVE} ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  const found = run.stdout.match(new RegExp(`([0-9.]+) ${unit}`));
  if (!found) throw new Error(`${NATIVE} ${args.join(' ')}: no "${unit}" in its output: ${run.stdout}`);
  return Number(found[1]);
}

function wasmSudoku(solver, puzzles) {
  const started = performance.now();
  for (let i = 0; i < puzzles.length; i += 1) {
    const result = solver.sudoku(puzzles[i]);
    if (!(result.count === 1 && result.complete)) throw new Error(`dlx-wasm: puzzle ${i + 1} not proved unique`);
  }
  return ((performance.now() - started) * 1000) / puzzles.length;
}

function wasmQueens(solver) {
  const ms = [];
  for (let round = 0; round < QUEENS_ROUNDS; round += 1) {
    const started = performance.now();
    const { count } = solver.queens(QUEENS, { countOnly: true });
    ms.push(performance.now() - started);
    if (count !== 14200) throw new Error(`dlx-wasm: ${count} solutions of queens ${QUEENS}, expected 14200`);
  }
  return median(ms);
}

// Both sides `rounds` times, in turns, after the WASM side's warm-up; the medians and the median
// ratio.
function rounds(count, runNative, runWasm) {
  warmUp(runWasm);
  const ours = [];
  const theirs = [];
  for (let round = 0; round < count; round += 1) {
    if (round % 2 === 0) {
      theirs.push(runNative());
      ours.push(runWasm());
    } else {
      ours.push(runWasm());
      theirs.push(runNative());
    }
  }
  return { native: median(theirs), wasm: median(ours), ratio: median(ours.map((t, i) => t / theirs[i])) };
}

const solver = await createSolver();
const fmt = (x) => x.toFixed(1).padStart(10);
console.log(`${'set'.padEnd(28)} ${'puzzles'.padStart(7)} ${'native'.padStart(10)} ${'WASM'.padStart(10)}  WASM/native`);
for (const set of chosenSets(process.argv.slice(2))) {
  const puzzles = load(set);
  const path = pathOf(set);
  // Each round of either side is the median of 3 passes: a native process's first pass runs cold,
  // and one pause in a single WASM pass moves a whole round (docs/performance.md, "Method").
  const r = rounds(
    set.rounds,
    () => native(['--rounds', String(PASSES), path], 'us/puzzle'),
    () => median(Array.from({ length: PASSES }, () => wasmSudoku(solver, puzzles))),
  );
  console.log(`${set.file.padEnd(28)} ${String(puzzles.length).padStart(7)} ${fmt(r.native)} ${fmt(r.wasm)}  ${r.ratio.toFixed(2).padStart(11)}   (µs per puzzle)`);
}
const q = rounds(QUEENS_ROUNDS, () => native(['--queens', String(QUEENS)], 'ms'), () => wasmQueens(solver));
console.log(`${`queens ${QUEENS}, count all`.padEnd(28)} ${''.padStart(7)} ${fmt(q.native)} ${fmt(q.wasm)}  ${q.ratio.toFixed(2).padStart(11)}   (ms)`);
