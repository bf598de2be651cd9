// `dlx-wasm rate|hint|explain|generate --max-nodes N --time-limit S`: each puzzle's work bounded
// afresh, a puzzle stopped by a bound reported with its line while the others go on (issue 45, R1
// and G1 on the command line). No test asserts a time: frisch18 #10's uniqueness proof takes
// 116,905,891 nodes, which no machine does in a fifth of a second.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { puzzles } from '../support/fixtures.js';

const CLI = fileURLToPath(new URL('../../web/cli/dlx-wasm.js', import.meta.url));
const cli = (args) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });

// The long 25x25 first, then a 9x9 that rates at once.
const file = join(mkdtempSync(join(tmpdir(), 'dlx-bounds-')), 'mixed.txt');
writeFileSync(file, `${puzzles('25x25-frisch18.txt')[9]}\n${puzzles('9x9-top95.txt')[0]}\n`);

describe('the bounds of rate, hint and explain', () => {
  it('--max-nodes stops the long puzzle, named by its line, and the next is rated', () => {
    const run = cli(['rate', '--max-nodes', '100000', file]);
    expect(run.stderr).toBe(`${file}: line 1: rate: maxNodes (100000) ran out during the uniqueness search; raise maxNodes, or leave it out to let the call finish\n`);
    expect(run.stdout).toMatch(/^\d\.\d \w+ [\w-]+\n$/);
    expect(run.status).toBe(2);
  });

  it('--time-limit stops the long puzzle, and the next is hinted and explained', () => {
    for (const command of ['hint', 'explain']) {
      const run = cli([command, '--time-limit', '0.2', file]);
      expect(run.stderr).toMatch(new RegExp(`^${file}: line 1: ${command}: the deadline passed during the uniqueness search after \\d+ nodes\\n$`));
      expect(run.stdout.startsWith(`${file}: line 1\n${file}: line 2\n`)).toBe(true);
      expect(run.stdout.split('\n').length).toBeGreaterThan(3);
      expect(run.status).toBe(2);
    }
  });

  it('refuses a bound that is not a number of the right kind', () => {
    for (const [args, message] of [
      [['--time-limit', 'abc'], '--time-limit must be seconds written as digits, above 0 and at most 31536000 (such as 2 or 0.5); got "abc"'],
      [['--time-limit', '0'], '--time-limit must be seconds written as digits, above 0 and at most 31536000 (such as 2 or 0.5); got "0"'],
      [['--time-limit=-1'], '--time-limit must be seconds written as digits, above 0 and at most 31536000 (such as 2 or 0.5); got "-1"'],
      [['--time-limit', '1e9'], '--time-limit must be seconds written as digits, above 0 and at most 31536000 (such as 2 or 0.5); got "1e9"'],
      [['--max-nodes', '0'], '--max-nodes must be a whole number of at least 1; got "0"'],
      [['--max-nodes', '1.5'], '--max-nodes must be a whole number of at least 1; got "1.5"'],
    ]) {
      const run = cli(['rate', ...args, file]);
      expect(run.stderr.split('\n')[0]).toBe(`dlx-wasm: ${message}`);
      expect(run.stdout).toBe('');
      expect(run.status).toBe(2);
    }
  });
});

describe('the bounds of generate', () => {
  it('--max-nodes ends the run with the reason and status 2, after the puzzles made', () => {
    const run = cli(['generate', '--seed', '1', '--max-nodes', '100']);
    expect(run.stderr).toBe('dlx-wasm: generateSudoku: maxNodes (100) ran out during the search for a complete grid; raise maxNodes, or leave it out to let the call finish\n');
    expect(run.status).toBe(2);
  });

  it('--time-limit bounds each puzzle afresh: a run of easy puzzles is not stopped by its length', () => {
    const run = cli(['generate', '--seed', '1', '--count', '3', '--max-nodes', '1000000']);
    expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(run.status).toBe(0);
    const slow = cli(['generate', '--size', '16', '--seed', '1', '--difficulty', 'extreme', '--variant', 'windoku', '--time-limit', '0.3']);
    expect(slow.stderr).toMatch(/^dlx-wasm: generateSudoku: the deadline passed during .+ after \d+ nodes and \d+ attempts?\n$/);
    expect(slow.status).toBe(2);
  });
});
