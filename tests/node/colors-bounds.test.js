// Knuth's colors and bounds through the API: the text and the structured form alike, against a
// brute-force reference, and the polyomino encoder built on them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { seededRandom } from '../support/fixtures.js';
import { randomProblem } from '../support/random-problem.js';

let solver;
beforeAll(async () => {
  solver = await createSolver();
});

const DLX3_TEXT = '| dlx3.w\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';
const DLX3 = {
  primary: ['A', 'B', { name: 'C', min: 2, max: 3 }],
  secondary: ['X', 'Y'],
  options: [['A', 'B', ['X', '0'], ['Y', '0']], ['A', 'C', ['X', '1'], ['Y', '1']], ['C', ['X', '0']], ['B', ['X', '1']], ['C', ['Y', '1']]],
};

// Every subset of options, kept when each primary item is covered within its bounds and each
// secondary one by one option, or by several that all give it the same color.
function bruteForce({ primary, secondary, options }) {
  const bounds = new Map(primary.map((p) => (typeof p === 'string' ? [p, [1, 1]] : [p.name, [p.min ?? 1, p.max ?? 1]])));
  const found = [];
  for (let mask = 0; mask < 1 << options.length; mask += 1) {
    const uses = new Map();
    let ok = true;
    options.forEach((option, o) => {
      if (!(mask & (1 << o))) return;
      for (const entry of option) {
        const [item, color] = Array.isArray(entry) ? entry : [entry, null];
        const seen = uses.get(item);
        if (seen === undefined) uses.set(item, { n: 1, color });
        else {
          seen.n += 1;
          if (!bounds.has(item) && (color === null || color !== seen.color)) ok = false;
        }
      }
    });
    for (const [item, [lo, hi]] of bounds) {
      const n = uses.get(item)?.n ?? 0;
      if (n < lo || n > hi) ok = false;
    }
    if (ok) found.push(options.flatMap((_, o) => (mask & (1 << o) ? [o] : [])));
  }
  return found;
}

describe('colors and bounds', () => {
  it("gives Knuth's stated answer to his dlx3 example, as text and as structured data", () => {
    const text = solver.exactCover(DLX3_TEXT, { limit: Infinity });
    expect(text.solutions).toEqual([[1, 3, 4]]);
    expect(text.solutions[0].map((r) => text.options[r])).toEqual(['A C X:1 Y:1', 'B X:1', 'C Y:1']);
    expect(solver.exactCover(DLX3, { limit: Infinity }).solutions).toEqual([[1, 3, 4]]);
  });

  it('agrees with brute force on 400 seeded random problems', () => {
    const random = seededRandom(20261123);
    let solved = 0;
    for (let trial = 0; trial < 400; trial += 1) {
      const problem = randomProblem(random);
      const expected = bruteForce(problem);
      const result = solver.exactCover(problem, { limit: Infinity });
      expect(result.solutions.map((s) => s.join()).sort(), `trial ${trial}`).toEqual(expected.map((s) => s.join()).sort());
      expect(solver.exactCover(problem, { countOnly: true, limit: Infinity }).count).toBe(expected.length);
      solved += expected.length > 0 ? 1 : 0;
    }
    expect(solved).toBeGreaterThan(100);
  });

  it('counts a word square problem as its own brute force does', () => {
    // 2x2 squares from six words over three letters: rows and columns primary, cells colored.
    const words = ['ab', 'ba', 'aa', 'bc', 'cb', 'ca'];
    const options = [];
    for (const w of words) {
      options.push(['r0', ['00', w[0]], ['01', w[1]]], ['r1', ['10', w[0]], ['11', w[1]]]);
      options.push(['c0', ['00', w[0]], ['10', w[1]]], ['c1', ['01', w[0]], ['11', w[1]]]);
    }
    let squares = 0;
    for (const top of words) for (const bottom of words) {
      if (words.includes(top[0] + bottom[0]) && words.includes(top[1] + bottom[1])) squares += 1;
    }
    const problem = { primary: ['r0', 'r1', 'c0', 'c1'], secondary: ['00', '01', '10', '11'], options };
    expect(solver.exactCover(problem, { countOnly: true, limit: Infinity }).count).toBe(squares);
    expect(squares).toBeGreaterThan(3);
  });
});

describe('polyomino', () => {
  const rectangle = (rows, columns) => `${'#'.repeat(columns)}\n`.repeat(rows);

  it('packs the 12 pentominoes into 3x20 in 8 ways, 2 up to symmetry, and draws them', () => {
    const all = solver.polyomino({ board: rectangle(3, 20) }, { limit: Infinity });
    expect(all.count).toBe(8);
    expect(solver.polyomino({ board: rectangle(3, 20) }, { unique: true, countOnly: true, limit: Infinity })).toMatchObject({ count: 2, symmetries: 4 });
    for (const { picture, placements } of all.solutions) {
      expect(placements.map((p) => p.piece).sort().join('')).toBe('FILNPTUVWXYZ');
      const rows = picture.trimEnd().split('\n');
      for (const { piece, cells } of placements) {
        expect(cells).toHaveLength(5);
        for (const [r, c] of cells) expect(rows[r][c]).toBe(piece);
      }
    }
  });

  it('counts the 2,339 packings of 6x10 up to symmetry', () => {
    expect(solver.polyomino({ board: rectangle(6, 10) }, { unique: true, countOnly: true, limit: Infinity }).count).toBe(2339);
  });

  it('writes its problem in Knuth\'s format, which exactCover counts alike', () => {
    const board = '+###\n####\n####\n###+\n';
    const pieces = 'L 0:3\n###\n#..\n\nO\n##\n##\n\nI 0:2\n####\n';
    const { problem } = solver.polyomino({ board, pieces }, { writeProblem: true });
    expect(problem.split('\n')[0]).toMatch(/^0:3\|L O 0:2\|I 0,1 .* \| 0,0 3,3$/);
    const direct = solver.polyomino({ board, pieces }, { countOnly: true, limit: Infinity }).count;
    expect(direct).toBeGreaterThan(0);
    expect(solver.exactCover(problem, { countOnly: true, limit: Infinity }).count).toBe(direct);
  });

  it('runs on the worker pool, and the structured form too', async () => {
    const pool = createWorkerSolver({ workers: 1 });
    try {
      const packed = await pool.polyomino({ board: rectangle(3, 20) }, { countOnly: true, limit: Infinity });
      expect(packed.count).toBe(8);
      expect((await pool.exactCover(DLX3, { limit: Infinity })).solutions).toEqual([[1, 3, 4]]);
      await expect(pool.polyomino({ board: '#x' })).rejects.toThrow(RangeError);
    } finally {
      pool.terminate();
    }
  });
});
