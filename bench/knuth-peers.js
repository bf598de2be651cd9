// `node bench/knuth-peers.js KNUTH_DIR [ROUNDS] [SEED]`: exact-cover counting in WASM against
// Knuth's own programs compiled natively (KNUTH_DIR/dlx1 and KNUTH_DIR/dlx2, built outside the
// repository: docs/performance.md, "Against Knuth's programs"), on the same files, in turns:
//   word squares   4x4 from 300 random words over 8 letters: XCC, against DLX2
//   pentominoes    the 12 on 6x10, 9,356 packings (polyomino's own problem): against DLX1
//   dominoes       every tiling of 8x8, 12,988,816: against DLX1
// Every file is shuffled from SEED (items and options in a random order). Prints each side's median
// time of ROUNDS (default 5) and Knuth's time over ours; the counts must agree.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSolver } from '../web/lib/index.js';
import { dominoes, shuffledText, wordSquares } from './cover-problems.js';
import { median } from './sets.js';

const [knuthDir, roundsText = '5', seedText = '1'] = process.argv.slice(2);
if (!knuthDir || !['dlx1', 'dlx2'].every((program) => existsSync(join(knuthDir, program)))) {
  console.error('usage: node bench/knuth-peers.js KNUTH_DIR [ROUNDS] [SEED]  (KNUTH_DIR holds dlx1 and dlx2)');
  process.exit(2);
}
const rounds = Number(roundsText);
const seed = Number(seedText);
const solver = await createSolver();
const pentominoes = solver.polyomino({ board: `${'#'.repeat(10)}\n`.repeat(6) }, { writeProblem: true }).problem;
const problems = [
  { name: 'word squares 4x4 (300 words, 8 letters)', program: 'dlx2', text: wordSquares({ seed }) },
  { name: 'pentominoes 6x10', program: 'dlx1', text: pentominoes },
  { name: 'dominoes 8x8', program: 'dlx1', text: dominoes(8, 8) },
];

const scratch = mkdtempSync(join(tmpdir(), 'dlx-knuth-'));
try {
  console.log(`${'problem'.padEnd(42)} ${'solutions'.padStart(11)} ${'Knuth (native)'.padStart(16)} ${'dlx-wasm (WASM)'.padStart(16)} ${'ratio'.padStart(6)}`);
  for (const [index, problem] of problems.entries()) {
    const text = shuffledText(problem.text, seed + index);
    const file = join(scratch, `${index}.dlx`);
    writeFileSync(file, text);
    const theirs = [];
    const ours = [];
    let knuthCount = null;
    let count = null;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const run = spawnSync(join(knuthDir, problem.program), [], { input: text, encoding: 'utf8', maxBuffer: 1 << 26 });
      theirs.push(performance.now() - started);
      knuthCount = Number(/Altogether (\d+) solution/.exec(run.stderr)?.[1]);
      const ourStart = performance.now();
      count = solver.exactCover(text, { countOnly: true, limit: Infinity }).count;
      ours.push(performance.now() - ourStart);
    }
    if (knuthCount !== count) throw new Error(`${problem.name}: ${problem.program} counts ${knuthCount}, dlx-wasm ${count}`);
    const [k, w] = [median(theirs), median(ours)];
    console.log(`${problem.name.padEnd(42)} ${String(count).padStart(11)} ${`${k.toFixed(0)} ms`.padStart(16)} ${`${w.toFixed(0)} ms`.padStart(16)} ${(k / w).toFixed(2).padStart(6)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
