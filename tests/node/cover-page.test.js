// The exact-cover page's parts that need no browser: the replay of the core's trace that the
// step-through draws (links.js), its search tree, the grid's text and the examples' problems and
// pictures, each checked against the module or a check written here.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { Links } from '../../web/page/cover/links.js';
import { searchTree } from '../../web/page/cover/search-tree.js';
import { matrixOf, matrixText } from '../../web/page/cover/matrix-text.js';
import { describeStep } from '../../web/page/cover/step-text.js';
import { EXAMPLES } from '../../web/page/cover/examples.js';

const KNUTH = "| Knuth's example\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
let solver;
beforeAll(async () => {
  solver = await createSolver();
});

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A plain random matrix: items named, some secondary, every option with a primary item.
function randomMatrix(random) {
  const columns = 2 + Math.floor(random() * 7);
  const primary = 1 + Math.floor(random() * columns);
  const names = Array.from({ length: columns }, (_, i) => `i${i}`);
  const rows = Array.from({ length: 1 + Math.floor(random() * 10) }, () => {
    const row = new Set([Math.floor(random() * primary)]);
    for (let i = 0; i < columns; i += 1) if (random() < 0.3) row.add(i);
    return [...row].sort((a, b) => a - b);
  });
  return { names, primary, rows };
}

const snapshot = (links) => JSON.stringify([links.covered, links.linked, links.path]);

// Whether `chosen` covers each primary item once and each secondary item at most once.
function isCover({ columns, primary, rows }, chosen) {
  const times = new Array(columns).fill(0);
  for (const option of chosen) for (const item of rows[option]) times[item] += 1;
  return times.every((n, item) => (item < primary ? n === 1 : n <= 1));
}

describe('the step-through replays the trace', () => {
  it('shows, at every step of 300 random searches, the matrix the search saw', () => {
    const random = mulberry32(19);
    for (let round = 0; round < 300; round += 1) {
      const { text } = matrixText(randomMatrix(random));
      const trace = solver.traceExactCover(text);
      const links = new Links(trace);
      const start = snapshot(links);
      const states = [start];
      let solutions = 0;
      for (const step of trace.steps) {
        if (step.event === 'choose') {
          // The core chose the first item with at most one option left, else the first of those
          // with the fewest (docs/api.md): so says the replayed matrix, counted here.
          const header = links.header();
          const lengths = header.map((item) => links.column(item).length);
          const early = lengths.findIndex((n) => n <= 1);
          expect(step.item).toBe(header[early >= 0 ? early : lengths.indexOf(Math.min(...lengths))]);
          expect(links.column(step.item).length).toBe(step.length);
        }
        if (step.event === 'solution') {
          solutions += 1;
          expect(links.header()).toEqual([]);
          expect(isCover(trace, links.path)).toBe(true);
        }
        links.apply(step);
        states.push(snapshot(links));
      }
      expect(solutions).toBe(trace.count);
      expect(trace.count).toBe(solver.exactCover(text, { countOnly: true, limit: Infinity }).count);
      expect(snapshot(links)).toBe(start);
      // Back, one step at a time, passes through the same states.
      for (let at = trace.steps.length; at > 0; at -= 1) {
        links.undo(trace.steps[at - 1]);
        expect(snapshot(links)).toBe(states[at - 1]);
      }
    }
  });

  it("grows the search tree of Knuth's example: two choices at the top, one dead end, one solution", () => {
    const trace = solver.traceExactCover(KNUTH);
    const tree = searchTree(trace.steps, trace.steps.length);
    const kinds = [];
    const walk = (node) => {
      kinds.push(node.kind);
      node.children.forEach(walk);
    };
    walk(tree);
    expect(kinds.filter((k) => k === 'choose')).toHaveLength(trace.steps.filter((s) => s.event === 'choose').length);
    expect(kinds.filter((k) => k === 'solution')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'dead-end')).toHaveLength(1);
    expect(tree.children[0]).toMatchObject({ kind: 'choose', item: 0, length: 2 });
    expect(tree.children[0].children.map((node) => node.option)).toEqual([1, 3]);
    expect(searchTree(trace.steps, 0).children).toEqual([]);
  });

  it('says what each step does, naming the items and options', () => {
    const trace = solver.traceExactCover(KNUTH);
    const names = trace.items;
    const links = new Links(trace);
    const said = trace.steps.map((step) => {
      const text = describeStep(step, { names, options: trace.options, path: links.path, count: 1 });
      links.apply(step);
      return text;
    });
    expect(said[0]).toBe('Level 0: branch on item A, which has the fewest options left (2) of the items still to cover.');
    expect(said[2]).toBe('Try option 2 (A D G) for A.');
    expect(said.find((s) => s.startsWith('No item left'))).toBe('No item left to cover: options 1, 4 and 5 are a cover (solution 1). Back up for more.');
  });
});

