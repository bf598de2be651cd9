// `npm run size` end to end: the module, its parts and sections, every file the page loads and
// their sum, raw and gzipped. (The budgets themselves are asserted by tests/browser/size.test.js.)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../../tools/size.js';

const script = fileURLToPath(new URL('../../tools/size-report.js', import.meta.url));
const SIZES = String.raw`\s+([0-9.]+) KB\s+([0-9.]+) KB$`;

describe('tools/size-report.js', () => {
  it('prints the module by part and section, and the page file by file', () => {
    const rows = execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim().split('\n');
    const size = (label) => {
      const row = rows.find((line) => line.startsWith(label));
      expect(row, label).toBeDefined();
      const [, raw, gz] = row.match(new RegExp(SIZES));
      return { raw: Number(raw), gz: Number(gz) };
    };
    const module = size('web/generated/dlx.mjs (as shipped)');
    const glue = size('  JS glue');
    const wasm = size('  WASM (decoded from hex)');
    expect(glue.raw + 2 * wasm.raw).toBeCloseTo(module.raw, -1);  // hex: two characters a byte
    expect(size('    section code').raw).toBeGreaterThan(size('    section data').raw);
    for (const file of PAGE_FILES) expect(size(file).raw).toBeGreaterThan(0);
    expect(size('the page, first load with a solve').gz).toBeGreaterThan(module.gz);
  });
});
