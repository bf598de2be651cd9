// `npm run bench:rate [-- SET...]`: the logic solver in WASM under Node, rating each puzzle of the
// shared sets (solve() first proves it unique, then every step to the end, as rate() does): ms per
// puzzle, median and mean, the median of the puzzles rated 7.0 or more, the slowest, and how many
// the ladder finishes. The SE-rated set also prints how many ratings fall within 0.5 of SE's.
import { createSolver } from '../web/lib/index.js';
import { dataDir, median, warmUp } from './sets.js';
import { existsSync, readFileSync } from 'node:fs';

const SETS = ['9x9-se-rated-diabolical.txt', '9x9-top1465.txt', '9x9-forum-hardest-1106.txt'];
const only = process.argv.slice(2);
const solver = await createSolver();
const fixtures = new URL('../tests/fixtures/', import.meta.url).pathname;

const lines = (file) => readFileSync(existsSync(`${dataDir}/${file}`) ? `${dataDir}/${file}` : `${fixtures}${file}`, 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

warmUp(() => solver.rate('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'));
console.log(`data: ${dataDir}`);
console.log('set                              puzzles  median ms  mean ms  median ms (SE >= 7)  slowest ms  finished  within 0.5 of SE');
for (const file of SETS.filter((f) => only.length === 0 || only.some((o) => f.includes(o)))) {
  const times = [];
  const hard = [];
  let finished = 0;
  let within = 0;
  let rated = 0;
  for (const line of lines(file)) {
    const [puzzle, se] = line.split(/\s+/);
    const started = performance.now();
    const rating = solver.rate(puzzle);
    const ms = performance.now() - started;
    times.push(ms);
    if (!rating.beyond) finished += 1;
    if (rating.beyond || rating.se >= 7) hard.push(ms);
    if (se !== undefined) {
      rated += 1;
      if (!rating.beyond && Math.abs(rating.se - Number(se)) <= 0.5 + 1e-9) within += 1;
    }
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${file.padEnd(32)} ${String(times.length).padStart(7)} ${median(times).toFixed(1).padStart(10)} ${mean.toFixed(1).padStart(8)} ` +
    `${(hard.length ? median(hard).toFixed(1) : '-').padStart(20)} ${Math.max(...times).toFixed(1).padStart(11)} ${String(finished).padStart(9)} ` +
    `${(rated ? `${within}/${rated}` : '-').padStart(18)}`);
}
