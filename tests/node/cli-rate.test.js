// `dlx-wasm rate --workers N` (a file rated on a pool of worker threads, the answers in input
// order) and `--format` (serate's line: its codes, its 20.0 beyond the ladder, an unknown code
// refused by name). Timeouts only guard against a hang: no test asserts a time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { elapsedText, parseFormat } from '../../web/cli/se-format.js';
import { puzzles } from '../support/fixtures.js';

const CLI = fileURLToPath(new URL('../../web/cli/dlx-wasm.js', import.meta.url));
const cli = (args) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 120_000 });
const dir = mkdtempSync(join(tmpdir(), 'dlx-rate-'));

// serate rates this one 5.6/1.2/1.2 (tests/fixtures/9x9-se-rated-diabolical.txt, its first line;
// the solution is serate's %i for it).
const DIABOLICAL = '040002000100009307050078000005000030001040200090000400000280090607300002000600010';
const SOLUTION = '749532861128469357356178924475826139861943275293715486514287693687391542932654718';

// Twelve puzzles of top1465 in its order, hard and easy mixed, so that on two workers a later
// puzzle often finishes first; a line that is no puzzle in the middle.
const TOP = puzzles('9x9-top1465.txt').slice(0, 12);
const mixed = join(dir, 'mixed.txt');
writeFileSync(mixed, `${TOP.slice(0, 6).join('\n')}\nnot a puzzle\n${TOP.slice(6).join('\n')}\n`);

describe('dlx-wasm rate --workers', () => {
  it('prints what one thread prints, in input order, the bad line reported in its place', () => {
    const one = cli(['rate', mixed]);
    const two = cli(['rate', '--workers', '2', mixed]);
    expect(one.stdout.split('\n')).toHaveLength(13);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stderr).toMatch(new RegExp(`^${mixed}: line 7: `));
    expect(two.status).toBe(2);
  });

  it('bounds each puzzle afresh on the pool: the long one is reported, the next rated', () => {
    const file = join(dir, 'bounded.txt');
    writeFileSync(file, `${puzzles('25x25-frisch18.txt')[9]}\n${DIABOLICAL}\n`);
    const run = cli(['rate', '--workers', '2', '--max-nodes', '100000', '--format', '%r/%p/%d', file]);
    expect(run.stderr).toBe(`${file}: line 1: rate: maxNodes (100000) ran out during the uniqueness search; raise maxNodes, or leave it out to let the call finish\n`);
    expect(run.stdout).toBe('5.6/1.2/1.2\n');
    expect(run.status).toBe(2);
  });

  it('refuses a number of workers that is not one', () => {
    for (const [value, message] of [['0', '--workers must be a whole number of at least 1; got "0"'], ['257', '--workers must be at most 256; got 257']]) {
      const run = cli(['rate', '--workers', value, mixed]);
      expect(run.stderr.split('\n')[0]).toBe(`dlx-wasm: ${message}`);
      expect(run.status).toBe(2);
    }
  });
});

describe('dlx-wasm rate --format', () => {
  it("prints serate's codes, the same on workers", async () => {
    const file = join(dir, 'format.txt');
    writeFileSync(file, `${DIABOLICAL} 5.6\n${TOP[0]}\n`);
    const solver = await createSolver();
    const rating = solver.rate(TOP[0]);
    const hard = rating.beyond ? `20.0/${(rating.ep ?? 0).toFixed(1)}/${(rating.ed ?? 0).toFixed(1)}` : `${rating.se.toFixed(1)}/${rating.ep.toFixed(1)}/${rating.ed.toFixed(1)}`;
    for (const workers of ['1', '2']) {
      const run = cli(['rate', '--workers', workers, '--format', '%n%t%r/%p/%d %s %e%%|%g|%i', file]);
      const lines = run.stdout.split('\n');
      expect(lines[0]).toMatch(new RegExp(`^1\\t5\\.6/1\\.2/1\\.2 wxyz-wing \\d+\\.\\d\\ds%\\|${DIABOLICAL}\\|${SOLUTION}$`));
      expect(lines[1].startsWith(`2\t${hard} ${rating.hardest ?? 'beyond'} `)).toBe(true);
      expect(run.status).toBe(0);
    }
  });

  it('names an unknown code, and a lone % at the end', () => {
    const unknown = cli(['rate', '--format', '%r/%x', mixed]);
    expect(unknown.stderr.split('\n')[0]).toMatch(/^dlx-wasm: --format has an unknown code %x \(the codes: %r ER, the hardest step; %p EP, .*%% a percent sign\)$/);
    expect(unknown.stdout).toBe('');
    expect(unknown.status).toBe(2);
    expect(cli(['rate', '--format', '%r%', mixed]).stderr.split('\n')[0]).toBe('dlx-wasm: --format ends with a lone %; write %% for a percent sign');
  });

  it("words a puzzle beyond the ladder as serate does: 20.0, and 0.0 for EP or ED not reached", () => {
    const { line } = parseFormat('%r/%p/%d %s');
    const beyond = { se: null, ep: null, ed: 1.2, level: 'extreme', hardest: null, beyond: true };
    expect(line({ rating: beyond })).toBe('20.0/0.0/1.2 beyond');
    expect(line({ rating: { ...beyond, ep: 7.3, ed: 7.3 } })).toBe('20.0/7.3/7.3 beyond');
    expect(line({ rating: { se: 0, ep: 0, ed: 0, level: 'easy', hardest: null, beyond: false } })).toBe('0.0/0.0/0.0 none');
  });

  it("writes times as serate does", () => {
    expect([0, 9, 70, 1234, 59_999, 65_000, 3_600_000, 3_660_000, 90_000_000].map(elapsedText))
      .toEqual(['0.00s', '0.00s', '0.07s', '1.23s', '59.99s', '1m05s', '1h00m', '1h01m', '1d01h']);
  });
});
