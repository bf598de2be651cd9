// `node tools/technique-examples.js`: finds, for each technique the logic solver can name, a position
// where it is the next step, and writes them to web/page/techniques/examples.js, the technique page's
// data (techniques.html draws each example with play mode's board, the step worked out by the
// library at run time). The positions come from the puzzle sets in ../shared/data (read
// ../shared/README.md), each puzzle explained by the library (explain()) and its steps replayed;
// techniques those sets never reach come from the generator (a hidden quad from an expert puzzle,
// a cage combination from a killer: the sets hold no killers). Of the positions found for a
// technique the clearest is kept (fewest pencil marks on the board, the smallest step), and only
// if hint() at that position gives the same step. It fails, naming them, when a technique has none.
// Five to ten minutes (the 17-clue set is read only for what the others miss). A technique no
// position shows (never first in SE's order on these paths) gets `none`, the page's words for it.
//   node tools/technique-examples.js [TECHNIQUE...]
// With names (API names: direct-claiming), looks again for those alone and keeps the others' examples
// as the file has them: for a change to the ladder that moves only some techniques' first steps.
// A direct claiming never comes first on a classic grid (a hidden single or a direct pointing
// always does, tests/fixtures/README.md): its example comes from a generated windoku, whose
// windows break that argument.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../web/lib/sudoku-index.js';
import { loadSudokuModule } from '../web/lib/sudoku-module.js';
import { logicNames } from '../web/lib/logic.js';
import { housesOf, peersOf } from '../web/page/play/houses.js';
import { candidatesText, hintOptions } from '../web/page/techniques/position.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATA = `${root}../shared/data`;
const OUT = `${root}web/page/techniques/examples.js`;
// Read whole, in this order; then, for the techniques still without an example, generated expert
// puzzles and the 17-clue set until each has one.
const SETS = ['9x9-top95.txt', '9x9-se-rated-diabolical.txt', '9x9-top1465.txt', '9x9-forum-hardest-1106.txt'];
const LAST_SET = '9x9-17clue.txt';
const FORUM_PUZZLES = 24;
const LAST_SET_PUZZLES = 5000;
const EXPERT_SEEDS = 400;
const KILLER_SEEDS = 20;
const WINDOKU_SEEDS = 20;

if (!existsSync(DATA)) {
  console.error(`tools/technique-examples.js: no puzzle sets at ${DATA} (../shared/data beside the project)`);
  process.exit(1);
}

const solver = await createSolver();
const TECHNIQUES = logicNames(await loadSudokuModule()).techniques;
const best = new Map();  // technique -> { score, example }
const AGAIN = process.argv.slice(2);
for (const name of AGAIN) {
  if (!TECHNIQUES.includes(name)) {
    console.error(`tools/technique-examples.js: '${name}' is not a technique the logic solver names (${TECHNIQUES.join(', ')})`);
    process.exit(2);
  }
}
if (AGAIN.length > 0) {
  const { default: current } = await import(`${OUT}?${Date.now()}`);
  for (const example of current) if (!AGAIN.includes(example.technique)) best.set(example.technique, { score: -Infinity, example });
}

const bits = (mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
};

// Each step of `puzzle`'s explanation, with the position just before it: the digits entered by the
// steps before and the candidates they left (those the houses allow, less those removed).
function* positions(puzzle, variant, steps, drawn) {
  const n = 9;
  const houses = housesOf(n, drawn);
  const peers = peersOf(n, houses);
  const values = [...puzzle].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
  const givens = [...values];
  const removed = values.map(() => 0);
  let removing = false;
  for (const [k, step] of steps.entries()) {
    removing ||= step.removals.length > 0;
    const marks = values.map((value, cell) => {
      if (value) return 0;
      let mask = (1 << n) - 1;
      for (const peer of peers[cell]) if (values[peer]) mask &= ~(1 << (values[peer] - 1));
      return mask & ~removed[cell];
    });
    yield { k, step, values: [...values], givens, marks, removing };
    for (const { cell, digit } of step.removals) removed[cell] |= 1 << (digit - 1);
    for (const { cell, digit } of step.placements) values[cell] = digit;
  }
}

// Lower is clearer: the pencil marks a reader must look through, then the step's own size (its
// removals counted up to 3: a cage that allows two digits removes many, and reads best). A
// killer's board is full of marks whatever the step: there the earlier step is the clearer.
function scoreOf({ k, step, marks, removing }, early) {
  const clutter = removing ? marks.reduce((sum, mask) => sum + bits(mask), 0) / 20 : 0;
  const chains = step.chains.reduce((sum, chain) => sum + chain.length, 0);
  const size = step.cells.length + Math.min(step.removals.length, 3) + step.placements.length + step.digits.length + 2 * chains;
  return (early ? k / 2 : clutter) + size;
}

const sameStep = (a, b) => a.technique === b.technique && JSON.stringify([a.placements, a.removals]) === JSON.stringify([b.placements, b.removals]);

