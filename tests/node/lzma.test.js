// The decoder the modules unpack their WASM with (web/lib/lzma.js), against xz's encoder: what xz
// packs, with each setting the decoder reads from the stream's first byte, comes back byte for byte.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WASM_BUILDS, packedOf, unpackedWasm } from '../../tools/size.js';
import { lzmaDecode } from '../../web/lib/lzma.js';

function pack(bytes, lc = 3, lp = 0, pb = 2, preset = '6') {
  const raw = execFileSync('xz', ['--format=raw', `--lzma1=preset=${preset},lc=${lc},lp=${lp},pb=${pb}`, '--stdout'], { input: bytes });
  return Buffer.concat([Buffer.from([lc + 9 * lp + 45 * pb]), raw]);
}

// A deterministic generator, so a failure repeats.
function bytesOf(length, seed, alphabet = 256) {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = (x >>> 16) % alphabet;
  }
  return out;
}

const generated = (name) => readFileSync(fileURLToPath(new URL(`../../web/generated/${name}`, import.meta.url)));
const wasms = WASM_BUILDS.map(generated);

describe('lzmaDecode', () => {
  const inputs = {
    empty: Buffer.alloc(0),
    'one byte': Buffer.from([7]),
    'random bytes': bytesOf(70_000, 1),
    'four letters': bytesOf(100_000, 2, 4),
    'a long run': Buffer.alloc(300_000, 0x61),
    text: readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url))),
    'the Sudoku module': wasms[0],
  };
  for (const [name, bytes] of Object.entries(inputs)) {
    it(`gives back ${name} (${bytes.length} bytes), at its size and up to its end marker`, () => {
      const packed = pack(bytes);
      expect(Buffer.from(lzmaDecode(packed, bytes.length)).equals(bytes)).toBe(true);
      expect(Buffer.from(lzmaDecode(packed, bytes.length + 1000)).equals(bytes)).toBe(true);
    });
  }

  it('reads lc, lp and pb from the first byte', () => {
    const bytes = Buffer.concat([wasms[1].subarray(0, 60_000), bytesOf(20_000, 3, 16)]);
    for (const [lc, lp, pb] of [[0, 0, 0], [3, 0, 0], [4, 0, 2], [1, 3, 1], [0, 4, 4], [2, 2, 3]]) {
      expect(Buffer.from(lzmaDecode(pack(bytes, lc, lp, pb, '9e'), bytes.length)).equals(bytes), `lc=${lc} lp=${lp} pb=${pb}`).toBe(true);
    }
  });

  it('stops at the size asked for', () => {
    const bytes = bytesOf(50_000, 4, 8);
    expect(Buffer.from(lzmaDecode(pack(bytes), 12_345)).equals(bytes.subarray(0, 12_345))).toBe(true);
  });

  it('refuses what is not an LZMA stream, and a stream cut short', () => {
    const packed = pack(wasms[0]);
    expect(() => lzmaDecode(Buffer.concat([Buffer.from([225]), packed.subarray(1)]), 100)).toThrow(/not an LZMA stream/);
    expect(() => lzmaDecode(Buffer.concat([Buffer.from([4 + 9]), packed.subarray(1)]), 100)).toThrow(/not an LZMA stream/);
    expect(() => lzmaDecode(Buffer.from([93, 1, 0, 0, 0, 0]), 100)).toThrow(/not an LZMA stream/);
    expect(() => lzmaDecode(packed.subarray(0, packed.length >> 1), wasms[0].length)).toThrow(/corrupt stream/);
  });

  it('ends on any bytes, with an answer or an error, never hanging', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const garbage = Buffer.concat([Buffer.from([93, 0]), bytesOf(200, seed)]);
      try {
        expect(lzmaDecode(garbage, 5000).length).toBeLessThanOrEqual(5000);
      } catch (error) {
        expect(error.message).toMatch(/^lzma: /);
      }
    }
  });
});

describe('the packed copies (tools/ship-wasm.js)', () => {
  it.each(WASM_BUILDS.filter((name) => !name.includes('-simd')))('%s: its packed copy unpacks to it, byte for byte', (name) => {
    expect(unpackedWasm(generated(packedOf(name))).equals(generated(name))).toBe(true);
  });
});
