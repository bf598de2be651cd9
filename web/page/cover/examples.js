// The exact-cover page's examples. Each one makes its problem as Knuth's text (and, where it has
// one, a picture of a solution: board.js draws it) from one parameter; `make` may ask the solver
// (a worker pool) for the text, as the pentominoes do.
//
// A picture is { rows, columns, cells: [{ row, column, label, group }], checkered? }: the cells a
// solution fills, `group` coloring them (a piece, a word, a number).

const range = (n, from = 1) => Array.from({ length: n }, (_, i) => i + from);

function knuthText(comment, primary, secondary, options) {
  const items = secondary.length > 0 ? `${primary.join(' ')} | ${secondary.join(' ')}` : primary.join(' ');
  return `| ${comment}\n${items}\n${options.map((option) => option.join(' ')).join('\n')}\n`;
}

// The matrix of Knuth's "Dancing links" paper (2000): its one cover is rows 1, 4 and 5.
const KNUTH_ROWS = [['C', 'E', 'F'], ['A', 'D', 'G'], ['B', 'C', 'F'], ['A', 'D'], ['B', 'G'], ['D', 'E', 'G']];
const KNUTH_ITEMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

function judgeMatrix() {
  const lines = KNUTH_ROWS.map((row) => KNUTH_ITEMS.map((item) => (row.includes(item) ? 1 : 0)).join(' '));
  return `${KNUTH_ROWS.length} ${KNUTH_ITEMS.length}\n${lines.join('\n')}\n`;
}

// N queens: a queen on each rank (r) and file (f), at most one on each diagonal (a, b).
function queens(n) {
  const options = [];
  const at = [];
  for (const r of range(n)) {
    for (const f of range(n)) {
      options.push([`r${r}`, `f${f}`, `a${r + f - 1}`, `b${n - r + f}`]);
      at.push([r - 1, f - 1]);
    }
  }
  const diagonals = range(2 * n - 1);
  return {
    text: knuthText(`${n} queens`, [...range(n).map((r) => `r${r}`), ...range(n).map((f) => `f${f}`)],
      [...diagonals.map((d) => `a${d}`), ...diagonals.map((d) => `b${d}`)], options),
    picture: (chosen) => ({
      rows: n,
      columns: n,
      checkered: true,
      cells: chosen.map((option) => ({ row: at[option][0], column: at[option][1], label: '♛', group: 0 })),
    }),
  };
}

// Langford pairs: 1 1 … n n in a row of 2n places, the two k's k places apart (k places between
// them): number k in places s_j and s_(j+k+1). Solutions exist when n is 0 or 3 modulo 4.
function langford(n) {
  const options = [];
  const places = [];
  for (const k of range(n)) {
    for (let j = 1; j + k + 1 <= 2 * n; j += 1) {
      options.push([String(k), `s${j}`, `s${j + k + 1}`]);
      places.push([k, j - 1, j + k]);
    }
  }
  return {
    text: knuthText(`Langford pairs, n = ${n}`, [...range(n).map(String), ...range(2 * n).map((j) => `s${j}`)], [], options),
    picture: (chosen) => ({
      rows: 1,
      columns: 2 * n,
      cells: chosen.flatMap((option) => {
        const [k, first, second] = places[option];
        return [first, second].map((column) => ({ row: 0, column, label: String(k), group: k - 1 }));
      }),
    }),
  };
}