// `only`: the techniques this puzzle may give an example of (null: any); `early`: only steps that
// come after steps of those techniques alone (a killer's cage steps from the cages alone: later
// ones read as arithmetic on marks long since changed).
function consider(puzzle, variant, source, { only = AGAIN.length > 0 ? AGAIN : null, early = false } = {}) {
  let explained;
  try {
    explained = solver.explain(puzzle, { ...(variant ? { variant } : {}), deadline: Date.now() + 10_000 });
  } catch (error) {
    console.warn(`${source}: ${error.message}`);
    return;
  }
  const drawn = variant ? solver.parseSudoku(puzzle, { variant }).variant : null;
  for (const at of positions(puzzle, variant, explained.steps, drawn)) {
    const score = scoreOf(at, early);
    const { technique } = at.step;
    if (only && !only.includes(technique)) continue;
    // A cage's arithmetic on empty cells alone (a lone cell's cage is a given in disguise, one with
    // a digit in it leaves subtraction).
    if (technique === 'cage-combination' && (at.step.cells.length < 2 || at.step.cells.some(({ cell }) => at.values[cell]))) continue;
    if (early && explained.steps.slice(0, at.k).some((step) => !only.includes(step.technique))) break;
    if (best.has(technique) && best.get(technique).score <= score) continue;
    const example = {
      technique,
      source: `${source}, step ${at.k + 1}`,
      puzzle,
      ...(variant ? { variant } : {}),
      entries: at.values.map((value, cell) => (value && !at.givens[cell] ? String(value) : '.')).join(''),
      candidates: at.removing ? candidatesText(at.marks) : null,
    };
    const hinted = solver.hint(puzzle, hintOptions(example));
    if (hinted.status !== 'step' || !sameStep(hinted.step, at.step)) continue;
    best.set(technique, { score, example });
  }
}

// A set's puzzles, '.' blank (the SE-rated set writes '0').
const linesOf = (file) => readFileSync(`${DATA}/${file}`, 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split(/\s+/)[0].replace(/0/g, '.'));
const missing = () => TECHNIQUES.filter((t) => t !== 'cage-combination' && !best.has(t));
// What classic grids may still give (a direct claiming never comes first on one).
const classicMissing = () => missing().filter((t) => t !== 'direct-claiming');

for (const file of SETS) {
  const started = Date.now();
  // The forum's hardest go to nested forcing chains, seconds each: their first puzzles hold every
  // level.
  linesOf(file).slice(0, file.includes('forum') ? FORUM_PUZZLES : undefined).forEach((puzzle, i) => consider(puzzle, null, `${file}, puzzle ${i + 1}`));
  console.log(`${file}: ${((Date.now() - started) / 1000).toFixed(1)} s; without an example: ${missing().join(', ') || 'none'}`);
}
for (let seed = 1; seed <= EXPERT_SEEDS && classicMissing().length > 0; seed += 1) {
  const made = solver.generateSudoku({ difficulty: 'expert', seed });
  consider(made.puzzle, null, `generateSudoku({ difficulty: 'expert', seed: ${seed} })`, { only: classicMissing() });
}
for (let seed = 1; seed <= WINDOKU_SEEDS && missing().includes('direct-claiming'); seed += 1) {
  const made = solver.generateSudoku({ variant: { windoku: true }, seed });
  consider(made.puzzle, made.variant, `generateSudoku({ variant: { windoku: true }, seed: ${seed} })`, { only: ['direct-claiming'] });
}
const lines = linesOf(LAST_SET).slice(0, LAST_SET_PUZZLES);
for (let i = 0; i < lines.length && classicMissing().length > 0; i += 1) consider(lines[i], null, `${LAST_SET}, puzzle ${i + 1}`, { only: classicMissing() });
for (let seed = 1; seed <= KILLER_SEEDS && (AGAIN.length === 0 || AGAIN.includes('cage-combination')); seed += 1) {
  const made = solver.generateSudoku({ variant: { cages: true }, seed });
  consider(made.puzzle, made.variant, `generateSudoku({ variant: { cages: true }, seed: ${seed} })`, { only: ['cage-combination'], early: true });
}

// A technique Sukaku Explainer's order never takes first on these paths (an X-cycle is an X-loop
// of the strong-link rungs first; a BUG type 3 a WXYZ-wing) has no example: its page says so.
const NONE = 'No example: on the paths through the puzzle sets the examples come from (top95, the SE-rated set, top1465, the first of the forum\'s hardest, generated and 17-clue puzzles) this step never comes first. Sukaku Explainer\'s order, which the ladder follows, takes another step before it (an X-cycle is an X-loop of the strong-link rungs first), or none of those puzzles needs it.';
const without = TECHNIQUES.filter((t) => !best.has(t));
if (without.length > 0) console.warn(`no example found for ${without.join(', ')}: their pages say so`);
const entries = TECHNIQUES.map((t) => `  ${JSON.stringify(best.has(t) ? best.get(t).example : { technique: t, none: NONE })},`);
writeFileSync(OUT, `// Generated by tools/technique-examples.js (do not edit by hand; run it again): for each technique
// the logic solver can name, in its order, a position where that technique is the next step, found
// in the puzzle set or by the generator call \`source\` names. A position is the puzzle (and its
// variant), the digits entered since the givens ('.' none), and the pencil marks left, per cell
// (joined by ','), where earlier steps removed candidates (null: the marks the houses allow).
// techniques.html asks the library for the step at each (position.js, hintOptions()).
export default [
${entries.join('\n')}
];
`);
console.log(`wrote ${TECHNIQUES.length} examples to ${OUT}`);
