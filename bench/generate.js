// Time to generate minimal puzzles in WASM through the public API: median and worst.
// Usage: node bench/generate.js [COUNT_9x9=200] [COUNT_16x16=20]
import { createSolver } from '../web/lib/index.js';

const [count9 = 200, count16 = 20] = process.argv.slice(2).map(Number);
const solver = await createSolver();

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
  console.log(`${size}x${size} minimal, seeds 1..${count}: median ${times[Math.floor(count / 2)].toFixed(1)} ms, ` +
    `worst ${times.at(-1).toFixed(1)} ms, mean givens ${(givens / count).toFixed(1)}, levels ${JSON.stringify(levels)}`);
}
