import { describe, expect, it } from 'vitest';
import { Progress, SearchStatus } from '../../web/cli/io.js';

function terminal(isTTY) {
  const writes = [];
  return { isTTY, writes, write: (text) => writes.push(text) };
}

describe('the CLI progress bar', () => {
  it('appears on a terminal once a run has gone on for a second, then is cleared', () => {
    let now = 0;
    const stream = terminal(true);
    const progress = new Progress('puzzles', stream, () => now);
    progress.tick(64, 0.05);
    now = 500;
    progress.tick(128, 0.1);
    expect(stream.writes).toEqual([]); // under a second: nothing
    now = 1500;
    progress.tick(192, 0.2);
    expect(stream.writes).toHaveLength(1);
    expect(stream.writes[0]).toMatch(/^\r\[#{6}\.{24}\] 20% read, 192 puzzles, 128\/s\x1b\[K$/);
    progress.done();
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('shows the count alone when how much is left is not known (standard input)', () => {
    let now = 0;
    const stream = terminal(true);
    const progress = new Progress('puzzles', stream, () => now);
    now = 2000;
    progress.tick(640, null);
    expect(stream.writes).toEqual(['\r640 puzzles, 320/s\x1b[K']);
  });

  it('stays silent when standard error is not a terminal', () => {
    let now = 0;
    const stream = terminal(false);
    const progress = new Progress('puzzles', stream, () => now);
    now = 5000;
    progress.tick(640);
    progress.done();
    expect(stream.writes).toEqual([]);
  });
});

describe('the CLI line of a search split across workers', () => {
  it('shows the solutions so far, the nodes per second and the searches left on a terminal, then is cleared', () => {
    let now = 0;
    const stream = terminal(true);
    const status = new SearchStatus(stream, () => now);
    now = 2000;
    status.show({ nodes: 3_000_000, count: 12345, slices: 7 });
    expect(stream.writes).toEqual(['\r12,345 solutions so far, 1,500,000 nodes/s, 7 searches left\x1b[K']);
    status.done();
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('stays silent when standard error is not a terminal', () => {
    const stream = terminal(false);
    const status = new SearchStatus(stream, () => 1000);
    status.show({ nodes: 10, count: 1, slices: 1 });
    status.done();
    expect(stream.writes).toEqual([]);
  });
});
