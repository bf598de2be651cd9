// Sukaku Explainer's serate beside the project in `npm run bench:rate` (bench/rate.js): run on the
// puzzles it has not rated yet, when Java and ../shared/peers/serate/SukakuExplainer.jar are here,
// and its results cached under build/ keyed by puzzle (ER, EP, ED, its elapsed time, its steps),
// so that a rerun reads them back. The cache can be seeded from serate outputs made elsewhere (the
// oracle's runs of the same jar) with seedFrom().
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
export const JAR = here('../../shared/peers/serate/SukakuExplainer.jar');

/** A puzzle as the cache keys it: its 81 cells, '.' blank. */
export const keyOf = (puzzle) => puzzle.slice(0, 81).replace(/[0]/g, '.');

/** Milliseconds of serate's %e: "0.07s", "1m05s", "1h01m", "1d01h". */
export function elapsedMs(text) {
  let m = /^(\d+)\.(\d\d)s$/.exec(text);
  if (m) return Number(m[1]) * 1000 + Number(m[2]) * 10;
  m = /^(\d+)([mhd])(\d\d)([smh])$/.exec(text);
  if (!m) return null;
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return Number(m[1]) * unit[m[2]] + Number(m[3]) * unit[m[4]];
}

/**
 * serate's output with --after='%r, %s' --format='ED=%r/%p/%d %e', read block by block: each
 * puzzle's steps, then its line. Calls `onEntry({ er, ep, ed, ms, steps }, index)` per puzzle.
 */
export function blockReader(onEntry) {
  let steps = [];
  let index = 0;
  return (line) => {
    if (line.startsWith('ED=')) {
      const [ratings, time] = line.slice(3).trim().split(/\s+/);
      const [er, ep, ed] = ratings.split('/').map(Number);
      onEntry({ er, ep, ed, ms: time === undefined ? null : elapsedMs(time), steps }, index);
      index += 1;
      steps = [];
    } else if (line.trim()) {
      steps.push(line.trim());
    }
  };
}

export class SerateCache {
  constructor(path) {
    this.path = path;
    this.entries = new Map();
    if (existsSync(path)) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line);
        this.entries.set(entry.puzzle, entry);
      }
    }
  }

  get(puzzle) {
    return this.entries.get(keyOf(puzzle));
  }

  set(puzzle, entry) {
    const row = { puzzle: keyOf(puzzle), ...entry };
    this.entries.set(row.puzzle, row);
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify(row)}\n`);
  }

  clear() {
    this.entries.clear();
    rmSync(this.path, { force: true });
  }
}

/**
 * Seeds `cache` from serate's output `stepsFile` for the puzzles of `puzzlesFile` (one a line, in
 * order; a file still being written gives its finished puzzles). Returns how many it added.
 */
export function seedFrom(cache, stepsFile, puzzlesFile) {
  if (!existsSync(stepsFile) || !existsSync(puzzlesFile)) return 0;
  const puzzles = readFileSync(puzzlesFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.length >= 81 && !l.startsWith('#'));
  let added = 0;
  const read = blockReader((entry, i) => {
    if (i < puzzles.length && !cache.get(puzzles[i])) {
      cache.set(puzzles[i], entry);
      added += 1;
    }
  });
  for (const line of readFileSync(stepsFile, 'utf8').split('\n')) read(line);
  return added;
}

/** Whether serate can run here: Java and the jar. */
export function serateRuns() {
  return existsSync(JAR) && spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Rates `puzzles` with serate (one process, one thread: as the benchmarks time it), each result
 * into `cache` as it comes, so that an interrupted run keeps what it finished. `onEach(done)`.
 */
export function runSerate(puzzles, cache, workDir, onEach = () => {}) {
  mkdirSync(workDir, { recursive: true });
  const input = join(workDir, 'serate-input.txt');
  writeFileSync(input, `${puzzles.map(keyOf).join('\n')}\n`);
  const child = spawn('java', ['-Xrs', '-Xmx1g', '-cp', JAR, 'diuf.sudoku.test.serate', `--input=${input}`,
    '--after=%r, %s', '--format=ED=%r/%p/%d %e', '--threads=1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let rest = '';
  const read = blockReader((entry, i) => {
    cache.set(puzzles[i], entry);
    onEach(i + 1);
  });
  child.stdout.setEncoding('utf8').on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop();
    for (const line of lines) read(line);
  });
  return new Promise((resolve, reject) => child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`serate exited with status ${status}`)))));
}
