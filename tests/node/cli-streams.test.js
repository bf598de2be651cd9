// `node web/cli/dlx-wasm.js` on streams and pipes (issue 45, C1-C4): a closed pipe ends it at once
// with status 0; answers come out while the input is still coming; memory stays bounded on any
// input; a line over the cap is reported by itself; control bytes of an input are never echoed.
// Timeouts here only guard against a hang: no test asserts a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { puzzles } from '../support/fixtures.js';

const CLI = fileURLToPath(new URL('../../web/cli/dlx-wasm.js', import.meta.url));
// Loaded before the CLI: its peak resident memory, written on descriptor 3 as it exits.
const PEAK = 'data:text/javascript,import { writeSync } from "node:fs"; process.on("exit", () => writeSync(3, String(process.resourceUsage().maxRSS)));';
const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const GUARD = 50_000;

// The CLI as a child: its first line of output on demand, then its exit status, standard error and
// peak memory (MB).
function start(args) {
  const child = spawn(process.execPath, ['--import', PEAK, CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let peak = '';
  const waiting = [];
  child.stdout.setEncoding('utf8').on('data', (text) => {
    stdout += text;
    while (waiting.length > 0 && stdout.split('\n').length > waiting[0].count) waiting.shift().resolve(stdout.split('\n').slice(0, waiting[0]?.count ?? Infinity));
  });
  child.stderr.setEncoding('utf8').on('data', (text) => { stderr += text; });
  child.stdio[3].setEncoding('utf8').on('data', (text) => { peak += text; });
  child.stdin.on('error', () => {});  // the child may end before it has read all
  const exited = new Promise((resolve) => child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr, peakMB: Number(peak) / 1024 })));
  return {
    child,
    exited,
    // Resolves with the first `count` lines once they are out.
    lines(count) {
      const have = stdout.split('\n');
      if (have.length > count) return Promise.resolve(have.slice(0, count));
      return new Promise((resolve) => waiting.push({ count, resolve: () => resolve(stdout.split('\n').slice(0, count)) }));
    },
  };
}

// Writes `total` bytes of `text` repeated to the child's standard input as fast as it reads, then
// ends it.
async function feed(child, text, total) {
  const block = text.repeat(Math.max(1, Math.floor((1 << 16) / text.length)));
  for (let sent = 0; sent < total; sent += block.length) {
    if (!child.stdin.write(block)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    if (child.exitCode !== null) return;
  }
  child.stdin.end();
}

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-streams-'));
  // Thousands of puzzles: minutes of rating, a second of solving.
  writeFileSync(join(dir, 'hard.txt'), `${Array(3).fill(puzzles('9x9-top1465.txt').join('\n')).join('\n')}\n`);
  writeFileSync(join(dir, 'many.txt'), `${Array(50).fill(puzzles('9x9-17clue-sample.txt').join('\n')).join('\n')}\n`);
  writeFileSync(join(dir, 'long-line.txt'), `${EASY}\n${'x'.repeat(10_000_000)}\n${EASY}\n`);
});

describe.concurrent('a closed pipe (dlx-wasm ... | head -1)', () => {
  it.each([
    ['rate', () => ['rate', join(dir, 'hard.txt')]],
    ['hint', () => ['hint', join(dir, 'hard.txt')]],
    ['explain', () => ['explain', join(dir, 'hard.txt')]],
    ['sudoku', () => ['sudoku', join(dir, 'many.txt')]],
    ['generate', () => ['generate', '--count', '100000', '--seed', '1']],
  ])('ends %s at once, status 0, nothing on standard error', async (_name, args) => {
    const run = start(args());
    run.child.stdin.end();
    await run.lines(1);
    run.child.stdout.destroy();
    const timer = setTimeout(() => run.child.kill(), GUARD);
    const { status, signal, stderr } = await run.exited;
    clearTimeout(timer);
    expect({ status, signal, stderr }).toEqual({ status: 0, signal: null, stderr: '' });
  });

  it('ends rate reading standard input that never ends', async () => {
    const run = start(['rate']);
    feed(run.child, `${EASY}\n`, Infinity);
    await run.lines(1);
    run.child.stdout.destroy();
    const { status, stderr } = await run.exited;
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });
});

