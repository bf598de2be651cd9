// `npm run bench:native` end to end on the smallest set: bench/native-vs-wasm.js runs the native
// benchmark (build/native/dlx_bench, which tools/test-native.sh builds), reads what it prints and
// times the module beside it. Only that it reports, not how fast: a test never asserts a time.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../bench/native-vs-wasm.js', import.meta.url));

describe('bench/native-vs-wasm.js', () => {
  it('prints native and WASM times and their ratio for the set asked for and for queens', () => {
    const out = execFileSync(process.execPath, [script, 'tarek'], { encoding: 'utf8' });
    const rows = out.trim().split('\n');
    expect(rows[0]).toMatch(/native\s+WASM\s+WASM\/native/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^16x16-tarek20\.txt\s+20\s/);
    expect(rows[2]).toMatch(/^queens 12, count all\s/);
    for (const row of rows.slice(1)) {
      const [native, wasm, ratio] = row.match(/([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+\((µs per puzzle|ms)\)$/).slice(1, 4).map(Number);
      for (const value of [native, wasm, ratio]) expect(value).toBeGreaterThan(0);
      expect(ratio).toBeCloseTo(wasm / native, 0);  // a median of ratios: near the ratio of medians
    }
  });
});
