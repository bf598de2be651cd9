// Time to generate minimal puzzles in WASM through the public API: median and worst, then the same
// for each difficulty level on the Sudoku Explainer scale (9x9), with the grids each took.
// Usage: node bench/generate.js [COUNT_9x9=200] [COUNT_16x16=20] [COUNT_PER_LEVEL=20]
import { createSolver } from '../web/lib/index.js';

const [count9 = 200, count16 = 20, countLevel = 20] = process.argv.slice(2).map(Number);
const solver = await createSolver();
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

for (const [size, count] of [[9, count9], [16, count16]]) {
  const times = [];
  const levels = {};
  let givens = 0;
  for (let seed = 1; seed <= count; seed += 1) {
    const started = performance.now();
    const made = solver.generateSudoku({ size, seed });
    times.push(performance.now() - started);
    const level = made.rating?.level ?? `search ${made.search.level}`;
    levels[level] = (levels[level] ?? 0) + 1;
    givens += made.givens;
  }
  times.sort((a, b) => a - b);
  console.log(`${size}x${size} minimal, seeds 1..${count}: median ${median(times).toFixed(1)} ms, ` +
    `worst ${times.at(-1).toFixed(1)} ms, mean givens ${(givens / count).toFixed(1)}, levels ${JSON.stringify(levels)}`);
}

console.log(`\n9x9 by difficulty, seeds 1..${countLevel}     median ms  worst ms  mean grids tried  SE of the puzzles`);
for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
  const times = [];
  const ses = [];
  let attempts = 0;
  for (let seed = 1; seed <= countLevel; seed += 1) {
    const started = performance.now();
    const made = solver.generateSudoku({ seed, difficulty });
    times.push(performance.now() - started);
    ses.push(made.rating.se ?? Infinity);
    attempts += made.attempts;
  }
  times.sort((a, b) => a - b);
  ses.sort((a, b) => a - b);
  const range = `${ses[0].toFixed(1)} to ${ses.at(-1) === Infinity ? 'beyond' : ses.at(-1).toFixed(1)}`;
  console.log(`${difficulty.padEnd(37)} ${median(times).toFixed(1).padStart(9)} ${times.at(-1).toFixed(1).padStart(9)} ` +
    `${(attempts / countLevel).toFixed(1).padStart(17)}  ${range}`);
}
