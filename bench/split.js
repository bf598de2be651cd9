// Counting split across workers and across processes, against one search, in turns:
//   node bench/split.js [ROUNDS=3] [SEED=1] [--quick]
// Problems: the 9,356 pentomino packings of 6x10 (Knuth's text, shuffled from SEED) and the
// 2,279,184 solutions of 15 queens (the API's queens(); through the jobs, the same board as Knuth's
// text, shuffled). For each: one search in this process; createWorkerSolver({ workers: 2 }) (warm);
// `dlx-wasm split --jobs 64` (timed alone), then `parallel --pipe --round-robin -j 2 dlx-wasm
// run-job` and `dlx-wasm merge` (GNU parallel; processes started and the module loaded included).
// Prints the median times, the ratios to one search (for the jobs: one search of the same text, as
// `dlx-wasm cover --count` would run it), and the nodes each split way searched against one search
// (its overhead). --quick: 3x20 pentominoes and
// 10 queens, one round, to check that the script runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../web/lib/index.js';
import { createWorkerSolver } from '../web/worker/client-node.js';
import { shuffledText } from './cover-problems.js';

const quick = process.argv.includes('--quick');
const [roundsText = quick ? '1' : '3', seedText = '1'] = process.argv.slice(2).filter((arg) => arg !== '--quick');
const rounds = Number(roundsText);
const seed = Number(seedText);
const cli = fileURLToPath(new URL('../web/cli/dlx-wasm.js', import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// N queens in Knuth's text: ranks and files primary, diagonals secondary.
function queensText(n) {
  const lines = [];
  const ranks = Array.from({ length: n }, (_, i) => `r${i}`);
  const files = Array.from({ length: n }, (_, i) => `f${i}`);
  const diagonals = Array.from({ length: 2 * n - 1 }, (_, i) => [`a${i}`, `b${i}`]).flat();
  lines.push(`${[...ranks, ...files].join(' ')} | ${diagonals.join(' ')}`);
  for (let r = 0; r < n; r += 1) for (let f = 0; f < n; f += 1) lines.push(`r${r} f${f} a${r + f} b${r - f + n - 1}`);
  return `${lines.join('\n')}\n`;
}

const solver = await createSolver();
const board = quick ? `${'#'.repeat(20)}\n`.repeat(3) : `${'#'.repeat(10)}\n`.repeat(6);
const n = quick ? 10 : 15;
const problems = [
  {
    name: `pentominoes ${quick ? '3x20' : '6x10'}`,
    text: shuffledText(solver.polyomino({ board }, { writeProblem: true }).problem, seed),
    one: (text) => solver.exactCover(text, { countOnly: true, limit: Infinity }),
    pool: (pool, text) => pool.exactCover(text, { countOnly: true, limit: Infinity }),
  },
  {
    name: `${n} queens`,
    text: shuffledText(queensText(n), seed + 1),
    one: () => solver.queens(n, { countOnly: true }),
    pool: (pool) => pool.queens(n, { countOnly: true }),
  },
];

const pool = createWorkerSolver({ workers: 2 });
await pool.queens(11, { countOnly: true });  // both workers started
const scratch = mkdtempSync(join(tmpdir(), 'dlx-split-'));
try {
  console.log(`${'problem'.padEnd(16)} ${'solutions'.padStart(10)} ${'one search'.padStart(11)} ${'2 workers'.padStart(16)} ${'split'.padStart(7)} ${'parallel -j 2'.padStart(16)} ${'nodes: workers'.padStart(15)} ${'jobs'.padStart(7)}`);
  for (const problem of problems) {
    const file = join(scratch, 'problem.dlx');
    writeFileSync(file, problem.text);
    const times = { one: [], text: [], pool: [], split: [], jobs: [] };
    let one;
    let textOne;
    let split;
    let jobNodes = 0;
    for (let round = 0; round < rounds; round += 1) {
      let started = performance.now();
      one = problem.one(problem.text);
      times.one.push(performance.now() - started);

      started = performance.now();
      textOne = solver.exactCover(problem.text, { countOnly: true, limit: Infinity });
      times.text.push(performance.now() - started);

      started = performance.now();
      split = await problem.pool(pool, problem.text);
      times.pool.push(performance.now() - started);

      started = performance.now();
      const run = (args, input) => execFileSync(process.execPath, [cli, ...args], { cwd: scratch, input, encoding: 'utf8', maxBuffer: 1 << 28 });
      const jobs = run(['split', '--jobs', '64', 'problem.dlx']);
      times.split.push(performance.now() - started);
      started = performance.now();
      const results = execFileSync('parallel', ['--pipe', '--round-robin', '-N', '1', '-j', '2', process.execPath, cli, 'run-job'],
        { cwd: scratch, input: jobs, encoding: 'utf8', maxBuffer: 1 << 28 });
      const merged = Number(run(['merge'], results).trim());
      times.jobs.push(performance.now() - started);
      jobNodes = results.trim().split('\n').reduce((sum, line) => sum + JSON.parse(line).nodes, 0);
      if (split.count !== one.count || merged !== one.count) {
        throw new Error(`${problem.name}: one search counts ${one.count}, 2 workers ${split.count}, the jobs ${merged}`);
      }
    }
    const [o, x, p, t, j] = [median(times.one), median(times.text), median(times.pool), median(times.split), median(times.jobs)];
    const ms = (value, base) => `${value.toFixed(0)} ms${base ? ` ${(base / value).toFixed(2)}x` : ''}`;
    console.log(`${problem.name.padEnd(16)} ${String(one.count).padStart(10)} ${ms(o).padStart(11)} ${ms(p, o).padStart(16)} ${ms(t).padStart(7)} ${ms(j, x).padStart(16)} ` +
      `${(split.nodes / one.nodes).toFixed(4).padStart(15)} ${(jobNodes / textOne.nodes).toFixed(4).padStart(7)}`);
  }
} finally {
  pool.terminate();
  rmSync(scratch, { recursive: true, force: true });
}
