import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { seededRandom } from '../support/fixtures.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

// Knuth's example from "Dancing Links": items A..G, the one cover is rows 0, 3, 4.
const KNUTH_ROWS = [[2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6]];
const KNUTH_TEXT = `| Knuth's example
A B C D E F G
C E F
A D G
B C F
A D
B G
D E G
`;

// Every subset of rows checked against the definition of an exact cover.
function bruteForce({ columns, primary = columns, rows }) {
  const found = [];
  for (let mask = 0; mask < 1 << rows.length; mask += 1) {
    const uses = new Array(columns).fill(0);
    const chosen = [];
    rows.forEach((row, r) => {
      if (mask & (1 << r)) {
        chosen.push(r);
        for (const c of row) uses[c] += 1;
      }
    });
    if (uses.every((u, c) => (c < primary ? u === 1 : u <= 1))) found.push(chosen);
  }
  return found;
}

describe('exactCover', () => {
  it('solves sparse rows, a dense matrix and Knuth text alike', () => {
    const sparse = solver.exactCover({ columns: 7, rows: KNUTH_ROWS });
    expect(sparse).toEqual({ solutions: [[0, 3, 4]], count: 1, complete: false, nodes: sparse.nodes, stopped: 'limit' });
    const matrix = KNUTH_ROWS.map((row) => Array.from({ length: 7 }, (_, c) => (row.includes(c) ? 1 : 0)));
    expect(solver.exactCover({ matrix }, { limit: Infinity })).toMatchObject({ solutions: [[0, 3, 4]], count: 1, complete: true });
    expect(solver.exactCover(KNUTH_TEXT, { limit: Infinity })).toMatchObject({ solutions: [[0, 3, 4]], count: 1, complete: true });
  });

  it("takes the judge's N M text, told apart from Knuth's format by its header", () => {
    const judge = `6 7\n${KNUTH_ROWS.map((row) => Array.from({ length: 7 }, (_, c) => (row.includes(c) ? 1 : 0)).join(' ')).join('\n')}\n`;
    const result = solver.exactCover(judge, { limit: Infinity });
    expect(result).toEqual({ solutions: [[0, 3, 4]], count: 1, complete: true, nodes: result.nodes, stopped: null });
    // A Knuth text whose items are named 6 and 7 reads as a matrix unless the format says otherwise.
    expect(() => solver.exactCover('6 7\n6\n7\n')).toThrow('line 2: expected 7 values of 0 or 1; found 1');
    expect(solver.exactCover('6 7\n6\n7\n', { format: 'knuth' })).toMatchObject({ count: 1, options: ['6', '7'] });
    expect(() => solver.exactCover(KNUTH_TEXT, { format: 'matrix' })).toThrow(/^line 1: expected the matrix size "N M"/);
    expect(() => solver.exactCover({ columns: 1, rows: [[0]] }, { format: 'knuth' })).toThrow(TypeError);
    expect(() => solver.exactCover(KNUTH_TEXT, { format: 'csv' })).toThrow("format 'csv' is not one of 'auto', 'knuth', 'matrix'");
  });

  it('takes one problem, and exactCoverEach every matrix of a text with the line it starts on', () => {
    const two = '2 2\n1 0\n0 1\n\n3 2\n1 0\n1 0\n1 1\n';
    let error;
    try {
      solver.exactCover(two);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ line: 5, message: expect.stringMatching(/^line 5: a further matrix starts here/) });
    const each = solver.exactCoverEach(two, { limit: Infinity });
    expect(each.map(({ line, count, solutions }) => ({ line, count, solutions }))).toEqual([
      { line: 1, count: 1, solutions: [[0, 1]] },
      { line: 5, count: 1, solutions: [[2]] },
    ]);
    expect(solver.exactCoverEach(KNUTH_TEXT)).toMatchObject([{ line: 2, count: 1, options: ['C E F', 'A D G', 'B C F', 'A D', 'B G', 'D E G'] }]);
    expect(() => solver.exactCoverEach({ matrix: [[1]] })).toThrow(TypeError);
  });

  it('names the options of a text problem', () => {
    const result = solver.exactCover(KNUTH_TEXT);
    expect(result.options).toEqual(['C E F', 'A D G', 'B C F', 'A D', 'B G', 'D E G']);
    expect(result.solutions[0].map((r) => result.options[r])).toEqual(['C E F', 'A D', 'B G']);
    let error;
    try {
      solver.exactCover('A B\n| comment\nA X\n');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ line: 3, message: "line 3: option 1: 'X' is not one of the items" });
  });

  it('uses secondary columns at most once', () => {
    const problem = { columns: 3, primary: 2, rows: [[0, 2], [1, 2], [0], [1]] };
    const result = solver.exactCover(problem, { limit: Infinity });
    expect(result.solutions).toEqual([[0, 3], [1, 2], [2, 3]]);
    expect(solver.exactCover('a b | s\na s\nb s\na\nb\n', { limit: Infinity }).solutions).toEqual([[0, 3], [1, 2], [2, 3]]);
  });

  it('agrees with brute force on 300 seeded random problems', () => {
    const random = seededRandom(2026);
    let covered = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const columns = 1 + Math.floor(random() * 6);
      const primary = 1 + Math.floor(random() * columns);
      const rows = [];
      const rowCount = Math.floor(random() * 11);
      for (let r = 0; r < rowCount; r += 1) {
        const row = [Math.floor(random() * primary)];
        for (let c = 0; c < columns; c += 1) if (c !== row[0] && random() < 0.3) row.push(c);
        rows.push(row);
      }
      const expected = bruteForce({ columns, primary, rows });
      const result = solver.exactCover({ columns, primary, rows }, { limit: Infinity });
      expect(result.count, JSON.stringify({ columns, primary, rows })).toBe(expected.length);
      expect(result.complete).toBe(true);
      expect([...result.solutions].sort()).toEqual([...expected].sort());
      if (expected.length > 0) covered += 1;
    }
    expect(covered).toBeGreaterThan(40);
  });

  it('limits, counts only, and stops at a node budget', () => {
    const rows = [[0], [0], [1], [1], [2], [2]]; // 8 covers
    expect(solver.exactCover({ columns: 3, rows }, { limit: 3 })).toMatchObject({ count: 3, complete: false, stopped: 'limit' });
    const counted = solver.exactCover({ columns: 3, rows }, { limit: Infinity, countOnly: true });
    expect(counted).toMatchObject({ count: 8, complete: true, solutions: [] });
    const budget = solver.exactCover({ columns: 3, rows }, { limit: Infinity, maxNodes: 4 });
    expect(budget).toMatchObject({ complete: false, stopped: 'maxNodes', nodes: 4 });
  });

});