describe("the grid's text", () => {
  it('reads back as the matrix the grid holds, for random matrices', () => {
    const random = mulberry32(7);
    for (let round = 0; round < 100; round += 1) {
      const matrix = randomMatrix(random);
      const { text, rowOf } = matrixText(matrix);
      expect(matrixOf(solver.traceExactCover(text, { maxSteps: 1 }))).toEqual(matrix);
      expect(rowOf).toEqual(matrix.rows.map((_, row) => row));
    }
  });

  it('leaves out an empty option and maps the rest to their rows', () => {
    const { text, rowOf } = matrixText({ names: ['A', 'B', 'x'], primary: 2, rows: [[0, 2], [], [1]] });
    expect(text).toBe('A B | x\nA x\nB\n');
    expect(rowOf).toEqual([0, 2]);
  });

  it('names the columns of a 0/1 matrix by number', () => {
    expect(matrixOf(solver.traceExactCover('2 3\n1 0 1\n0 1 0\n'))).toEqual({ names: ['c1', 'c2', 'c3'], primary: 3, rows: [[0, 2], [1]] });
  });
});

describe('the examples', () => {
  const make = (id, param) => EXAMPLES[id].make(param ?? EXAMPLES[id].default, solver);
  const count = (text) => solver.exactCover(text, { countOnly: true, limit: Infinity }).count;

  it('have the counts their problems are known for', async () => {
    expect(count((await make('knuth')).text)).toBe(1);
    expect(solver.exactCover((await make('knuth')).text).solutions).toEqual([[0, 3, 4]]);
    expect(solver.exactCover((await make('matrix')).text).solutions).toEqual([[0, 3, 4]]);
    const queens = await Promise.all(['4', '5', '6', '7', '8'].map(async (n) => count((await make('queens', n)).text)));
    expect(queens).toEqual([2, 10, 4, 40, 92]);
    const langford = await Promise.all(['3', '4', '7', '8'].map(async (n) => count((await make('langford', n)).text)));
    expect(langford).toEqual([2, 2, 52, 300]); // both directions of each arrangement (OEIS A014552 doubled)
    expect(count((await make('pentominoes', '3x20')).text)).toBe(8);
    expect(count((await make('pentominoes', '5x12')).text)).toBe(4040);
  });

  it('draw pictures that follow their rules', async () => {
    const queens = await make('queens', '8');
    for (const solution of solver.exactCover(queens.text, { limit: 10 }).solutions) {
      const { cells } = queens.picture(solution);
      expect(cells).toHaveLength(8);
      for (const a of cells) {
        for (const b of cells) {
          if (a === b) continue;
          expect(a.row === b.row || a.column === b.column || Math.abs(a.row - b.row) === Math.abs(a.column - b.column)).toBe(false);
        }
      }
    }
    const tiling = await make('pentominoes', '6x10');
    const { cells, rows, columns } = tiling.picture(solver.exactCover(tiling.text).solutions[0]);
    expect(new Set(cells.map((c) => `${c.row},${c.column}`)).size).toBe(rows * columns);
    expect(cells).toHaveLength(60);
    const pieces = new Map();
    for (const cell of cells) pieces.set(cell.label, (pieces.get(cell.label) ?? 0) + 1);
    expect([...pieces.values()]).toEqual(new Array(12).fill(5));
    const langford = await make('langford', '7');
    const sequence = new Array(14);
    for (const { column, label } of langford.picture(solver.exactCover(langford.text).solutions[0]).cells) sequence[column] = Number(label);
    for (let k = 1; k <= 7; k += 1) expect(sequence.lastIndexOf(k) - sequence.indexOf(k)).toBe(k + 1);
    const words = await make('words', '3');
    const square = words.picture(solver.exactCover(words.text).solutions[0]).cells;
    const letter = (r, c) => square.find((cell) => cell.row === r && cell.column === c).label;
    const wordList = new Set(solver.exactCover(words.text, { limit: 1 }).options.filter((o) => o.startsWith('row1 ')).map((o) => o.split(' ').slice(1).map((e) => e.split(':')[1]).join('').toUpperCase()));
    for (let i = 0; i < 3; i += 1) {
      expect(wordList.has([0, 1, 2].map((j) => letter(i, j)).join(''))).toBe(true);
      expect(wordList.has([0, 1, 2].map((j) => letter(j, i)).join(''))).toBe(true);
    }
  });
});
