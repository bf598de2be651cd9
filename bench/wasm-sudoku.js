// WASM speed through the public API: µs per puzzle for each puzzle file given, searching for up to
// 2 solutions (solve and prove uniqueness). Usage: node bench/wasm-sudoku.js FILE...
// Compare with the native build of the same core: build/native/dlx_bench FILE...
import { readFileSync } from 'node:fs';
import { createSolver } from '../web/lib/index.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/wasm-sudoku.js PUZZLE_FILE...');
  process.exit(2);
}
const solver = await createSolver();
for (const file of files) {
  const puzzles = readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
  let nodes = 0;
  let unique = 0;
  const started = process.hrtime.bigint();
  for (const puzzle of puzzles) {
    const result = solver.sudoku(puzzle);
    nodes += result.nodes;
    if (result.count === 1 && result.complete) unique += 1;
  }
  const us = Number(process.hrtime.bigint() - started) / 1000;
  console.log(`${file.padEnd(40)} ${String(puzzles.length).padStart(6)} puzzles ${String(unique).padStart(6)} unique ` +
    `${(us / puzzles.length).toFixed(1).padStart(10)} us/puzzle ${(nodes / puzzles.length).toFixed(1).padStart(12)} nodes/puzzle`);
}
