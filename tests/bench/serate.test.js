// bench/serate.js, the serate side of `npm run bench:rate`: its output read block by block, its
// times, the cache by puzzle and its seeding from an output made elsewhere. No Java here: the
// serate output below is what the jar printed for these puzzles (/work/oracle/diabolical.steps).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SerateCache, blockReader, elapsedMs, keyOf, seedFrom } from '../../bench/serate.js';

const A = '040002000100009307050078000005000030001040200090000400000280090607300002000600010';
const B = '502400003001060000003805492006030701020109040104020900438901200000040300200003104';
const OUTPUT = `1.2, Hidden Single: r1c1: 7 in block
5.6, WXYZ-Wing 137: Cells r8c7,r8c8,r9c7,r9c6 on value 4
ED=5.6/1.2/1.2 0.07s
7.1, Forcing Chain: r5c9.8 on ==> r5c9.8 off
ED=7.1/1.2/1.2 1m05s
4.0, Skyscraper 011: Cell r6c1,r1c1,r1c7,r4c7 on value 6
`;

describe('bench/serate.js', () => {
  it("reads serate's times", () => {
    expect(['0.07s', '12.34s', '1m05s', '2h03m', '1d01h', 'soon'].map(elapsedMs)).toEqual([70, 12_340, 65_000, 7_380_000, 90_000_000, null]);
  });

  it('reads each puzzle of its output: steps, then ER/EP/ED and time; an unfinished puzzle not at all', () => {
    const entries = [];
    const read = blockReader((entry, i) => entries.push([i, entry]));
    OUTPUT.split('\n').forEach(read);
    expect(entries).toEqual([
      [0, { er: 5.6, ep: 1.2, ed: 1.2, ms: 70, steps: ['1.2, Hidden Single: r1c1: 7 in block', '5.6, WXYZ-Wing 137: Cells r8c7,r8c8,r9c7,r9c6 on value 4'] }],
      [1, { er: 7.1, ep: 1.2, ed: 1.2, ms: 65_000, steps: ['7.1, Forcing Chain: r5c9.8 on ==> r5c9.8 off'] }],
    ]);
  });

  it('caches by puzzle, on disk, seeded from an output and its puzzles in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dlx-serate-'));
    writeFileSync(join(dir, 'x.steps'), OUTPUT);
    writeFileSync(join(dir, 'x.txt'), `${A} 5.6\n${B.replace(/0/g, '.')}\n${'.'.repeat(81)}\n`);
    const cache = new SerateCache(join(dir, 'cache.jsonl'));
    expect(seedFrom(cache, join(dir, 'x.steps'), join(dir, 'x.txt'))).toBe(2);
    expect(seedFrom(cache, join(dir, 'x.steps'), join(dir, 'x.txt'))).toBe(0);
    const again = new SerateCache(join(dir, 'cache.jsonl'));
    expect(again.get(A)).toMatchObject({ puzzle: keyOf(A), er: 5.6, ms: 70 });
    expect(again.get(B)).toMatchObject({ er: 7.1, ep: 1.2, ed: 1.2 });
    expect(again.get('.'.repeat(81))).toBeUndefined();
    again.clear();
    expect(new SerateCache(join(dir, 'cache.jsonl')).get(A)).toBeUndefined();
  });
});