// Word squares (Knuth's colors): every row and column of a k×k square a word of the list. The
// rows and columns are primary items; each cell a secondary item colored by its letter, so a row
// and a column crossing there must agree on it.
const WORDS = {
  3: 'ace age ago aid ail aim ale ant ape arc are arm art ate awe bad bag ban bar bat bed bee bet '
    + 'bid big bin bit bog but cab can cap car cat cog den dew die dig dim din dog dot dug ear eat '
    + 'ego elf elk end era eve ewe gap gas gel gem get gin gnu god gum gut hat hen hit hog ice ink '
    + 'ire its lag lap law lea led leg let lid lie lit log lot nag nap net nib nit nod not now oak '
    + 'oar oat odd ode off oil old one ore owe own pal pan pea pen pet pie pig pin pit pod pot rag '
    + 'ran rat raw red rib rid rim rip rod rot rub rug sag sap sat saw sea see set sew sin sip sir '
    + 'sit sod son sow tag tan tap tar tea ten tie tin tip toe ton top tor tot tow tub tug use wag '
    + 'war was wax web wed wet wig win wit woe won',
};

function wordSquare(k) {
  const words = WORDS[k].split(' ');
  const options = [];
  const placed = [];
  const cell = (r, c) => `${r + 1}${c + 1}`;
  for (const [i, word] of words.entries()) {
    for (let line = 0; line < k; line += 1) {
      options.push([`row${line + 1}`, ...[...word].map((letter, c) => `${cell(line, c)}:${letter}`)]);
      placed.push({ word: i, cells: [...word].map((letter, c) => [line, c, letter]) });
      options.push([`col${line + 1}`, ...[...word].map((letter, r) => `${cell(r, line)}:${letter}`)]);
      placed.push({ word: i, cells: [...word].map((letter, r) => [r, line, letter]) });
    }
  }
  const primary = [...range(k).map((r) => `row${r}`), ...range(k).map((c) => `col${c}`)];
  const secondary = range(k * k, 0).map((i) => cell(Math.floor(i / k), i % k));
  return {
    text: knuthText(`${k}×${k} word squares from ${words.length} words`, primary, secondary, options),
    picture: (chosen) => {
      const cells = new Map();
      for (const option of chosen) {
        for (const [row, column, letter] of placed[option].cells) cells.set(`${row},${column}`, { row, column, label: letter.toUpperCase(), group: row });
      }
      return { rows: k, columns: k, cells: [...cells.values()] };
    },
  };
}

// Polyominoes through the module's own encoder (its items: the pieces' names, then cells "r,c").
async function pentominoes(size, solver) {
  const [rows, columns] = size.split('x').map(Number);
  const board = `${'#'.repeat(columns)}\n`.repeat(rows);
  const { problem } = await solver.polyomino({ board }, { writeProblem: true });
  const lines = problem.split('\n').filter((line) => line && !line.startsWith('|')).slice(1);
  const pieces = lines.map((line) => line.split(' ')[0]);
  const names = [...new Set(pieces)];
  return {
    text: problem,
    picture: (chosen) => ({
      rows,
      columns,
      cells: chosen.flatMap((option) => lines[option].split(' ').slice(1).map((at) => {
        const [row, column] = at.split(',').map(Number);
        return { row, column, label: pieces[option], group: names.indexOf(pieces[option]) };
      })),
    }),
  };
}

/**
 * The examples by id: `name`, the parameter's choices and default, and make(param, solver) giving
 * { text, picture? }.
 */
export const EXAMPLES = {
  knuth: { name: "Knuth's 6×7 example", make: () => ({ text: knuthText("Knuth's example (rows 1, 4, 5)", KNUTH_ITEMS, [], KNUTH_ROWS) }) },
  matrix: { name: "Knuth's example as an N M matrix", make: () => ({ text: judgeMatrix() }) },
  queens: { name: 'N queens', label: 'n', choices: range(12).map(String), default: '8', make: (n) => queens(Number(n)) },
  pentominoes: { name: 'Pentominoes', label: 'board', choices: ['6x10', '5x12', '3x20'], default: '6x10', make: pentominoes },
  langford: { name: 'Langford pairs', label: 'n', choices: ['3', '4', '7', '8', '11', '12'], default: '7', make: (n) => langford(Number(n)) },
  words: { name: 'Word squares (colors)', label: 'size', choices: ['3'], default: '3', make: (k) => wordSquare(Number(k)) },
};
