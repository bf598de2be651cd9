import { describe, expect, it } from 'vitest';
import { Progress } from '../../web/cli/io.js';

function terminal(isTTY) {
  const writes = [];
  return { isTTY, writes, write: (text) => writes.push(text) };
}

describe('the CLI progress bar', () => {
  it('appears on a terminal once a batch has run for a second, then is cleared', () => {
    let now = 0;
    const stream = terminal(true);
    const progress = new Progress(1000, 'puzzles', stream, () => now);
    progress.tick(64);
    now = 500;
    progress.tick(128);
    expect(stream.writes).toEqual([]); // under a second: nothing
    now = 1500;
    progress.tick(192);
    expect(stream.writes).toHaveLength(1);
    expect(stream.writes[0]).toMatch(/^\r\[#{6}\.{24}\] 192\/1000 puzzles, 128\/s\x1b\[K$/);
    progress.done();
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('stays silent when standard error is not a terminal', () => {
    let now = 0;
    const stream = terminal(false);
    const progress = new Progress(1000, 'puzzles', stream, () => now);
    now = 5000;
    progress.tick(640);
    progress.done();
    expect(stream.writes).toEqual([]);
  });
});
