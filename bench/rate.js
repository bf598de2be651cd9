// `npm run bench:rate [-- OPTIONS]`: the project's ratings beside Sukaku Explainer's (serate), on
// the same puzzles: every shared SE-rated puzzle, top1465, 200 generated puzzles at each level
// (the project's generator, disguised with a fixed seed) and a sample of the forum's hardest list.
// Prints, per set, how many ER, EP and ED are exactly serate's, every disagreement with both
// ratings and the first step where the two part (serate's step line and ours), and the speed: our
// median per SE band, our slowest, serate's slowest, and serate's total time over ours.
//
// Our side is rate() of the WASM module in Node, as users rate (--native: also the native build's
// build/native/dlx_rate, when built). serate runs only when Java and
// ../shared/peers/serate/SukakuExplainer.jar are here; its results are cached in
// build/bench-rate/serate.jsonl by puzzle (seeded from /work/oracle's serate outputs where they
// exist), so a rerun reads them back.
//   --hardest N   how many of the forum's hardest list, from its start (default 12; serate needs
//                 21-107 s each there, once)
//   --fresh       rerun serate on every puzzle (and generate the puzzles again)
//   --sets a,b    only the sets whose names contain one of these (diabolical, top1465,
//                 generated, hardest)
//   --native      our side natively too
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSolver } from '../web/lib/index.js';
import { disguised, seededRandom } from '../tests/support/fixtures.js';
import { SerateCache, keyOf, runSerate, seedFrom, serateRuns } from './serate.js';
import { dataDir, median, warmUp } from './sets.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const WORK = here('../build/bench-rate');
const ORACLE = '/work/oracle';
const { values: flags } = parseArgs({
  options: { hardest: { type: 'string', default: '12' }, fresh: { type: 'boolean' }, sets: { type: 'string' }, native: { type: 'boolean' } },
});

const lines = (file) => readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/)[0]);
const solver = await createSolver();

// 200 puzzles at each level, seeds 1-200 of each, disguised by one fixed sequence; kept in
// build/bench-rate/generated.txt, so that serate's cache stays valid while the ladder (which the
// generator rates with) changes; --fresh makes them again.
function generated() {
  const file = `${WORK}/generated.txt`;
  if (existsSync(file) && !flags.fresh) return lines(file);
  const random = seededRandom(42);
  const out = [];
  solver.techniques();
  for (const [l, difficulty] of ['easy', 'medium', 'hard', 'expert', 'extreme'].entries()) {
    for (let seed = 1; seed <= 200; seed += 1) out.push(disguised(solver.generateSudoku({ seed: 1000 * (l + 1) + seed, difficulty }).puzzle, random));
  }
  mkdirSync(WORK, { recursive: true });
  writeFileSync(file, `# dlx-wasm generateSudoku, 200 per level (easy to extreme), disguised (bench/rate.js)\n${out.join('\n')}\n`);
  return out;
}

// The first `count` of the forum's hardest list: the oracle's serate runs take them in that order.
const hardestSample = (count) => lines(`${dataDir}/9x9-forum-hardest-1106.txt`).slice(0, count);

const SETS = [
  { name: 'diabolical (SE-rated)', puzzles: () => lines(`${dataDir}/9x9-se-rated-diabolical.txt`) },
  { name: 'top1465', puzzles: () => lines(`${dataDir}/9x9-top1465.txt`) },
  { name: 'generated (200 a level)', puzzles: generated },
  { name: 'forum hardest', puzzles: () => hardestSample(Number(flags.hardest)) },
].filter((set) => !flags.sets || flags.sets.split(',').some((s) => set.name.includes(s)));

