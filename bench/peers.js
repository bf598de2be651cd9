// `npm run bench [-- [--seed N | --published] SET...]`: dlx-wasm against npm's dancing-links and
// @algorithm.ts/sudoku in one Node process, and tdoku compiled to WebAssembly beside it, on the
// shared puzzle sets (../shared/data, else the copies in tests/fixtures), each puzzle disguised from
// seed N (default 1; --published: the sets as published). Every answer is checked; times are
// medians of several rounds, per puzzle (in µs, or ms or s when long). Every round times the solvers
// back to back, and a ratio is the median over rounds of that round's ratio (peer time / dlx-wasm
// time: above 1, dlx-wasm is faster).
//
// Each solver is used the way its README shows:
// - dlx-wasm: solver.sudoku(line) with its default limit 2, so every puzzle is solved and proved unique
//   (Node runs the SIMD build of the module, web/lib/simd.js; `npm run bench:simd` times it against
//   the plain build).
// - dancing-links: the standard 729-row encoding (a given is its one row), solver.find(2): solved and
//   proved unique too.
// - @algorithm.ts/sudoku: SudokuSolver.solve(puzzle, solution) finds one solution and does not prove
//   uniqueness, so it does less work than the other two.
// - tdoku (../shared/peers/tdoku-wasm, 9x9 only, when present): its own driver, run as a child
//   process on the same disguised puzzles, solving for up to 2 solutions as dlx-wasm does. It runs
//   in turns with dlx-wasm, so that a slow spell of the machine (runs here swing by half) falls on
//   all three runners. A turn: dlx-wasm's sudoku() over the set, its sudokuBatch() (the whole set
//   in one call of the API, as the driver loops over it inside WASM), then the driver, each the
//   best of the same number of passes. Each runner's best turn is compared.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { DancingLinks } from 'dancing-links';
import { createSolver } from '../web/lib/index.js';
import { createWorkerSolver } from '../web/worker/client-node.js';
import { solves, valuesOf } from '../tests/support/sudoku-check.js';
import { TDOKU, chosenSets, dataDir, load, median, warmUp } from './sets.js';

const { values: flags, positionals: only } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, published: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const seed = flags.published ? undefined : Number(flags.seed);
if (seed !== undefined && !Number.isSafeInteger(seed)) throw new TypeError(`--seed: an integer, not "${flags.seed}"`);
// An answer checked against the puzzle's givens and the rules (tests/support/sudoku-check.js).
const valid = (line, grid) => solves(valuesOf(line), grid);
const values = valuesOf;