describe('queens', () => {
  it('counts n = 1..12 as OEIS A000170', () => {
    const known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
    known.forEach((count, i) => {
      expect(solver.queens(i + 1, { countOnly: true })).toMatchObject({ count, complete: true, solutions: [] });
    });
    expect(solver.queens(8, { countOnly: true }).count).toBe(92);
  });

  it('returns every solution as 1-based columns of non-attacking queens', () => {
    const { solutions, count } = solver.queens(6);
    expect(count).toBe(4);
    expect(solutions).toHaveLength(4);
    for (const columns of solutions) {
      expect([...columns].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (let a = 0; a < 6; a += 1) {
        for (let b = a + 1; b < 6; b += 1) expect(Math.abs(columns[a] - columns[b])).not.toBe(b - a);
      }
    }
    expect(solver.queens(8, { limit: 1 })).toMatchObject({ count: 1, stopped: 'limit' });
  });

  it('lists solutions in lexicographic order when asked', () => {
    const all = solver.queens(8, { lexicographic: true }).solutions;
    expect(all).toHaveLength(92);
    const key = (s) => s.map((c) => String(c).padStart(2, '0')).join('');
    expect(all.map(key)).toEqual(all.map(key).sort());
    expect(all[0]).toEqual([1, 5, 8, 6, 3, 7, 2, 4]);
    expect(solver.queens(8, { lexicographic: true, limit: 3 }).solutions).toEqual(all.slice(0, 3));
  });
});
