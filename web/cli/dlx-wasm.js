#!/usr/bin/env node
// The dlx-wasm command: one module load per process, whatever the batch size.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSolver } from '../lib/index.js';
import { isPuzzleFailure } from './bounds.js';
import * as cover from './cover.js';
import { explain, hint } from './explain.js';
import * as generate from './generate.js';
import { UsageError, endOnClosedPipe, report } from './io.js';
import * as merge from './merge.js';
import * as polyomino from './polyomino.js';
import * as queens from './queens.js';
import * as rate from './rate.js';
import * as runJob from './run-job.js';
import * as scan from './scan.js';
import * as split from './split.js';
import * as sudoku from './sudoku.js';

const commands = { sudoku, rate, hint, explain, cover, queens, polyomino, generate, split, 'run-job': runJob, merge, scan };

const help = `Usage: dlx-wasm <command> [options] [arguments]

Exact cover with Knuth's Dancing Links, compiled to WebAssembly.

Commands:
  sudoku [FILE...]   solve Sudoku puzzles (9x9, 16x16, 25x25, 4x4)
  rate [FILE...]     rate Sudoku puzzles on the Sudoku Explainer scale
  hint [FILE...]     the next logical step of each puzzle, named and explained
  explain [FILE...]  every logical step of each puzzle, and its rating
  cover [FILE]       solve a 0/1 matrix or Knuth's item/option text (with
                     colors and bounds)
  queens N           N queens: the first solutions and their number
  polyomino [BOARD]  pack pentominoes (or any pieces) into a board
  generate           Sudoku puzzles with exactly one solution
  split FILE         cut an exact-cover search into jobs for other machines
  run-job [FILE...]  search jobs that split wrote, a result line each
  merge [FILE...]    add the results of every job of a split
  scan PHOTO...      read the Sudoku in each photo or screenshot (JPEG, PNG)

'dlx-wasm <command> --help' describes a command; 'dlx-wasm --version' prints the version.`;

async function main(argv) {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    console.log(help);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    // The package's own version, read where npm put the package: one place for it.
    console.log(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
    return 0;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}"; expected one of: ${Object.keys(commands).join(', ')}`);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error.message.replace(/\n/g, ' '));  // Node's text has line breaks
  }
  if (parsed.values.help) {
    console.log(command.help);
    return 0;
  }
  // merge reads JSON only and scan runs the scan module; the others search (split and run-job
  // through the module's slices).
  const solver = command.searches === false ? null : await createSolver();
  return command.run(solver, parsed.values, parsed.positionals);
}

endOnClosedPipe();
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    report(`dlx-wasm: ${error.message}`);
    report("Try 'dlx-wasm --help'.");
  } else if (isPuzzleFailure(error)) {
    report(`dlx-wasm: ${error.message}`);
  } else {
    throw error;
  }
  process.exitCode = 2;
}