// Each round times every solver on the whole set, one after the other, so the solvers of a round
// share the machine's speed of that minute (it drifts by up to 20% here). Per solver: the median
// round in µs per puzzle, the slowest puzzle, and each round's time for the ratios.
function timeRounds(rounds, puzzles, solvers) {
  for (const solveOne of solvers) {
    let i = 0;
    warmUp(() => {
      solveOne(puzzles[i], i, -1);  // round -1: answers not checked
      i = (i + 1) % puzzles.length;
    });
  }
  const results = solvers.map(() => ({ rounds: [], slowestMs: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    solvers.forEach((solveOne, s) => {
      const started = performance.now();
      for (let i = 0; i < puzzles.length; i += 1) {
        const t = performance.now();
        solveOne(puzzles[i], i, round);
        results[s].slowestMs = Math.max(results[s].slowestMs, performance.now() - t);
      }
      results[s].rounds.push(((performance.now() - started) * 1000) / puzzles.length);
    });
  }
  for (const result of results) result.us = median(result.rounds);
  return results;
}

// How many times slower `theirs` was than `ours`: the median over rounds of each round's ratio.
const ratio = (theirs, ours) => median(theirs.rounds.map((t, round) => t / ours.rounds[round]));

// A time in µs, in the unit that keeps it short (a 25x25 takes seconds), right-aligned.
const cell = (us) => (us < 1e3 ? `${us.toFixed(1)} µs` : us < 1e6 ? `${(us / 1e3).toFixed(1)} ms` : `${(us / 1e6).toFixed(2)} s`).padStart(10);
const NO_PEERS = ` ${'-'.padStart(10)} ${'-'.padStart(10)}  ${'-'.padStart(11)} ${'-'.padStart(12)}`;

// One row of the table: `peers` is the peers' times and ratios, or NO_PEERS.
function printRow(name, puzzles, us, peers, slowestUs) {
  console.log(`${name.padEnd(28)} ${String(puzzles).padStart(7)} ${cell(us)}${peers}  ${cell(slowestUs)}`);
}

function dlxWasm(solver) {
  return (line, i, round) => {
    const result = solver.sudoku(line);
    if (round === 0 && !(result.count === 1 && result.complete && valid(line, values(result.solutions[0])))) {
      throw new Error(`dlx-wasm: wrong answer on puzzle ${i + 1}`);
    }
  };
}

// The classic encoding, as dancing-links' README builds constraints: a row per (cell, digit) that
// the givens allow, four columns each.
const dancingLinks = new DancingLinks();
function dancing(line, i, round) {
  const size = Math.round(Math.sqrt(line.length));
  const box = Math.round(Math.sqrt(size));
  const area = size * size;
  const solver = dancingLinks.createSolver({ columns: 4 * area });
  const given = values(line);
  for (let cell = 0; cell < area; cell += 1) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const b = Math.floor(r / box) * box + Math.floor(c / box);
    for (let d = 0; d < size; d += 1) {
      if (given[cell] && given[cell] !== d + 1) continue;
      solver.addSparseConstraint(cell * size + d, [cell, area + r * size + d, 2 * area + c * size + d, 3 * area + b * size + d]);
    }
  }
  const found = solver.find(2);
  if (round === 0) {
    if (found.length !== 1) throw new Error(`dancing-links: ${found.length} solutions for puzzle ${i + 1}`);
    const grid = new Array(area).fill(0);
    for (const { data } of found[0]) grid[Math.floor(data / size)] = (data % size) + 1;
    if (!valid(line, grid)) throw new Error(`dancing-links: wrong answer on puzzle ${i + 1}`);
  }
}

const algorithmSolvers = new Map();
function algorithmTs(line, i, round) {
  const size = Math.round(Math.sqrt(line.length));
  const box = Math.round(Math.sqrt(size));
  if (!algorithmSolvers.has(box)) algorithmSolvers.set(box, new SudokuSolver({ childMatrixWidth: box }));
  const puzzle = values(line).map((v) => v - 1);
  const solution = new Array(size * size).fill(-1);
  const solved = algorithmSolvers.get(box).solve(puzzle, solution);
  if (round === 0 && !(solved && valid(line, solution.map((v) => v + 1)))) {
    throw new Error(`@algorithm.ts/sudoku: wrong answer on puzzle ${i + 1}`);
  }
}

// The set once more through `dlx-wasm/worker` with one worker per core: each search split across
// them (web/worker/pool.js), timed as the caller waits for it.
async function timeSplit(set, puzzles) {
  const workers = availableParallelism();
  const pool = createWorkerSolver({ workers });
  const ms = [];
  const started = performance.now();
  for (let i = 0; i < puzzles.length; i += 1) {
    const t = performance.now();
    const result = await pool.sudoku(puzzles[i]);
    ms.push(performance.now() - t);
    if (!(result.count === 1 && result.complete && valid(puzzles[i], values(result.solutions[0])))) {
      throw new Error(`dlx-wasm on ${workers} workers: wrong answer on puzzle ${i + 1}`);
    }
  }
  pool.terminate();
  const us = ((performance.now() - started) * 1000) / puzzles.length;
  const name = `  split on ${workers} workers`;
  printRow(name, puzzles.length, us, NO_PEERS, Math.max(...ms) * 1000);
  const slowest = ms.map((t, i) => ({ t, i })).sort((a, b) => b.t - a.t).slice(0, 3);
  console.log(`${''.padEnd(28)} slowest split: ${slowest.map(({ t, i }) => `#${i + 1} ${(t / 1000).toFixed(1)} s`).join(', ')}`);
}

// dlx-wasm's sudokuBatch() on the whole set, `rounds` rounds after a warm-up, answers checked in
// the first: its best µs per puzzle, to set beside tdoku's driver (a loop inside WASM).
function timeBatch(solver, puzzles, rounds) {
  solver.sudokuBatch(puzzles.slice(0, 1000));
  let best = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const results = solver.sudokuBatch(puzzles);
    best = Math.min(best, ((performance.now() - started) * 1000) / puzzles.length);
    if (round > 0) continue;
    results.forEach((result, i) => {
      if (!(result.count === 1 && result.complete && valid(puzzles[i], values(result.solutions[0])))) {
        throw new Error(`dlx-wasm sudokuBatch(): wrong answer on puzzle ${i + 1}`);
      }
    });
  }
  return best;
}

// tdoku's driver on `puzzles` (9x9), `rounds` rounds: its best µs per puzzle.
const scratch = mkdtempSync(join(tmpdir(), 'dlx-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
function tdoku(puzzles, rounds) {
  const file = join(scratch, 'puzzles.txt');
  writeFileSync(file, `${puzzles.join('\n')}\n`);
  const out = execFileSync(process.execPath, ['--no-experimental-fetch', TDOKU, file, String(rounds)], { encoding: 'utf8' });
  const found = /solutions counted (\d+), best ([\d.]+) us\/puzzle/.exec(out);
  if (!found) throw new Error(`tdoku: unexpected output ${out}`);
  if (Number(found[1]) !== puzzles.length) throw new Error(`tdoku: ${found[1]} solutions counted for ${puzzles.length} unique puzzles`);
  return Number(found[2]);
}

// tdoku and dlx-wasm in `turns` turns of PASSES passes each (see the top): the best µs per puzzle
// of tdoku, of dlx-wasm's sudoku() and of its sudokuBatch().
const PASSES = 2;
function againstTdoku(puzzles, turns) {
  const ours = [];
  const batches = [];
  const theirs = [];
  const solveOne = dlxWasm(solver);
  const pass = () => {
    const started = performance.now();
    for (let i = 0; i < puzzles.length; i += 1) solveOne(puzzles[i], i, -1);  // checked in timeRounds
    return ((performance.now() - started) * 1000) / puzzles.length;
  };
  for (let turn = 0; turn < turns; turn += 1) {
    ours.push(Math.min(...Array.from({ length: PASSES }, pass)));
    batches.push(timeBatch(solver, puzzles, PASSES));
    theirs.push(tdoku(puzzles, PASSES));
  }
  return { simd: Math.min(...theirs), best: Math.min(...ours), batch: Math.min(...batches) };
}

const solver = await createSolver();
console.log(`data: ${dataDir}, ${seed === undefined ? 'the sets as published' : `each puzzle disguised from seed ${seed}`}`);
console.log(`${'set'.padEnd(28)} ${'puzzles'.padStart(7)} ${'dlx-wasm'.padStart(10)} ${'dancing'.padStart(10)} ${'algo.ts'.padStart(10)}  dancing/dlx  algo.ts/dlx  ${'slowest dlx'.padStart(10)}`);
for (const set of chosenSets(only)) {
  const puzzles = load(set, seed);
  const [ours, dl, at] = timeRounds(set.rounds, puzzles, set.peers ? [dlxWasm(solver), dancing, algorithmTs] : [dlxWasm(solver)]);
  const peers = set.peers
    ? ` ${cell(dl.us)} ${cell(at.us)}  ${ratio(dl, ours).toFixed(2).padStart(10)}x ${ratio(at, ours).toFixed(2).padStart(11)}x`
    : NO_PEERS;
  printRow(set.file, puzzles.length, ours.us, peers, ours.slowestMs * 1000);
  if (set.peers && existsSync(TDOKU) && puzzles[0].length === 81) {
    const { simd, best, batch } = againstTdoku(puzzles, set.rounds);
    console.log(`${'  tdoku (WASM SIMD)'.padEnd(28)} ${String(puzzles.length).padStart(7)} ${cell(simd)}  tdoku/dlx ${(simd / best).toFixed(2)}x (best turns: dlx-wasm ${best.toFixed(1)} µs)`);
    console.log(`${'  dlx-wasm sudokuBatch()'.padEnd(28)} ${String(puzzles.length).padStart(7)} ${cell(batch)}  tdoku/dlx ${(simd / batch).toFixed(2)}x (best turns, all puzzles in one call of the API)`);
  }
  if (set.split) await timeSplit(set, puzzles);
}

// N queens n = 12, counting all 14,200 solutions; dancing-links with its secondary columns.
const n = 12;
const queensRounds = 9;
const oursQ = [];
const theirsQ = [];
for (let round = 0; round < queensRounds; round += 1) {
  let started = performance.now();
  const count = solver.queens(n, { countOnly: true }).count;
  oursQ.push(performance.now() - started);
  started = performance.now();
  const dq = dancingLinks.createSolver({ primaryColumns: 2 * n, secondaryColumns: 2 * (2 * n - 1) });
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      dq.addSparseConstraint(r * n + c, { primary: [r, n + c], secondary: [r + c, 2 * n - 1 + (r - c + n - 1)] });
    }
  }
  const theirs = dq.findAll().length;
  theirsQ.push(performance.now() - started);
  if (count !== 14200 || theirs !== 14200) throw new Error(`queens ${n}: counts ${count} and ${theirs}, expected 14200`);
}
console.log(`queens ${n} (count all 14,200): dlx-wasm ${median(oursQ).toFixed(1)} ms, dancing-links ${median(theirsQ).toFixed(1)} ms, ` +
  `ratio ${ratio({ rounds: theirsQ }, { rounds: oursQ }).toFixed(2)}x`);
