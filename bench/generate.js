// Time to generate minimal puzzles in WASM through the public API: median and worst, then the same
// for each difficulty level on the Sudoku Explainer scale (9x9), with the grids each took.
// Usage: node bench/generate.js [COUNT_9x9=200] [COUNT_16x16=20] [COUNT_PER_LEVEL=20] [COUNT_KILLER=5]
import { createSolver } from '../web/lib/index.js';

const [count9 = 200, count16 = 20, countLevel = 20, countKiller = 5] = process.argv.slice(2).map(Number);
const solver = await createSolver();
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

for (const [size, count] of [[9, count9], [16, count16]]) {
  if (count === 0) continue;
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

// Each level's puzzles for seeds 1..count, under `variant` (none: classic).
function byLevel(title, count, variant) {
  console.log(`\n${title.padEnd(38)} median ms  worst ms  mean grids tried  SE of the puzzles`);
  for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    const times = [];
    const ses = [];
    let attempts = 0;
    let failed = 0;  // seeds that ended in the RangeError (a level rare under these rules)
    for (let seed = 1; seed <= count; seed += 1) {
      const started = performance.now();
      try {
        const made = solver.generateSudoku({ seed, difficulty, variant });
        ses.push(made.rating.se ?? Infinity);
        attempts += made.attempts;
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        failed += 1;
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    ses.sort((a, b) => a - b);
    const se = (value) => (value === Infinity ? 'beyond' : value.toFixed(1));
    const range = ses.length === 0 ? 'none' : `${se(ses[0])} to ${se(ses.at(-1))}`;
    console.log(`${difficulty.padEnd(37)} ${median(times).toFixed(1).padStart(9)} ${times.at(-1).toFixed(1).padStart(9)} ` +
      `${(attempts / Math.max(1, count - failed)).toFixed(1).padStart(17)}  ${range}${failed ? `; ${failed} seed(s) failed` : ''}`);
  }
}

byLevel(`9x9 by difficulty, seeds 1..${countLevel}`, countLevel);
if (countKiller > 0) byLevel(`9x9 killer by difficulty, seeds 1..${countKiller}`, countKiller, { cages: true });
