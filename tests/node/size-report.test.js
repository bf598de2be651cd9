// `npm run size` end to end: each module, its parts and sections, every file the page loads and
// their sum, raw and gzipped. (The budgets themselves are asserted by tests/browser/size.test.js.)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES, PAGE_FILES } from '../../tools/size.js';

const script = fileURLToPath(new URL('../../tools/size-report.js', import.meta.url));
const SIZES = String.raw`\s+([0-9.]+) KB\s+([0-9.]+) KB$`;

describe('tools/size-report.js', () => {
  it('prints each module by part and section, and the page file by file', () => {
    const rows = execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim().split('\n');
    const size = (label) => {
      const row = rows.find((line) => line.startsWith(label));
      expect(row, label).toBeDefined();
      const [, raw, gz] = row.match(new RegExp(SIZES));
      return { raw: Number(raw), gz: Number(gz) };
    };
    // Each module's rows follow its own line: its glue, its WASM, its sections.
    const after = (label, start) => {
      const at = rows.findIndex((line, i) => i > start && line.startsWith(label));
      expect(at, label).toBeGreaterThan(start);
      const [, raw, gz] = rows[at].match(new RegExp(SIZES));
      return { at, raw: Number(raw), gz: Number(gz) };
    };
    const sizes = {};
    for (const name of MODULES) {
      const module = after(`web/generated/${name} (as shipped)`, -1);
      const glue = after('  JS glue', module.at);
      const packed = after('  WASM inlined (base64 of its LZMA)', module.at);
      const wasm = after('  WASM (unpacked)', module.at);
      expect(glue.raw + packed.raw).toBeCloseTo(module.raw, -1);
      // base64 of the LZMA: gzip packs six bits a character back to about a byte in four thirds,
      // and LZMA packed the WASM smaller than gzip does
      expect(packed.gz).toBeGreaterThan(0.74 * packed.raw);
      expect(packed.gz).toBeLessThan(0.9 * wasm.gz);
      expect(after('    section code', module.at).raw).toBeGreaterThan(after('    section data', module.at).raw);
      sizes[name] = module;
    }
    expect(sizes['sudoku.mjs'].gz).toBeLessThan(sizes['dlx.mjs'].gz);
    const module = sizes['sudoku.mjs'];
    for (const file of PAGE_FILES) expect(size(file).raw).toBeGreaterThan(0);
    expect(size('the page, first load with a solve').gz).toBeGreaterThan(module.gz);
  });
});
