// `npm run size` end to end: each module, its parts and sections, every file each page of the
// site loads and their sum, raw and gzipped. (The budgets themselves are asserted by tests/browser/size.test.js.)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES, PAGES } from '../../tools/size.js';

const script = fileURLToPath(new URL('../../tools/size-report.js', import.meta.url));
const SIZES = String.raw`\s+([0-9.]+) KB\s+([0-9.]+) KB$`;

describe('tools/size-report.js', () => {
  it('prints each module by part and section, and each page file by file', () => {
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
    // Each page: its files, then their sum, which holds its module (inlined in the worker's bundle).
    for (const [page, worker] of Object.entries(PAGES)) {
      const total = size(`${page}, first load`);
      const at = rows.findIndex((line) => line.startsWith(`${page}, first load`));
      const files = [];
      for (let i = at - 1; rows[i].startsWith('site/'); i -= 1) files.push(rows[i]);
      expect(files.some((line) => line.startsWith(`site/${page} `))).toBe(true);
      expect(files.filter((line) => new RegExp(`^site/assets/${worker}-`).test(line)).length).toBe(1);
      const sum = files.reduce((n, line) => n + Number(line.match(new RegExp(SIZES))[2]), 0);
      expect(total.gz).toBeCloseTo(sum, -1);
      expect(total.gz).toBeGreaterThan(sizes[worker === 'worker-sudoku' ? 'sudoku.mjs' : 'dlx.mjs'].gz);
    }
  });
});
