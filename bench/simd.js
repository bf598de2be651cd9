// `node bench/simd.js [--seed N] [SET...]`: the SIMD build of the full module against its plain
// build (web/lib/simd.js: a runtime loads one of the two), both in one Node process, in turns, on
// the 9x9 sets of `npm run bench` (default 17clue, top1465, forum-hardest), each puzzle disguised
// from seed N (default 1): µs per puzzle for each, solved and proved unique through the module's
// Sudoku text call, and plain/SIMD, the median of each round's ratio (above 1: SIMD is faster).
import { parseArgs } from 'node:util';
import createDlxModule from '../web/generated/dlx.mjs';
import { moduleLoader } from '../web/lib/facade.js';
import { compileFile, instantiate } from '../web/lib/wasm.js';
import { chosenSets, load, median, warmUp } from './sets.js';

const { values: flags, positionals } = parseArgs({ options: { seed: { type: 'string', default: '1' } }, allowPositionals: true });
const seed = Number(flags.seed);
if (!Number.isSafeInteger(seed)) throw new TypeError(`--seed: an integer, not "${flags.seed}"`);
// Each build by name, under the glue both share.
const build = (wasm) => moduleLoader(async () => instantiate(createDlxModule, await compileFile(new URL(`../web/generated/${wasm}`, import.meta.url))))();
const [plain, simd] = await Promise.all([build('dlx.wasm'), build('dlx-simd.wasm')]);
const ROUNDS = 8;

for (const set of chosenSets(positionals.length > 0 ? positionals : ['17clue', 'top1465', 'forum-hardest'])) {
  const puzzles = load(set, seed);
  const time = (module) => {
    const started = performance.now();
    for (const puzzle of puzzles) module.solveSudokuText(puzzle, '', 2, 0);
    return ((performance.now() - started) * 1000) / puzzles.length;
  };
  for (const module of [plain, simd]) warmUp(() => time(module));
  const plainTimes = [];
  const simdTimes = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [[plain, plainTimes], [simd, simdTimes]] : [[simd, simdTimes], [plain, plainTimes]];
    for (const [module, times] of order) times.push(time(module));
  }
  const ratio = median(plainTimes.map((t, round) => t / simdTimes[round]));
  console.log(`${set.file.padEnd(28)} ${String(puzzles.length).padStart(6)} puzzles: plain ${median(plainTimes).toFixed(2)} µs, SIMD ${median(simdTimes).toFixed(2)} µs, plain/SIMD ${ratio.toFixed(3)}`);
}
