// `node bench/sudoku-cnf.js PUZZLE [SOLUTION]`: a Sudoku (9x9, 16x16 or 25x25 on one line, symbols
// 1-9 then A-P, '.', '0' or '-' for an empty cell) as DIMACS CNF on stdout, to time a SAT solver on the same puzzles (for instance
// Debian's `cadical`). Variable (cell * n + digit) + 1 says "this cell holds this digit"; every
// cell, and every row, column and box for every digit, gets exactly one (a clause for at least
// one, pairwise clauses for at most one), and every given a unit clause. With SOLUTION (a solved
// grid as text), one more clause forbids that grid, so an "UNSATISFIABLE" proves it unique.
import process from 'node:process';
import { SUDOKU_SYMBOLS as SYMBOLS } from '../web/lib/symbols.js';

const [puzzle, solution] = process.argv.slice(2);
if (!puzzle) {
  console.error('usage: node bench/sudoku-cnf.js PUZZLE [SOLUTION]');
  process.exit(2);
}
const n = Math.round(Math.sqrt(puzzle.length));
const box = Math.round(Math.sqrt(n));
if (n * n !== puzzle.length || box * box !== n) {
  console.error(`a puzzle of ${puzzle.length} cells is not a square of a square`);
  process.exit(2);
}

function digitsOf(text) {
  return [...text].map((ch, cell) => {
    if (ch === '.' || ch === '0' || ch === '-') return -1;
    const digit = SYMBOLS.indexOf(ch);
    if (digit < 0 || digit >= n) throw new Error(`cell ${cell + 1}: '${ch}' is not a symbol of a ${n}x${n} grid`);
    return digit;
  });
}

const variable = (cell, digit) => cell * n + digit + 1;
const clauses = [];
function exactlyOne(literals) {
  clauses.push(literals);
  for (let i = 0; i < literals.length; i += 1) {
    for (let j = i + 1; j < literals.length; j += 1) clauses.push([-literals[i], -literals[j]]);
  }
}
const cellAt = (row, col) => row * n + col;
const range = [...Array(n).keys()];
for (const cell of Array(n * n).keys()) exactlyOne(range.map((d) => variable(cell, d)));
for (const d of range) {
  for (const i of range) {
    exactlyOne(range.map((j) => variable(cellAt(i, j), d)));  // row i
    exactlyOne(range.map((j) => variable(cellAt(j, i), d)));  // column i
    const top = Math.floor(i / box) * box;
    const left = (i % box) * box;
    exactlyOne(range.map((j) => variable(cellAt(top + Math.floor(j / box), left + (j % box)), d)));  // box i
  }
}
digitsOf(puzzle).forEach((digit, cell) => {
  if (digit >= 0) clauses.push([variable(cell, digit)]);
});
if (solution) {
  const grid = digitsOf(solution);
  if (grid.length !== n * n || grid.includes(-1)) throw new Error('SOLUTION must be a full grid of the same size');
  clauses.push(grid.map((digit, cell) => -variable(cell, digit)));
}
const lines = [`p cnf ${n * n * n} ${clauses.length}`, ...clauses.map((c) => `${c.join(' ')} 0`)];
process.stdout.write(`${lines.join('\n')}\n`);
