// Both benchmarks end to end on one set each. `npm run bench` (bench/peers.js) solves every puzzle
// with dlx-wasm and its two npm peers (and tdoku where ../shared has it) and throws on a wrong answer; `npm run bench:native`
// (bench/native-vs-wasm.js) runs the native benchmark (build/native/dlx_bench, built here as
// tools/bench-native.sh builds it), reads what it prints and times the module beside it. Only that
// they report, not how fast: a test never asserts a time.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { TDOKU } from '../../bench/sets.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const script = (name) => fileURLToPath(new URL(`../../bench/${name}`, import.meta.url));
const TIME = String.raw`([0-9.]+) (µs|ms|s)`;

describe('bench/peers.js', () => {
  it('prints, for a disguised set, each solver\'s time per puzzle and the ratios, tdoku\'s beside it, and the queens line', () => {
    const out = execFileSync(process.execPath, [script('peers.js'), 'top1465'], { encoding: 'utf8' });
    const rows = out.trim().split('\n');
    expect(rows[0]).toMatch(/^data: .*, each puzzle disguised from seed 1$/);
    expect(rows[1]).toMatch(/dlx-wasm\s+dancing\s+algo\.ts\s+dancing\/dlx\s+algo\.ts\/dlx\s+slowest dlx$/);
    // tdoku runs where ../shared/peers holds it (as in CI), on the same puzzles.
    if (existsSync(TDOKU)) {
      const [simdRow, batchRow] = rows.splice(3, 2);
      const simd = simdRow.match(new RegExp(String.raw`^  tdoku \(WASM SIMD\)\s+1465\s+${TIME}  tdoku/dlx ([0-9.]+)x \(best turns: dlx-wasm ([0-9.]+) µs\)$`));
      expect(simd).not.toBeNull();
      for (const value of [simd[1], simd[3], simd[4]].map(Number)) expect(value).toBeGreaterThan(0);
      const batch = batchRow.match(new RegExp(String.raw`^  dlx-wasm sudokuBatch\(\)\s+1465\s+${TIME}  tdoku/dlx ([0-9.]+)x \(best turns, all puzzles in one call of the API\)$`));
      expect(batch).not.toBeNull();
      for (const value of [batch[1], batch[3]].map(Number)) expect(value).toBeGreaterThan(0);
    }
    expect(rows).toHaveLength(4);
    const row = rows[2].match(new RegExp(String.raw`^9x9-top1465\.txt\s+1465\s+${TIME}\s+${TIME}\s+${TIME}\s+([0-9.]+)x\s+([0-9.]+)x\s+${TIME}$`));
    expect(row).not.toBeNull();
    const [ours, dancing, algo] = [1, 3, 5].map((i) => Number(row[i]));
    for (const value of [ours, dancing, algo, Number(row[7]), Number(row[8]), Number(row[9])]) expect(value).toBeGreaterThan(0);
    const queens = rows[3].match(/^queens 12 \(count all 14,200\): dlx-wasm ([0-9.]+) ms, dancing-links ([0-9.]+) ms, ratio ([0-9.]+)x$/);
    expect(queens).not.toBeNull();
    for (const value of queens.slice(1).map(Number)) expect(value).toBeGreaterThan(0);
  });
});

