// What generateSudoku costs per size, variant and level: each cell times the seeds given (the
// fastest and the slowest that finished), every
// call under a deadline (the API's own bound), so a slow cell reads "over N s" instead of running
// for minutes. A cell stops at its first seed that runs out of time (the rest would too, or nearly).
// The table is markdown, for docs/performance.md ("Generating: what each size and variant costs").
// Usage: node bench/generate-costs.js [SEEDS=3] [SECONDS=10] [SIZES=4,9,16,25] [VARIANTS=classic,X,windoku,jigsaw,killer]
import { createSolver } from '../web/lib/sudoku-index.js';

const [seedsArg = '3', secondsArg = '10', sizesArg = '4,9,16,25', variantsArg = ''] = process.argv.slice(2);
const seeds = Number(seedsArg);
const seconds = Number(secondsArg);
const sizes = sizesArg.split(',').map(Number);
const solver = await createSolver();

// Killers and jigsaws drawn afresh are generated up to 16x16 (a RangeError above); the others at every size.
const VARIANTS = [['classic', undefined], ['X', { x: true }], ['windoku', { windoku: true }], ['jigsaw', { regions: true }], ['killer', { cages: true }]]
  .filter(([name]) => variantsArg === '' || variantsArg.split(',').includes(name));
const LEVELS = ['minimal', 'easy', 'medium', 'hard', 'expert', 'extreme'];

// One cell: the fastest and slowest ms of the seeds that finished, and how the others ended.
function cell(size, variant, level) {
  const times = [];
  const ends = {};
  for (let seed = 1; seed <= seeds; seed += 1) {
    const options = { size, seed, variant, deadline: Date.now() + seconds * 1000 };
    if (level !== 'minimal') options.difficulty = level;
    const started = performance.now();
    try {
      solver.generateSudoku(options);
      times.push(performance.now() - started);
    } catch (error) {
      const end = error.name === 'TimeoutError' ? `over ${seconds} s` : error instanceof RangeError ? 'RangeError' : null;
      if (end === null) throw error;
      ends[end] = (ends[end] ?? 0) + 1;
      if (error.name === 'TimeoutError') break;
    }
  }
  times.sort((a, b) => a - b);
  const ms = (t) => (t < 10 ? t.toFixed(1) : t < 10_000 ? t.toFixed(0) : `${(t / 1000).toFixed(0)} s`);
  const made = times.length === 0 ? '' : times.length === 1 ? `${ms(times[0])} ms` : `${ms(times[0])}–${ms(times.at(-1))} ms`;
  const failed = Object.entries(ends).map(([end, n]) => `${n} ${end}`).join(', ');
  return [made, failed].filter(Boolean).join('; ');
}

console.log(`generateSudoku by size, variant and level: fastest–slowest ms over seeds 1..${seeds}, each under a ${seconds} s deadline`);
console.log(`(${new Date().toISOString().slice(0, 10)}, node ${process.version}, the Sudoku module)\n`);
console.log(`| size | variant | ${LEVELS.join(' | ')} |`);
console.log(`|---|---|${LEVELS.map(() => '---').join('|')}|`);
for (const size of sizes) {
  for (const [name, variant] of VARIANTS) {
    if ((variant?.cages || variant?.regions) && size > 16) continue;
    const row = LEVELS.map((level) => cell(size, variant, level));
    console.log(`| ${size}×${size} | ${name} | ${row.join(' | ')} |`);
  }
}
