// `node bench/variants.js [COUNT] [SEED]` (npm run bench:variants): a line per Sudoku variant,
// solving and proving unique COUNT puzzles (default 20) the generator makes from SEED on (default
// a random one, printed, so a run can be repeated), each relabelled by a random permutation of its
// digits before it is timed (what the generator made is not what is searched), plus the published
// puzzles of the tests (tests/support/fixtures.js says where they are from). Time per puzzle is the median of 3 rounds.
import { JIGSAW, KILLER, WINDOKU, X_UKPA } from '../tests/support/fixtures.js';
import { createSolver } from '../web/lib/index.js';

const [countText = '20', seedText] = process.argv.slice(2);
const count = Number(countText);
const seed = seedText === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seedText);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || seed < 0) {
  console.error('usage: node bench/variants.js [COUNT] [SEED]');
  process.exit(2);
}
const solver = await createSolver();

// A random relabelling of the digits 1-9, the same for a puzzle and (a killer's sums do not move)
// its rules.
let state = seed;
const random = () => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state / 2 ** 32;
};
function relabel(puzzle) {
  const digits = [...'123456789'];
  for (let i = digits.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j], digits[i]];
  }
  return puzzle.replace(/[1-9]/g, (d) => digits[Number(d) - 1]);
}

function time(puzzles) {
  const rounds = [];
  let nodes = 0;
  for (let round = 0; round < 3; round += 1) {
    nodes = 0;
    const started = performance.now();
    for (const { puzzle, variant } of puzzles) {
      const result = solver.sudoku(puzzle, { variant });
      if (result.count !== 1 || !result.complete) throw new Error(`${puzzle}: ${result.count} solutions`);
      nodes += result.nodes;
    }
    rounds.push((performance.now() - started) / puzzles.length);
  }
  rounds.sort((a, b) => a - b);
  return { ms: rounds[1], nodes: nodes / puzzles.length };
}

const format = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const lines = [
  ['classic', {}],
  ['x', { x: true }],
  ['windoku', { windoku: true }],
  ['x + windoku', { x: true, windoku: true }],
  ['jigsaw (Janko 108 regions)', { regions: JIGSAW.regions }],
  ['killer (cages only or nearly)', { cages: true }],
];
console.log(`seed ${seed}, ${count} generated 9x9 puzzles per variant, relabelled; solve and prove unique (median of 3 rounds)`);
for (const [name, asked] of lines) {
  const puzzles = [];
  let generated = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const made = solver.generateSudoku({ seed: (seed + i) % 2 ** 32, ...(name === 'classic' ? {} : { variant: asked }) });
    generated += performance.now() - started;
    // A killer's cages fix its sums: its digits keep their labels.
    puzzles.push({ puzzle: asked.cages ? made.puzzle : relabel(made.puzzle), variant: made.variant });
  }
  const { ms, nodes } = time(puzzles);
  console.log(`${name.padEnd(32)} ${format(ms).padStart(10)} per puzzle, ${Math.round(nodes).toLocaleString('en').padStart(7)} nodes; generating ${format(generated / count)} each`);
}
const published = [
  ['x: UKPA 247 diagonal', X_UKPA.puzzle, { x: true }],
  ['windoku: Wikipedia hypersudoku', WINDOKU.puzzle, { windoku: true }],
  ['jigsaw: Janko Chaos-Sudoku 108', JIGSAW.puzzle, { regions: JIGSAW.regions }],
  ['killer: UKPA 247 (no givens)', '.'.repeat(81), { cages: KILLER.cages }],
];
for (const [name, puzzle, variant] of published) {
  const { ms, nodes } = time([{ puzzle, variant }]);
  console.log(`${name.padEnd(32)} ${format(ms).padStart(10)}, ${Math.round(nodes).toLocaleString('en')} nodes`);
}