describe('bench/native-vs-wasm.js', () => {
  beforeAll(() => {
    execFileSync('cmake', ['-S', '.', '-B', 'build/native', '-DCMAKE_BUILD_TYPE=Release'], { cwd: root, stdio: 'ignore' });
    execFileSync('cmake', ['--build', 'build/native', '--target', 'dlx_bench', '-j2'], { cwd: root, stdio: 'ignore' });
  }, 300_000);

  it('prints native and WASM times and their ratio for the set asked for and for queens', () => {
    const out = execFileSync(process.execPath, [script('native-vs-wasm.js'), 'tarek'], { encoding: 'utf8' });
    const rows = out.trim().split('\n');
    expect(rows[0]).toMatch(/native\s+WASM\s+WASM\/native/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^16x16-tarek20\.txt\s+20\s/);
    expect(rows[2]).toMatch(/^queens 12, count all\s/);
    for (const row of rows.slice(1)) {
      const [native, wasm, ratio] = row.match(/([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+\((µs per puzzle|ms)\)$/).slice(1, 4).map(Number);
      // Only that they report: the ratio is a median of each round's ratio, which a busy machine
      // moves away from the ratio of the two medians.
      for (const value of [native, wasm, ratio]) expect(value).toBeGreaterThan(0);
    }
  });
});

describe('bench/ab.js', () => {
  it('times this checkout against another, here itself: near 1', () => {
    const out = execFileSync(process.execPath, [script('ab.js'), root, 'tarek', '2'], { encoding: 'utf8' });
    const row = out.trim().match(/^16x16-tarek20\.txt 20 puzzles: this ([0-9.]+) µs, other ([0-9.]+) µs, this\/other ([0-9.]+)$/);
    expect(row).not.toBeNull();
    for (const value of row.slice(1).map(Number)) expect(value).toBeGreaterThan(0);
  });
});

describe('bench/knuth-peers.js', () => {
  it("generates problems whose counts are known, and keeps them when shuffled", async () => {
    const { createSolver } = await import('../../web/lib/index.js');
    const { dominoes, shuffledText, wordSquares } = await import('../../bench/cover-problems.js');
    const solver = await createSolver();
    const count = (text) => solver.exactCover(text, { countOnly: true, limit: Infinity }).count;
    // Domino tilings of 2x3 and 4x4 (OEIS A099390).
    expect(count(dominoes(2, 3))).toBe(3);
    expect(count(dominoes(4, 4))).toBe(36);
    expect(count(shuffledText(dominoes(4, 4), 7))).toBe(36);
    // 2x2 word squares: a square is two words across whose columns are words too.
    const text = wordSquares({ words: 12, letters: 4, size: 2, seed: 5 });
    const words = text.split('\n').filter((line) => /^r0 \S+:/.test(line)).map((line) => line.split(' ').slice(1).map((e) => e.split(':')[1]).join(''));
    expect(words).toHaveLength(12);
    let squares = 0;
    for (const top of words) for (const bottom of words) squares += words.includes(top[0] + bottom[0]) && words.includes(top[1] + bottom[1]) ? 1 : 0;
    expect(count(text)).toBe(squares);
    expect(count(shuffledText(text, 3))).toBe(squares);
  });

  it("needs Knuth's programs, built outside the repository, and says so", () => {
    let error;
    try {
      execFileSync(process.execPath, [script('knuth-peers.js'), '/nonexistent'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      error = e;
    }
    expect(error.status).toBe(2);
    expect(error.stderr).toMatch(/^usage: node bench\/knuth-peers\.js KNUTH_DIR/);
  });
});

describe('bench/split.js', () => {
  it('counts each problem in one search, on two workers and as jobs under GNU parallel, and prints the ratios', () => {
    const out = execFileSync(process.execPath, [script('split.js'), '--quick'], { encoding: 'utf8' });
    const rows = out.trim().split('\n');
    expect(rows[0]).toMatch(/^problem\s+solutions\s+one search\s+2 workers\s+split\s+parallel -j 2\s+nodes: workers\s+jobs$/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^pentominoes 3x20\s+8\s+\d+ ms\s+\d+ ms [0-9.]+x\s+\d+ ms\s+\d+ ms [0-9.]+x\s+[0-9.]+\s+[0-9.]+$/);
    expect(rows[2]).toMatch(/^10 queens\s+724\s+\d+ ms\s+\d+ ms [0-9.]+x\s+\d+ ms\s+\d+ ms [0-9.]+x\s+[0-9.]+\s+[0-9.]+$/);
  });
});

describe('bench/variants.js', () => {
  it('prints a line per variant and for each published puzzle', () => {
    const out = execFileSync(process.execPath, [script('variants.js'), '2', '5'], { encoding: 'utf8' });
    const rows = out.trim().split('\n');
    expect(rows[0]).toBe('seed 5, 2 generated 9x9 puzzles per variant, relabelled; solve and prove unique (median of 3 rounds)');
    const names = ['classic', 'x', 'windoku', 'x \\+ windoku', 'jigsaw \\(Janko 108 regions\\)', 'killer \\(cages only or nearly\\)'];
    names.forEach((name, i) => expect(rows[i + 1]).toMatch(new RegExp(`^${name}\\s+${TIME} per puzzle,\\s+[0-9,]+ nodes; generating ${TIME} each$`)));
    expect(rows[7]).toMatch(new RegExp(`^x: UKPA 247 diagonal\\s+${TIME}, [0-9,]+ nodes$`));
    expect(rows[8]).toMatch(new RegExp(`^windoku: Wikipedia hypersudoku\\s+${TIME}, [0-9,]+ nodes$`));
    expect(rows[9]).toMatch(new RegExp(`^jigsaw: Janko Chaos-Sudoku 108\\s+${TIME}, [0-9,]+ nodes$`));
    expect(rows[10]).toMatch(new RegExp(`^killer: UKPA 247 \\(no givens\\)\\s+${TIME}, [0-9,]+ nodes$`));
    expect(rows).toHaveLength(11);
  });
});
