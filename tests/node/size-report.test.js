// `npm run size` end to end: each module, its parts and sections, every file each page of the
// site loads and their sum, raw, gzipped and under brotli. (The budgets themselves are asserted by tests/browser/size.test.js.)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES, WASM_BUILDS, glueOf, packedOf } from '../../tools/size.js';

const script = fileURLToPath(new URL('../../tools/size-report.js', import.meta.url));
const SIZES = String.raw`\s+([0-9.]+) KB\s+([0-9.]+) KB\s+([0-9.]+) KB$`;

describe('tools/size-report.js', () => {
  it('prints each module by part and section, and each page file by file', () => {
    const rows = execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim().split('\n');
    const size = (label) => {
      const row = rows.find((line) => line.startsWith(label));
      expect(row, label).toBeDefined();
      const [, raw, gz, br] = row.match(new RegExp(SIZES));
      return { raw: Number(raw), gz: Number(gz), br: Number(br) };
    };
    // Each module's rows follow its own line: its glue, its WASM, its sections.
    const after = (label, start) => {
      const at = rows.findIndex((line, i) => i > start && line.startsWith(label));
      expect(at, label).toBeGreaterThan(start);
      const [, raw, gz, br] = rows[at].match(new RegExp(SIZES));
      return { at, raw: Number(raw), gz: Number(gz), br: Number(br) };
    };
    const sizes = {};
    for (const name of WASM_BUILDS) {
      const build = after(`web/generated/${name} with its glue`, -1);
      const glue = after(`  JS glue (${glueOf(name)})`, build.at);
      const wasm = after(`  WASM (${name})`, build.at);
      expect(glue.raw + wasm.raw).toBeCloseTo(build.raw, -1);
      expect(glue.br + wasm.br).toBeCloseTo(build.br, -1);
      // brotli packs WASM smaller than gzip does
      expect(wasm.br).toBeLessThan(0.9 * wasm.gz);
      // (The scan module's data holds its network's weights.)
      if (!name.startsWith('scan')) expect(after('    section code', build.at).raw).toBeGreaterThan(after('    section data', build.at).raw);
      if (!name.includes('-simd')) {
        // base64 of the LZMA: gzip packs six bits a character back to about a byte in four thirds,
        // and LZMA packed the WASM smaller than gzip does
        const packed = after(`  packed copy (${packedOf(name)})`, build.at);
        expect(packed.gz).toBeGreaterThan(0.74 * packed.raw);
        expect(packed.gz).toBeLessThan(0.9 * wasm.gz);
      }
      sizes[name] = build;
    }
    expect(sizes['sudoku.wasm'].br).toBeLessThan(sizes['dlx.wasm'].br);
    // Each page: its files, then their sum, which holds its module's .wasm.
    for (const [page, worker] of Object.entries(PAGES)) {
      const total = size(`${page}, first load`);
      const at = rows.findIndex((line) => line.startsWith(`${page}, first load`));
      const files = [];
      for (let i = at - 1; rows[i].startsWith('site/'); i -= 1) files.push(rows[i]);
      expect(files.some((line) => line.startsWith(`site/${page} `))).toBe(true);
      expect(files.filter((line) => new RegExp(`^site/assets/${worker}-`).test(line)).length).toBe(1);
      const sum = files.reduce((n, line) => n + Number(line.match(new RegExp(SIZES))[2]), 0);
      expect(total.gz).toBeCloseTo(sum, -1);
      expect(total.br).toBeGreaterThan(sizes[worker === 'worker-sudoku' ? 'sudoku-simd.wasm' : 'dlx-simd.wasm'].br);
    }
  });
});
