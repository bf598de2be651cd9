#!/usr/bin/env node
// Writes tests/fixtures/se-ratings.txt, Sukaku Explainer's own ratings of a spread of puzzles, from
// serate's results that `npm run bench:rate` cached (build/bench-rate/serate.jsonl; run it first
// with the sets below): every shared SE-rated puzzle, top1465 across SE's bands (evenly spread in
// its order within each band), the first of the forum's hardest, and generated puzzles of every level. The fixture is data: the test
// that reads it (tests/node/se-ratings.test.js) needs no Java.
//   node tools/se-fixtures.js
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SerateCache } from '../bench/serate.js';
import { dataDir } from '../bench/sets.js';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// How many of top1465 per band of serate's ER: many of the quick ones, fewer of the slow ones, so
// that the test stays within about 30 s.
const TOP_BANDS = [[0, 7, 120], [7, 9, 80], [9, 11, 20], [11, 100, 5]];
const PER_LEVEL = 20;  // of the 200 generated puzzles of each level

const lines = (file) => readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/)[0]);
const cache = new SerateCache(here('../build/bench-rate/serate.jsonl'));
const rows = [];
const add = (puzzle, source) => {
  const se = cache.get(puzzle);
  if (!se) throw new Error(`no serate rating cached for ${puzzle} (${source}): run npm run bench:rate first`);
  rows.push(`${puzzle} ${se.er.toFixed(1)} ${se.ep.toFixed(1)} ${se.ed.toFixed(1)} ${source}`);
};
const spread = (list, n) => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));

lines(`${dataDir}/9x9-se-rated-diabolical.txt`).forEach((p, i) => add(p, `diabolical#${i + 1}`));
const top = lines(`${dataDir}/9x9-top1465.txt`).map((p, i) => ({ p, i }));
for (const [lo, hi, n] of TOP_BANDS) {
  const band = top.filter(({ p }) => cache.get(p) && cache.get(p).er >= lo && cache.get(p).er < hi);
  for (const { p, i } of spread(band, n)) add(p, `top1465#${i + 1}`);
}
// A few of the forum's hardest (SE 11 and more), those serate has rated, from its start: each takes
// serate a minute, and the nested chains that rate them seconds here.
const HARDEST = 4;
lines(`${dataDir}/9x9-forum-hardest-1106.txt`).map((p, i) => ({ p, i })).filter(({ p }) => cache.get(p)).slice(0, HARDEST)
  .forEach(({ p, i }) => add(p, `forum-hardest#${i + 1}`));
const generated = lines(here('../build/bench-rate/generated.txt'));
['easy', 'medium', 'hard', 'expert', 'extreme'].forEach((level, l) => {
  for (const p of spread(generated.slice(200 * l, 200 * (l + 1)), PER_LEVEL)) add(p, `generated-${level}`);
});
writeFileSync(here('../tests/fixtures/se-ratings.txt'), `# Sukaku Explainer's ratings, as its serate printed them (SukakuExplainer.jar, commit 362854e, in
# ../shared/peers/serate; --format='%r/%p/%d'): puzzle, ER, EP, ED, and where the puzzle is from:
# the shared SE-rated set (diabolical), top1465 by its line (spread over SE's bands), the first of
# the forum's hardest list, the project's generator (generateSudoku, 20 of 200 per level, disguised:
# bench/rate.js). Written by tools/se-fixtures.js from bench:rate's cache of serate's results; read
# by tests/node/se-ratings.test.js, which needs no Java.
${rows.join('\n')}
`);
console.log(`${rows.length} puzzles`);
