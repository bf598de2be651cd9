// Batch throughput of the CLI against the API called in a loop, on one puzzle file (default: the
// shared 17-clue set). The CLI time includes its process start and module load.
// Usage: node bench/cli-throughput.js [FILE]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../web/lib/index.js';

const shared = fileURLToPath(new URL('../../shared/data/9x9-17clue.txt', import.meta.url));
const file = process.argv[2] ?? (existsSync(shared) ? shared : fileURLToPath(new URL('../tests/fixtures/9x9-17clue-sample.txt', import.meta.url)));
const cli = fileURLToPath(new URL('../web/cli/dlx-wasm.js', import.meta.url));
const puzzles = readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));

const solver = await createSolver();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const api = [];
const command = [];
for (let round = 0; round < 3; round += 1) {
  let started = performance.now();
  for (const puzzle of puzzles) solver.sudoku(puzzle, { limit: 1 });
  api.push(performance.now() - started);
  started = performance.now();
  execFileSync(process.execPath, [cli, 'sudoku', file], { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 });
  command.push(performance.now() - started);
}
const perPuzzle = (ms) => ((ms * 1000) / puzzles.length).toFixed(1);
console.log(`${file}: ${puzzles.length} puzzles, median of 3 rounds`);
console.log(`  API loop      ${perPuzzle(median(api))} us/puzzle`);
console.log(`  dlx-wasm CLI  ${perPuzzle(median(command))} us/puzzle (process start and module load included)`);
console.log(`  CLI / API     ${(median(command) / median(api)).toFixed(2)}x`);