// serate's side: the cache, seeded from the oracle's outputs, then serate on what is missing.
const cache = new SerateCache(`${WORK}/serate.jsonl`);
if (flags.fresh) cache.clear();
else {
  // Every X.steps there with its X.txt (the same jar, --after='%r, %s' --format='ED=%r/%p/%d %e').
  for (const steps of existsSync(ORACLE) ? readdirSync(ORACLE).filter((f) => f.endsWith('.steps')) : []) {
    const added = seedFrom(cache, `${ORACLE}/${steps}`, `${ORACLE}/${steps.replace(/\.steps$/, '.txt')}`);
    if (added > 0) console.log(`serate cache: ${added} puzzles from ${ORACLE}/${steps}`);
  }
}
const canRun = serateRuns();
if (!canRun) console.log('serate: no Java or no ../shared/peers/serate/SukakuExplainer.jar here; its cached results only (build/bench-rate/serate.jsonl)');
for (const set of SETS) {
  set.list = set.puzzles();
  const missing = [...new Set(set.list.filter((p) => !cache.get(p)).map(keyOf))];
  if (missing.length === 0 || !canRun) continue;
  console.log(`serate: rating ${missing.length} puzzles of ${set.name} (cached as they finish)`);
  const started = Date.now();
  await runSerate(missing, cache, WORK, (done) => {
    if (process.stderr.isTTY) process.stderr.write(`\r  ${done}/${missing.length}, ${((Date.now() - started) / 1000).toFixed(0)} s\x1b[K`);
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
}

// Our side: rate() timed; our ER as serate writes it (20.0 beyond the ladder).
const tenths = (x) => Math.round(x * 10);
const ours = (rating) => ({ er: rating.beyond ? 20 : rating.se, ep: rating.ep ?? 0, ed: rating.ed ?? 0 });
const triple = ({ er, ep, ed }) => `${er.toFixed(1)}/${ep.toFixed(1)}/${ed.toFixed(1)}`;

// The native build's ratings and times (dlx_rate --ms), by puzzle, when asked and built.
function nativeRun(puzzles) {
  const binary = here('../build/native/dlx_rate');
  if (!existsSync(binary)) return null;
  const file = `${WORK}/native-input.txt`;
  writeFileSync(file, `${puzzles.join('\n')}\n`);
  const run = spawnSync(binary, ['--ms', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return run.stdout.trim().split('\n').map((line) => Number.parseFloat(line.split(/\s+/)[1]));  // "5.6/1.2/1.2 0.42ms"
}

// Where our steps part from serate's: the first step whose value differs (or where one path ends).
function parting(puzzle, se) {
  const { steps } = solver.explain(puzzle);
  const value = (line) => tenths(Number(line.split(',')[0]));
  let k = 0;
  while (k < se.steps.length && k < steps.length && value(se.steps[k]) === tenths(steps[k].se)) k += 1;
  const mine = steps[k] ? `${steps[k].se.toFixed(1)}, ${steps[k].technique}: ${steps[k].sentence}` : '(end)';
  return { step: k + 1, se: se.steps[k] ?? '(end)', ours: mine };
}

warmUp(() => solver.rate('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'));
const BANDS = [['below 7.0', 0, 7], ['7.0-8.9', 7, 9], ['9.0-10.9', 9, 11], ['11.0+', 11, Infinity]];
const all = { ours: [], serate: [], compared: 0 };
const summary = [];
for (const set of SETS) {
  const rows = [];
  for (const puzzle of set.list) {
    const started = performance.now();
    const rating = solver.rate(puzzle);
    rows.push({ puzzle, ms: performance.now() - started, rating: ours(rating), se: cache.get(puzzle) });
  }
  const native = flags.native ? nativeRun(set.list) : null;
  const compared = rows.filter((row) => row.se);
  const agree = { er: 0, ep: 0, ed: 0 };
  console.log(`\n== ${set.name}: ${set.list.length} puzzles, ${compared.length} with serate's rating`);
  for (const [i, row] of rows.entries()) {
    if (!row.se) continue;
    const same = Object.fromEntries(['er', 'ep', 'ed'].map((k) => [k, tenths(row.se[k]) === tenths(row.rating[k])]));
    for (const k of Object.keys(agree)) agree[k] += same[k] ? 1 : 0;
    if (same.er && same.ep && same.ed) continue;
    const part = parting(row.puzzle, row.se);
    console.log(`#${i + 1} ${keyOf(row.puzzle)} SE ${triple(row.se)} ours ${triple(row.rating)}; step ${part.step}:`);
    console.log(`   SE:   ${part.se}`);
    console.log(`   ours: ${part.ours}`);
  }
  const pct = (x) => `${x}/${compared.length} (${((100 * x) / Math.max(compared.length, 1)).toFixed(1)}%)`;
  console.log(`ER exact ${pct(agree.er)}, EP exact ${pct(agree.ep)}, ED exact ${pct(agree.ed)}`);
  summary.push({ name: set.name, n: compared.length, ...agree });
  for (const row of rows) all.ours.push({ ms: row.ms, se: row.se, beyond: row.rating.er === 20 });
  if (native) console.log(`native dlx_rate: median ${median(native).toFixed(1)} ms, slowest ${Math.max(...native).toFixed(1)} ms`);
  else if (flags.native) console.log('native: build/native/dlx_rate is not built (cmake --build build/native --target dlx_rate)');
}

// Speed over every set: by serate's ER (a puzzle serate has not rated is left out of the bands).
console.log('\n== speed (WASM in Node, ms a puzzle; serate: its own %e, one thread)');
// A puzzle beyond our ladder stops early: its time is not a finished rating's, so each band says how many.
console.log('band          puzzles  our median  our slowest  serate median  serate slowest  beyond our ladder');
const known = all.ours.filter((row) => row.se);
for (const [name, lo, hi] of BANDS) {
  const band = known.filter((row) => row.se.er >= lo && row.se.er < hi);
  if (band.length === 0) continue;
  const serate = band.map((row) => row.se.ms).filter((ms) => ms !== null);
  console.log(`${name.padEnd(12)} ${String(band.length).padStart(8)} ${median(band.map((r) => r.ms)).toFixed(1).padStart(11)} ${Math.max(...band.map((r) => r.ms)).toFixed(1).padStart(12)} ` +
    `${(serate.length ? median(serate).toFixed(0) : '-').padStart(14)} ${(serate.length ? Math.max(...serate).toFixed(0) : '-').padStart(15)} ${String(band.filter((r) => r.beyond).length).padStart(18)}`);
}
const timed = known.filter((row) => row.se.ms !== null);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const ourTotal = sum(timed.map((r) => r.ms));
const seTotal = sum(timed.map((r) => r.se.ms));
console.log(`our slowest ${Math.max(...all.ours.map((r) => r.ms)).toFixed(1)} ms; over the ${timed.length} puzzles serate timed: ours ${(ourTotal / 1000).toFixed(1)} s, serate ${(seTotal / 1000).toFixed(1)} s, ${(seTotal / Math.max(ourTotal, 1e-9)).toFixed(1)}x`);
const finished = timed.filter((r) => !r.beyond);
const [ourDone, seDone] = [sum(finished.map((r) => r.ms)), sum(finished.map((r) => r.se.ms))];
console.log(`over the ${finished.length} of them our ladder finishes: ours ${(ourDone / 1000).toFixed(1)} s, serate ${(seDone / 1000).toFixed(1)} s, ${(seDone / Math.max(ourDone, 1e-9)).toFixed(1)}x`);
console.log('\n== agreement');
for (const s of summary) console.log(`${s.name.padEnd(26)} ${String(s.n).padStart(5)}  ER ${(100 * s.er / Math.max(s.n, 1)).toFixed(1)}%  EP ${(100 * s.ep / Math.max(s.n, 1)).toFixed(1)}%  ED ${(100 * s.ed / Math.max(s.n, 1)).toFixed(1)}%`);
const n = sum(summary.map((s) => s.n));
console.log(`${'all'.padEnd(26)} ${String(n).padStart(5)}  ER ${(100 * sum(summary.map((s) => s.er)) / Math.max(n, 1)).toFixed(1)}%  EP ${(100 * sum(summary.map((s) => s.ep)) / Math.max(n, 1)).toFixed(1)}%  ED ${(100 * sum(summary.map((s) => s.ed)) / Math.max(n, 1)).toFixed(1)}%`);