describe.concurrent('streaming', () => {
  it.each([
    ['sudoku', ['sudoku'], '953168742862734951417952836746893125281645397395271468138529674574386219629417583'],
    ['rate', ['rate'], '2.6 medium pointing'],
    ['hint', ['hint'], '<stdin>: line 1'],
    ['explain', ['explain'], '<stdin>: line 1'],
  ])('%s answers a line while standard input is still open', async (_name, args, first) => {
    const run = start(args);
    run.child.stdin.write(`${EASY}\n`);
    expect((await run.lines(1))[0]).toBe(first);
    run.child.stdin.end();
    expect((await run.exited).status).toBe(0);
  });

  it('sends a search of over a million nodes to the workers in turn, the answers before it out first', async () => {
    const run = start(['sudoku', '--count', '--limit', '200000', '--workers', '1']);
    run.child.stdin.write(`${EASY}\n`);
    expect(await run.lines(1)).toEqual(['exactly 1']);
    run.child.stdin.write(`${'.'.repeat(81)}\n`);
    expect(await run.lines(2)).toEqual(['exactly 1', 'at least 200000']);
    run.child.stdin.end(`${EASY}\n`);
    expect(await run.exited).toMatchObject({ status: 0, stdout: 'exactly 1\nat least 200000\nexactly 1\n', stderr: '' });
  });

  it("stops reading at a line 'end', its standard input still open", async () => {
    const run = start(['sudoku']);
    run.child.stdin.write(`${EASY}\nend\n`);
    expect(await run.exited).toMatchObject({ status: 0, stderr: '' });
    expect(run.child.stdin.writableEnded).toBe(false);
  });

  it('stays within 300 MB on 32 MB of empty lines (it took 2.27 GB for 100 MB)', async () => {
    const run = start(['rate']);
    await feed(run.child, '\n', 32 << 20);
    const { status, stdout, stderr, peakMB } = await run.exited;
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(peakMB).toBeGreaterThan(0);
    expect(peakMB).toBeLessThan(300);
  });
});

describe.concurrent('a line of 10 MB among puzzles', () => {
  it.each([
    ['rate', '2.6 medium pointing\n2.6 medium pointing\n'],
    ['sudoku', '953168742862734951417952836746893125281645397395271468138529674574386219629417583\n'.repeat(2)],
  ])('%s reports it by its line and answers the others', async (command, stdout) => {
    const file = join(dir, 'long-line.txt');
    const result = await start([command, file]).exited;
    expect(result).toMatchObject({ status: 2, stdout, stderr: `${file}: line 2: the line is too long: 10000000 bytes (at most 1048576)\n` });
  });

  it.each(['hint', 'explain'])('%s reports it by its line and answers the others', async (command) => {
    const file = join(dir, 'long-line.txt');
    const result = await start([command, file]).exited;
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`${file}: line 2: the line is too long: 10000000 bytes (at most 1048576)\n`);
    expect(result.stdout.split('\n').filter((line) => line.startsWith(file))).toEqual([`${file}: line 1`, `${file}: line 3`]);
  });
});

describe.concurrent('control bytes of an input in a message', () => {
  let maps = 0;  // a file per case: the cases run at once
  it.each([
    ['--regions', `${'123456789'.repeat(9).slice(0, 80)}\x1b\n`, "the region map has more than 9 labels: '\\u001B' at row 9, column 9"],
    ['--cages', `A\x1bA${'.'.repeat(78)}\nA=3\n`, "cage '\\u001B' (at row 1, column 2) has no sum: add \\u001B=… after the map"],
    // A label the parser takes (any character but whitespace) that would turn the text after it around.
    ['--cages', `A\u202eA${'.'.repeat(78)}\nA=3\n`, "cage 'U+202E' (at row 1, column 2) has no sum: add U+202E=… after the map"],
  ])('%s: written out as the puzzle parser writes a byte', async (option, map, message) => {
    const file = join(dir, `map${option}-${(maps += 1)}.txt`);
    writeFileSync(file, map);
    const run = start(['sudoku', option, file]);
    run.child.stdin.end(`${EASY}\n`);
    const { status, stderr } = await run.exited;
    expect(status).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
  });

  it('the framing, a file name and a bad job line: the same', async () => {
    const spaced = `${Array(80).fill('1').join(' ')} \x1b[2J\n`;
    const run = start(['rate']);
    run.child.stdin.end(spaced);
    const { stderr } = await run.exited;
    expect(stderr).toBe('<stdin>: line 1: "byte 0x1b[2J" is not one symbol\n');
    const missing = await start(['rate', 'no\x1b]0;title\x07such']).exited;
    expect(missing.stderr).toBe("dlx-wasm: cannot read nobyte 0x1b]0;titlebyte 0x07such: no such file\nTry 'dlx-wasm --help'.\n");
    const job = start(['run-job']);
    job.child.stdin.end('{\x1b[31m\n');
    expect((await job.exited).stderr).toBe('dlx-wasm run-job: <stdin>: line 1: not a JSON object: {byte 0x1b[31m\n');
  });
});
