import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';

describe('the module', () => {
  it('loads once and every solver shares it', async () => {
    const [a, b] = await Promise.all([createSolver(), createSolver()]);
    expect(a.queens(8, { countOnly: true }).count).toBe(92);
    expect(b.sudoku('.'.repeat(16), { limit: Infinity }).count).toBe(288);
  });

  it('runs where code generation from strings is forbidden (as under a strict CSP)', () => {
    const script = `
      const { createSolver } = await import(${JSON.stringify(new URL('../../web/lib/index.js', import.meta.url).href)});
      const solver = await createSolver();
      try { solver.sudoku('bad'); } catch (e) { console.log(e.constructor.name); }
      console.log(solver.queens(8, { countOnly: true }).count);`;
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(out.trim().split('\n')).toEqual(['RangeError', '92']);
  });

  it('survives a search that goes 625 levels deep', async () => {
    const solver = await createSolver();
    const result = solver.sudoku('.'.repeat(625), { limit: 1 });
    expect(result.count).toBe(1);
    expect(result.solutions[0]).toMatch(/^[1-9A-P]{625}$/);
  });
});
