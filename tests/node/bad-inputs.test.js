// Every bad input tried on the API, the error it must get, and the solver still working after it.
// docs/bad-inputs.md lists the messages as they are: the last test compares it with what the run
// got (a file snapshot), and fails when they differ; `npx vitest run -u tests/node/bad-inputs.test.js`
// rewrites it after a deliberate change.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { createSolver } from '../../web/lib/index.js';
import { scanSudoku } from '../../web/lib/scan-index.js';
import { CLI_CASES, CLI_HEADING, cliSection, runCliCase } from './cli-bad-inputs.js';
import { puzzles as readFixture } from '../support/fixtures.js';

const NORVIG = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLVABLE = NORVIG;
const grid = (patch) => Array.from({ length: 81 }, (_, i) => patch[i] ?? 0);
const knuth = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';
// scanSudoku()'s images: `white` a valid one without a grid; `photo` one the calls refuse for its options alone.
const white = (width, height, Bytes = Uint8ClampedArray, length = width * height * 4) => ({ width, height, data: new Bytes(length).fill(255) });
const photo = white(320, 240);

// [what is called (as shown in the doc), the call, the error type, the message (or its start)]
const CASES = {
  sudoku: [
    ["sudoku('12345')", (s) => s.sudoku('12345'), RangeError, 'the puzzle has 5 symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)'],
    ["sudoku(81 symbols with 'x' at row 5, column 5)", (s) => s.sudoku(`${'.'.repeat(40)}x${'.'.repeat(40)}`), RangeError, "symbol 'X' at row 5, column 5 is not allowed in a 9x9 puzzle (symbols 1-9; blanks '.', '0' or '-')"],
    ['sudoku(256 symbols mixing digits and K)', (s) => s.sudoku(`1${'.'.repeat(16)}K${'.'.repeat(238)}`), RangeError, "symbol 'K' at row 2, column 2 is not allowed in a 16x16 puzzle (symbols 1-9 and A-G, or A-P with no digits"],
    ['sudoku(42)', (s) => s.sudoku(42), TypeError, 'sudoku: the puzzle must be a string, an array of numbers or an array of rows; got number 42'],
    ["sudokuBatch('12345')", (s) => s.sudokuBatch('12345'), TypeError, 'sudokuBatch: the puzzles must be an array of strings; got the string "12345"'],
    ["sudokuBatch(['.'.repeat(81), 7])", (s) => s.sudokuBatch(['.'.repeat(81), 7]), TypeError, 'sudokuBatch: puzzle 2 must be a string; got number 7'],
    ['sudokuBatch([], { limit: 0 })', (s) => s.sudokuBatch([], { limit: 0 }), RangeError, 'sudokuBatch: limit must be a positive integer up to 2^53 - 1, or Infinity; got 0'],
    ['sudoku(null)', (s) => s.sudoku(null), TypeError, 'sudoku: the puzzle must be a string, an array of numbers or an array of rows; got null'],
    ["sudoku([1, 2, 'x'])", (s) => s.sudoku([1, 2, 'x']), TypeError, 'sudoku: the puzzle, element 2: expected a number; got the string "x"'],
    ['sudoku([1, , 3]) (a hole)', (s) => s.sudoku([1, , 3]), TypeError, 'sudoku: the puzzle, element 1: expected a number; got a hole (missing element)'],
    ['sudoku(81 numbers, the last 10)', (s) => s.sudoku(grid({ 80: 10 })), RangeError, 'row 9, column 9 of the 9x9 grid: 10 is not an integer in 0..9'],
    ['sudoku(81 numbers, one -1)', (s) => s.sudoku(grid({ 9: -1 })), RangeError, 'row 2, column 1 of the 9x9 grid: -1 is not an integer in 0..9'],
    ['sudoku(81 numbers, one NaN)', (s) => s.sudoku(grid({ 3: Number.NaN })), RangeError, 'row 1, column 4 of the 9x9 grid: NaN is not an integer in 0..9'],
    ['sudoku(81 numbers, one 1.5)', (s) => s.sudoku(grid({ 3: 1.5 })), RangeError, 'row 1, column 4 of the 9x9 grid: 1.5 is not an integer in 0..9'],
    ['sudoku(81 numbers, one Infinity)', (s) => s.sudoku(grid({ 3: Infinity })), RangeError, 'row 1, column 4 of the 9x9 grid: Infinity is not an integer in 0..9'],
    ['sudoku(80 numbers)', (s) => s.sudoku(new Array(80).fill(0)), RangeError, 'a Sudoku grid has 80 cells; expected 16 (4x4), 81 (9x9), 256 (16x16), 625 (25x25) or another n^4 up to 4096 (64x64)'],
    ['sudoku(5000 numbers) (too large)', (s) => s.sudoku(new Array(5000).fill(0)), RangeError, 'a Sudoku grid has 5000 cells'],
    ['sudoku([[1, 2], [3]]) (ragged rows)', (s) => s.sudoku([[1, 2], [3]]), RangeError, 'sudoku: row 2 has 1 cells but the grid has 2 rows'],
    ['sudoku(6 rows of 6) (36 cells: 6 is not a square)', (s) => s.sudoku(Array.from({ length: 6 }, () => new Array(6).fill(0))), RangeError, 'a Sudoku grid has 36 cells'],
    ["sudoku(4 rows, one with 'a')", (s) => s.sudoku([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 'a', 0, 0]]), TypeError, 'sudoku: row 4, column 2: expected a number; got the string "a"'],
    ['sudoku(p, { limit: 0 })', (s) => s.sudoku(NORVIG, { limit: 0 }), RangeError, 'sudoku: limit must be a positive integer up to 2^53 - 1, or Infinity; got 0'],
    ['sudoku(p, { limit: 1.5 })', (s) => s.sudoku(NORVIG, { limit: 1.5 }), RangeError, 'sudoku: limit must be a positive integer up to 2^53 - 1, or Infinity; got 1.5'],
    ["sudoku(p, { maxNodes: '9' })", (s) => s.sudoku(NORVIG, { maxNodes: '9' }), TypeError, 'sudoku: maxNodes must be a positive integer or Infinity; got the string "9"'],
    ['sudoku(p, { limt: 3 })', (s) => s.sudoku(NORVIG, { limt: 3 }), TypeError, 'sudoku: unknown option "limt" (accepted: limit, maxNodes, symbols, variant)'],
    ['sudoku(p, 3)', (s) => s.sudoku(NORVIG, 3), TypeError, 'sudoku: options must be an object; got number 3'],
    ["sudoku([0], { symbols: 'abc' })", (s) => s.sudoku([0], { symbols: 'abc' }), TypeError, 'sudoku: the symbols option applies only to a puzzle given as a string'],
    ["sudoku(p, { symbols: 'ABC' })", (s) => s.sudoku(NORVIG, { symbols: 'ABC' }), RangeError, 'the symbols "ABC" are 3; a 9x9 puzzle needs 9'],
    ["sudoku(p, { symbols: '123456788' })", (s) => s.sudoku(NORVIG, { symbols: '123456788' }), RangeError, "the symbols list '8' twice"],
    ["sudoku(p, { variant: 'x' })", (s) => s.sudoku(NORVIG, { variant: 'x' }), TypeError, 'sudoku: variant must be an object; got the string "x"'],
    ['sudoku(p, { variant: { diagonal: true } })', (s) => s.sudoku(NORVIG, { variant: { diagonal: true } }), TypeError, 'sudoku: variant: unknown key "diagonal" (accepted: x, windoku, regions, cages)'],
    ["sudoku(p, { variant: { x: 'yes' } })", (s) => s.sudoku(NORVIG, { variant: { x: 'yes' } }), TypeError, 'sudoku: variant.x must be true or false; got the string "yes"'],
    ['sudoku(p, { variant: { regions: 80 labels } })', (s) => s.sudoku(NORVIG, { variant: { regions: '1'.repeat(80) } }), RangeError, 'the region map has 80 labels; a 9x9 grid has 81 cells'],
    ['sudoku(p, { variant: { regions: 10 labels } })', (s) => s.sudoku(NORVIG, { variant: { regions: `${'123456789'.repeat(9).slice(0, 80)}X` } }), RangeError, "the region map has more than 9 labels: 'X' at row 9, column 9 is one too many for the 9 regions of a 9x9 grid"],
    ['sudoku(p, { variant: { regions: the rows, cells 9 and 18 swapped } })', (s) => s.sudoku(NORVIG, { variant: { regions: [...'123456789'].map((d) => d.repeat(9)).join('').replace(/^(.{8})1(.{8})2/, '$12$21') } }), RangeError, "region '1' is not connected: row 2, column 9 is apart from row 1, column 1"],
    ['sudoku(p, { variant: { regions: [0, 0, …, 9] } })', (s) => s.sudoku(NORVIG, { variant: { regions: [...new Array(80).fill(0), 9] } }), RangeError, 'row 9, column 9 is in no region: 9 is not one of 0 to 8'],
    ['sudoku(p, { variant: { regions: [0.5, …] } })', (s) => s.sudoku(NORVIG, { variant: { regions: [0.5] } }), RangeError, 'sudoku: variant.regions (a map as text, or a region number per cell)[0] must be a whole number; got number 0.5'],
    ["sudoku(empty, { variant: { cages: 'AA…\\nA=18' } })", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `AA${'.'.repeat(79)}\nA=18` } }), RangeError, "cage 'A' (2 cells): no distinct digits 1 to 9 add up to 18 (3 to 17)"],
    ["sudoku(empty, { variant: { cages: 'AB…\\nA=3' } })", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `AB${'.'.repeat(79)}\nA=3` } }), RangeError, "cage 'B' (at row 1, column 2) has no sum: add B=… after the map"],
    ["sudoku(empty, { variant: { cages: 'A…A\\nA=3' } })", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `A${'.'.repeat(79)}A\nA=3` } }), RangeError, "cage 'A' is not connected: row 9, column 9 is apart from row 1, column 1"],
    ["sudoku(empty, { variant: { cages: 'AA…\\nA=x' } })", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `AA${'.'.repeat(79)}\nA=x` } }), RangeError, "'A=x': cage 'A' needs a whole number for its sum, as in A=10"],
    ['sudoku(empty, { variant: { cages: overlapping } })', (s) => s.sudoku('.'.repeat(81), { variant: { cages: [{ sum: 3, cells: [0, 1] }, { sum: 3, cells: [1, 2] }] } }), RangeError, 'cage 2: row 1, column 2 is also in cage 1'],
    ['sudoku(empty, { variant: { cages: [{ sum: 3, cells: [0, 81] }] } })', (s) => s.sudoku('.'.repeat(81), { variant: { cages: [{ sum: 3, cells: [0, 81] }] } }), RangeError, 'cage 1: cell 81 is not one of the 81 cells (0 to 80)'],
    ['sudoku(empty, { variant: { cages: [{ sum: 3 }] } })', (s) => s.sudoku('.'.repeat(81), { variant: { cages: [{ sum: 3 }] } }), TypeError, 'sudoku: variant.cages[0].cells must be an array of whole numbers; got undefined'],
    ['sudoku(empty, { variant: { cages: [{ sum: 2 ** 32 + 3, cells: [0, 1] }] } })', (s) => s.sudoku('.'.repeat(81), { variant: { cages: [{ sum: 2 ** 32 + 3, cells: [0, 1] }] } }), RangeError, "cage 1 cannot add up to 4294967299: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)"],
    ["sudoku(empty, { variant: { cages: 'AA…\\nA=1099511627776' } })", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `AA${'.'.repeat(79)}\nA=1099511627776` } }), RangeError, "cage 'A' cannot add up to 1099511627776: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)"],
    ["sudoku(empty, { variant: { cages: '\\u0007\\u0007…\\n\\u0007=18' } }) (a control character as a label)", (s) => s.sudoku('.'.repeat(81), { variant: { cages: `\u0007\u0007${'.'.repeat(79)}\n\u0007=18` } }), RangeError, "cage '\\u0007' (2 cells): no distinct digits 1 to 9 add up to 18 (3 to 17)"],
  ],
  parseSudoku: [
    ['parseSudoku(81)', (s) => s.parseSudoku(81), TypeError, 'parseSudoku: the puzzle must be a string; got number 81'],
    ["parseSudoku('1234')", (s) => s.parseSudoku('1234'), RangeError, 'the puzzle has 4 symbols (whitespace ignored)'],
  ],
  exactCover: [
    ['exactCover({ columns: 3, rows: [[0], [1, 3]] })', (s) => s.exactCover({ columns: 3, rows: [[0], [1, 3]] }), RangeError, 'row 1, entry 1 (a column index): 3 is not an integer in 0..2'],
    ['exactCover({ columns: 3, rows: [[0], [-1]] })', (s) => s.exactCover({ columns: 3, rows: [[0], [-1]] }), RangeError, 'row 1, entry 0 (a column index): -1 is not an integer in 0..2'],
    ['exactCover({ columns: 3, rows: [[0, 0.5]] })', (s) => s.exactCover({ columns: 3, rows: [[0, 0.5]] }), RangeError, 'row 0, entry 1 (a column index): 0.5 is not an integer in 0..2'],
    ['exactCover({ columns: 3, rows: [[0, NaN]] })', (s) => s.exactCover({ columns: 3, rows: [[0, Number.NaN]] }), RangeError, 'row 0, entry 1 (a column index): NaN is not an integer in 0..2'],
    ['exactCover({ columns: 3, rows: [[1, 1]] })', (s) => s.exactCover({ columns: 3, rows: [[1, 1]] }), RangeError, 'row 0 lists column 1 twice'],
    ['exactCover({ columns: 3, rows: [[0], []] })', (s) => s.exactCover({ columns: 3, rows: [[0], []] }), RangeError, 'row 1 is empty; every row must cover a column'],
    ['exactCover({ columns: 0, rows: [] })', (s) => s.exactCover({ columns: 0, rows: [] }), RangeError, 'columns: 0 is not an integer in 1..1048576'],
    ['exactCover({ columns: 2.5, rows: [] })', (s) => s.exactCover({ columns: 2.5, rows: [] }), RangeError, 'columns: 2.5 is not an integer in 1..1048576'],
    ['exactCover({ columns: NaN, rows: [] })', (s) => s.exactCover({ columns: Number.NaN, rows: [] }), RangeError, 'columns: NaN is not an integer in 1..1048576'],
    ['exactCover({ columns: 2000000, rows: [] }) (too large)', (s) => s.exactCover({ columns: 2_000_000, rows: [] }), RangeError, 'columns: 2000000 is not an integer in 1..1048576'],
    ['exactCover({ columns: 3, primary: 4, rows: [] })', (s) => s.exactCover({ columns: 3, primary: 4, rows: [] }), RangeError, 'primary: 4 is not an integer in 0..3'],
    ['exactCover({ columns: 3, primary: 1, rows: [[1, 2]] })', (s) => s.exactCover({ columns: 3, primary: 1, rows: [[1, 2]] }), RangeError, 'row 0 covers only secondary columns; every row needs a primary column'],
    ["exactCover({ columns: '3', rows: [] })", (s) => s.exactCover({ columns: '3', rows: [] }), TypeError, 'exactCover: columns must be a number; got the string "3"'],
    ["exactCover({ columns: 3, rows: [[0], 'x'] })", (s) => s.exactCover({ columns: 3, rows: [[0], 'x'] }), TypeError, 'exactCover: row 1 must be an array of numbers; got the string "x"'],
    ['exactCover({ columns: 3, rows: [[0, null]] })', (s) => s.exactCover({ columns: 3, rows: [[0, null]] }), TypeError, 'exactCover: row 0, element 1: expected a number; got null'],
    ['exactCover({ columns: 3 })', (s) => s.exactCover({ columns: 3 }), TypeError, 'exactCover: the problem object needs "options" (and "primary"), "columns" and "rows", or "matrix"'],
    ['exactCover({ matrix: [[1, 0], [0, 1, 1]] }) (ragged)', (s) => s.exactCover({ matrix: [[1, 0], [0, 1, 1]] }), RangeError, 'row 1 of the matrix has 3 values but row 0 has 2'],
    ['exactCover({ matrix: [[1, 0], [0, 2]] })', (s) => s.exactCover({ matrix: [[1, 0], [0, 2]] }), RangeError, 'row 1, column 1: 2 is not an integer in 0..1'],
    ['exactCover({ matrix: [] })', (s) => s.exactCover({ matrix: [] }), RangeError, 'the matrix has no rows; give at least one row of 0s and 1s'],
    ['exactCover({ matrix: [[]] })', (s) => s.exactCover({ matrix: [[]] }), RangeError, 'row 0 of the matrix is empty; it needs one value per column'],
    ['exactCover({ matrix: [[1, 0], [0, 0]] })', (s) => s.exactCover({ matrix: [[1, 0], [0, 0]] }), RangeError, 'row 1 is empty; every row must cover a column'],
    ["exactCover('A B\\nA C\\n')", (s) => s.exactCover('A B\nA C\n'), RangeError, "line 2: option 1: 'C' is not one of the items"],
    ["exactCover('A B\\n\\nA A\\n')", (s) => s.exactCover('A B\n\nA A\n'), RangeError, "line 3: option 1: item 'A' appears twice in this option"],
    ["exactCover('A | x\\nA x:1 x:2\\n') (the same item twice)", (s) => s.exactCover('A | x\nA x:1 x:2\n'), RangeError, "line 2: option 1: item 'x' appears twice in this option"],
    ["exactCover('A B A\\n')", (s) => s.exactCover('A B A\n'), RangeError, "line 1: item 'A' is named twice"],
    ["exactCover('A | B | C\\n')", (s) => s.exactCover('A | B | C\n'), RangeError, "line 1: '|' appears twice; it separates primary from secondary items once"],
    ["exactCover('A B\\nA:red\\n') (a color on a primary item)", (s) => s.exactCover('A B\nA:red\n'), RangeError, "line 2: option 1: 'A:red' gives primary item 'A' a color; only secondary items (after '|') take colors"],
    ["exactCover('A | x\\nA x:\\n') (an empty color)", (s) => s.exactCover('A | x\nA x:\n'), RangeError, "line 2: option 1: 'x:': the color after ':' is empty"],
    ["exactCover('A | 2|x\\n') (a bound on a secondary item)", (s) => s.exactCover('A | 2|x\n'), RangeError, "line 1: 'x' is a secondary item and takes no bounds; only primary items (before '|') do"],
    ["exactCover('3:2|A\\n') (b < a)", (s) => s.exactCover('3:2|A\n'), RangeError, "line 1: item 'A': lower bound 3 is outside 0..2 (the upper bound)"],
    ["exactCover('9999999|A\\n') (a bound over the limit)", (s) => s.exactCover('9999999|A\n'), RangeError, "line 1: item 'A': bound '9999999' is over the limit 4194304"],
    ["exactCover('1:2|\\n') (a malformed a:b|)", (s) => s.exactCover('1:2|\n'), RangeError, "line 1: '1:2|' bounds no item: write lo:hi|name or hi|name, as in 2:3|x"],
    ["exactCover('1:x|A\\n')", (s) => s.exactCover('1:x|A\n'), RangeError, "line 1: item 'A': bound '1:x' is not lo:hi or hi, as in 2:3 or 2"],
    ["exactCover('A | x\\nx:1\\n') (no primary item)", (s) => s.exactCover('A | x\nx:1\n'), RangeError, 'line 2: option 1: names no primary item; every option needs one'],
    ["exactCover({ primary: ['a'], options: [['a', ['a', 'red']]] })", (s) => s.exactCover({ primary: ['a'], options: [['a', ['a', 'red']]] }), RangeError, "options[0]: 'a:red' gives primary item 'a' a color; only secondary items (after '|') take colors"],
    ["exactCover({ primary: ['a'], secondary: ['x'], options: [['a', ['x', '']]] })", (s) => s.exactCover({ primary: ['a'], secondary: ['x'], options: [['a', ['x', '']]] }), RangeError, "options[0]: 'x:': the color after ':' is empty"],
    ["exactCover({ primary: [{ name: 'a', min: 3, max: 2 }], options: [] })", (s) => s.exactCover({ primary: [{ name: 'a', min: 3, max: 2 }], options: [] }), RangeError, "item 'a': lower bound 3 is outside 0..2 (the upper bound)"],
    ["exactCover({ primary: [{ name: 'a', max: 5e6 }], options: [] })", (s) => s.exactCover({ primary: [{ name: 'a', max: 5e6 }], options: [] }), RangeError, "item 'a': upper bound 5000000 is over the limit 4194304"],
    ["exactCover({ primary: ['a'], options: [['a', 'b']] })", (s) => s.exactCover({ primary: ['a'], options: [['a', 'b']] }), RangeError, "options[0]: 'b' is not one of the items"],
    ["exactCover({ primary: ['a'], options: [['a', 'a']] })", (s) => s.exactCover({ primary: ['a'], options: [['a', 'a']] }), RangeError, "options[0]: item 'a' appears twice in this option"],
    ["exactCover({ primary: ['a b'], options: [] })", (s) => s.exactCover({ primary: ['a b'], options: [] }), RangeError, "item name 'a b' must be a word: no spaces, ':' or '|'"],
    ["exactCover({ primary: [{ name: 'a', min: 0.5 }], options: [] })", (s) => s.exactCover({ primary: [{ name: 'a', min: 0.5 }], options: [] }), TypeError, 'exactCover: primary[0].min must be an integer; got number 0.5'],
    ["exactCover({ primary: ['a'], options: [[['a']]] })", (s) => s.exactCover({ primary: ['a'], options: [[['a']]] }), TypeError, "exactCover: options[0][0] must be an item's name or [item, color]; got an array of 1"],
    ["exactCover({ primary: ['a'], options: 'a' })", (s) => s.exactCover({ primary: ['a'], options: 'a' }), TypeError, 'exactCover: options must be an array; got the string "a"'],
    ["exactCover('')", (s) => s.exactCover(''), RangeError, 'the text has no item line; the first line must name the items'],
    ['exactCover(null)', (s) => s.exactCover(null), TypeError, 'exactCover: the problem must be { primary, secondary?, options }, { columns, primary?, rows }, { matrix } or a string (Knuth\'s format, or "N M" and a 0/1 matrix); got null'],
    ['exactCover({ columns: 22, rows: 2 rows per column }, { limit: Infinity }) (4,194,304 solutions: too many to return)', (s) => s.exactCover({ columns: 22, rows: Array.from({ length: 44 }, (_, i) => [i >> 1]) }, { limit: Infinity }), RangeError, 'the 762600 solutions found so far hold 16777200 row indices, and at most 16777216 are kept: ask for fewer solutions (limit) or count them only (countOnly)'],
    ["exactCover('2 2\\n1 0\\n0 1\\n1 1\\n1\\n') (two matrices)", (s) => s.exactCover('2 2\n1 0\n0 1\n1 1\n1\n'), RangeError, 'line 4: a further matrix starts here, and one problem is asked for'],
    ["exactCover('2 2\\n1 0\\n')", (s) => s.exactCover('2 2\n1 0\n'), RangeError, 'line 3: the text ends after 1 of the 2 rows announced on line 1'],
    ["exactCover(text, { format: 'csv' })", (s) => s.exactCover(knuth, { format: 'csv' }), RangeError, "format 'csv' is not one of 'auto', 'knuth', 'matrix'"],
    ["exactCover({ matrix: [[1]] }, { format: 'knuth' })", (s) => s.exactCover({ matrix: [[1]] }, { format: 'knuth' }), TypeError, 'exactCover: the format option applies only to a problem given as a string'],
    ['exactCover(text, { countOnly: 1 })', (s) => s.exactCover(knuth, { countOnly: 1 }), TypeError, 'exactCover: countOnly must be true or false; got number 1'],
    ['exactCover(text, { limit: -1 })', (s) => s.exactCover(knuth, { limit: -1 }), RangeError, 'exactCover: limit must be a positive integer up to 2^53 - 1, or Infinity; got -1'],
  ],
  exactCoverEach: [
    ['exactCoverEach({ matrix: [[1]] })', (s) => s.exactCoverEach({ matrix: [[1]] }), TypeError, 'exactCoverEach: the problems must be a string; got an object'],
    ["exactCoverEach('2 2\\n1 0\\n0 1\\n1 1\\n2\\n')", (s) => s.exactCoverEach('2 2\n1 0\n0 1\n1 1\n2\n'), RangeError, 'line 5: value 1 is "2"; only 0 and 1 are allowed'],
  ],
  queens: [
    ['queens(0)', (s) => s.queens(0), RangeError, 'n: 0 is not an integer in 1..1024'],
    ['queens(-3)', (s) => s.queens(-3), RangeError, 'n: -3 is not an integer in 1..1024'],
    ['queens(2.5)', (s) => s.queens(2.5), RangeError, 'n: 2.5 is not an integer in 1..1024'],
    ['queens(NaN)', (s) => s.queens(Number.NaN), RangeError, 'n: NaN is not an integer in 1..1024'],
    ['queens(5000) (too large)', (s) => s.queens(5000), RangeError, 'n: 5000 is not an integer in 1..1024'],
    ["queens('8')", (s) => s.queens('8'), TypeError, 'queens: n must be a number; got the string "8"'],
    ['queens(8, { lexicographic: 1 })', (s) => s.queens(8, { lexicographic: 1 }), TypeError, 'queens: lexicographic must be true or false; got number 1'],
  ],
  polyomino: [
    ["polyomino({ board: '##\\n#x\\n' })", (s) => s.polyomino({ board: '##\n#x\n' }), RangeError, "line 2, column 2: 'x' is not a board cell: '#' to cover, '+' may stay empty, '.' or ' ' no cell"],
    ["polyomino({ board: '..\\n' })", (s) => s.polyomino({ board: '..\n' }), RangeError, "the board has no cells: draw them with '#' (and '+' for cells that may stay empty)"],
    ["polyomino({ board: '##', pieces: 'A\\n#\\n\\nA\\n#\\n' })", (s) => s.polyomino({ board: '##', pieces: 'A\n#\n\nA\n#\n' }), RangeError, "line 4: piece 'A' is named twice"],
    ["polyomino({ board: '##', pieces: 'A 3:2\\n#\\n' })", (s) => s.polyomino({ board: '##', pieces: 'A 3:2\n#\n' }), RangeError, "line 1: piece 'A': lower bound 3 is outside 0..2 (the upper bound)"],
    ["polyomino({ board: '##', pieces: 'A\\n#o\\n' })", (s) => s.polyomino({ board: '##', pieces: 'A\n#o\n' }), RangeError, "line 2: piece 'A', column 2: 'o' is not '#' (a cell), '.' or ' '"],
    ["polyomino({ board: '##\\n##\\n', pieces: 'O\\n##\\n##\\n' }, { unique: true })", (s) => s.polyomino({ board: '##\n##\n', pieces: 'O\n##\n##\n' }, { unique: true }), RangeError, "unique: no piece used exactly once tells the board's 8 symmetries apart"],
    ["polyomino('##')", (s) => s.polyomino('##'), TypeError, 'polyomino: the problem must be { board, pieces? }; got the string "##"'],
    ['polyomino({ board: 3 })', (s) => s.polyomino({ board: 3 }), TypeError, 'polyomino: board must be a string (a picture); got number 3'],
    ["polyomino({ board: '#' }, { turns: false })", (s) => s.polyomino({ board: '#' }, { turns: false }), TypeError, 'polyomino: unknown option "turns" (accepted: limit, countOnly, maxNodes, rotations, reflections, unique, writeProblem)'],
  ],
  traceExactCover: [
    ["traceExactCover('a | x\\na x:1\\n') (a color)", (s) => s.traceExactCover('a | x\na x:1\n'), RangeError, 'the step-through shows plain exact cover (Algorithm X); this problem has colors or bounds'],
    ['traceExactCover(knuth, { maxSteps: 2000000 })', (s) => s.traceExactCover(knuth, { maxSteps: 2e6 }), RangeError, 'maxSteps: 2000000 is not an integer in 1..1000000'],
    ['traceExactCover(knuth, { maxSteps: Infinity })', (s) => s.traceExactCover(knuth, { maxSteps: Infinity }), RangeError, 'maxSteps: Infinity is not an integer in 1..1000000'],
    ["traceExactCover('2 2\\n1 0\\n0 1\\n2 2\\n1 1\\n1 0\\n') (two matrices)", (s) => s.traceExactCover('2 2\n1 0\n0 1\n2 2\n1 1\n1 0\n'), RangeError, 'line 4:'],
    ['traceExactCover({ columns: 1, rows: [[0]] })', (s) => s.traceExactCover({ columns: 1, rows: [[0]] }), TypeError, 'traceExactCover: the problem must be a string (Knuth\'s format, or "N M" and a 0/1 matrix); got an object'],
  ],
  // Array puzzles are checked as sudoku() checks them (web/lib/arrays.js, sudokuInput()).
  'hint, explain and rate': [
    ["hint(['x', 0, …]) (81 elements)", (s) => s.hint(grid({ 0: 'x' })), TypeError, 'hint: the puzzle, element 0 (row 1, column 1): expected a number; got the string "x"'],
    ['explain(81 elements, one null)', (s) => s.explain(Array.from({ length: 81 }, (_, i) => (i === 40 ? null : 0))), TypeError, 'explain: the puzzle, element 40 (row 5, column 5): expected a number; got null'],
    ['rate(81 elements, one {})', (s) => s.rate(grid({ 80: {} })), TypeError, 'rate: the puzzle, element 80 (row 9, column 9): expected a number; got an object'],
    ['hint(81 elements, one true)', (s) => s.hint(grid({ 9: true })), TypeError, 'hint: the puzzle, element 9 (row 2, column 1): expected a number; got boolean true'],
    ['explain(81 elements, one { valueOf })', (s) => s.explain(grid({ 3: { valueOf: () => 5 } })), TypeError, 'explain: the puzzle, element 3 (row 1, column 4): expected a number; got an object'],
    ['rate([[9 numbers], …72 numbers]) (ragged)', (s) => s.rate([new Array(9).fill(0), ...new Array(72).fill(0)]), TypeError, 'rate: row 2 must be an array of numbers; got number 0'],
    ['hint(9 rows, the third of 8)', (s) => s.hint(Array.from({ length: 9 }, (_, r) => new Array(r === 2 ? 8 : 9).fill(0))), RangeError, 'hint: row 3 has 8 cells but the grid has 9 rows; rows must be as long as the grid is tall'],
    ["rate(81 numbers, { symbols: 'abcdefghi' })", (s) => s.rate(grid({}), { symbols: 'abcdefghi' }), TypeError, 'rate: the symbols option applies only to a puzzle given as a string'],
    ['hint(puzzle, { entries: [[9 numbers], …72 numbers] }) (ragged)', (s) => s.hint(SOLVABLE, { entries: [new Array(9).fill(0), ...new Array(72).fill(0)] }), TypeError, 'hint: entries, row 2 must be an array of numbers; got number 0'],
    ["explain(puzzle, { entries: 81 elements, one 'x' })", (s) => s.explain(SOLVABLE, { entries: grid({ 12: 'x' }) }), TypeError, 'explain: entries, element 12 (row 2, column 4): expected a number; got the string "x"'],
    ['hint(puzzle, { variant: { cages: [{ sum: 2 ** 40, cells: [0, 1] }] } })', (s) => s.hint(SOLVABLE, { variant: { cages: [{ sum: 2 ** 40, cells: [0, 1] }] } }), RangeError, "cage 1 cannot add up to 1099511627776: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)"],
    ['rate(p, { maxNodes: 1 })', (s) => s.rate(NORVIG, { maxNodes: 1 }), RangeError, 'rate: maxNodes (1) ran out during the uniqueness search; raise maxNodes, or leave it out to let the call finish'],
    ['hint(p, { maxNodes: 0 })', (s) => s.hint(NORVIG, { maxNodes: 0 }), RangeError, 'hint: maxNodes must be a positive integer up to 2^53 - 1, or Infinity; got 0'],
    ["explain(p, { deadline: '1' })", (s) => s.explain(NORVIG, { deadline: '1' }), TypeError, 'explain: deadline must be a number (a time in ms on Date.now()\'s clock); got the string "1"'],
    ['rate(p, { deadline: NaN })', (s) => s.rate(NORVIG, { deadline: Number.NaN }), RangeError, 'rate: deadline must be a finite number (a time in ms on Date.now()\'s clock); got NaN'],
    ['rate(p, { deadline: Date.now() - 1 })', (s) => s.rate(NORVIG, { deadline: Date.now() - 1 }), DOMException, 'rate: the deadline passed before the call began'],
    ['hint(p, { signal: {} })', (s) => s.hint(NORVIG, { signal: {} }), TypeError, 'hint: signal must be an AbortSignal; got an object'],
    ['hint(p, { signal: an aborted signal })', (s) => s.hint(NORVIG, { signal: AbortSignal.abort() }), DOMException, 'This operation was aborted'],
    ["explain(p, { onProgress: 'log' })", (s) => s.explain(NORVIG, { onProgress: 'log' }), TypeError, 'explain: onProgress must be a function; got the string "log"'],
    ['hint(p, { onProgress: calls the solver }) (on a long call)', (s) => s.hint(readFixture('25x25-frisch18.txt')[9], { onProgress: () => s.sudoku(NORVIG) }), Error, 'the solver is busy with the call this callback belongs to; call it after that call returns'],
  ],
  generateSudoku: [
    ['generateSudoku({ size: 10 })', (s) => s.generateSudoku({ size: 10 }), RangeError, 'size 10 cannot be generated; sizes 4, 9, 16 and 25 can'],
    ['generateSudoku({ size: 36 })', (s) => s.generateSudoku({ size: 36 }), RangeError, 'size 36 cannot be generated; sizes 4, 9, 16 and 25 can'],
    ['generateSudoku({ size: 3 })', (s) => s.generateSudoku({ size: 3 }), RangeError, 'size 3 cannot be generated; sizes 4, 9, 16 and 25 can'],
    ['generateSudoku({ size: 25, variant: { cages: true } })', (s) => s.generateSudoku({ size: 25, variant: { cages: true } }), RangeError, 'killers are generated up to 16x16: a 25x25 one takes minutes'],
    ['generateSudoku({ size: 25, variant: { regions: true } })', (s) => s.generateSudoku({ size: 25, variant: { regions: true } }), RangeError, 'generateSudoku: variant.regions: true draws jigsaw regions up to 16x16 (a search for a 25x25 grid under them runs too long to tell which fit); give a 25x25 map'],
    ['generateSudoku({ variant: { regions: true, x: true } })', (s) => s.generateSudoku({ variant: { regions: true, x: true } }), RangeError, 'generateSudoku: variant.regions: true draws regions for the jigsaw rules alone (cages: true may join them); with x or windoku give the regions as a map'],
    ['generateSudoku({ seed: -1 })', (s) => s.generateSudoku({ seed: -1 }), RangeError, 'seed: -1 is not an integer in 0..4294967295'],
    ['generateSudoku({ seed: 2 ** 32 })', (s) => s.generateSudoku({ seed: 2 ** 32 }), RangeError, 'seed: 4294967296 is not an integer in 0..4294967295'],
    ["generateSudoku({ seed: '7' })", (s) => s.generateSudoku({ seed: '7' }), TypeError, 'generateSudoku: seed must be a number; got the string "7"'],
    ["generateSudoku({ symmetry: 'diagonal' })", (s) => s.generateSudoku({ symmetry: 'diagonal' }), RangeError, "symmetry 'diagonal' is not one of 'none', 'rotational', 'mirror'"],
    ['generateSudoku({ symmetry: 1 })', (s) => s.generateSudoku({ symmetry: 1 }), TypeError, 'generateSudoku: symmetry must be a string; got number 1'],
    ["generateSudoku({ difficulty: 'insane' })", (s) => s.generateSudoku({ difficulty: 'insane' }), RangeError, "generateSudoku: difficulty 'insane' is not one of 'easy', 'medium', 'hard', 'expert', 'extreme' (or { min, max } on the SE scale)"],
    ["generateSudoku({ searchLevel: 'insane' })", (s) => s.generateSudoku({ searchLevel: 'insane' }), RangeError, "searchLevel 'insane' is not one of 'easy', 'medium', 'hard', 'expert'"],
    ['generateSudoku({ difficulty: { min: 5, max: 4 } })', (s) => s.generateSudoku({ difficulty: { min: 5, max: 4 } }), RangeError, 'generateSudoku: difficulty { min: 5, max: 4 } is empty or starts below 1.0'],
    ['generateSudoku({ difficulty: { low: 5 } })', (s) => s.generateSudoku({ difficulty: { low: 5 } }), TypeError, 'generateSudoku: difficulty: unknown key "low" (accepted: min, max)'],
    ["hint('1'.repeat(81))", (s) => s.hint('1'.repeat(81)), RangeError, 'the givens break a rule at row 1, column 1'],
    ["hint('.'.repeat(81))", (s) => s.hint('.'.repeat(81)), RangeError, 'the puzzle has more than one solution; a logical solution needs exactly one'],
    ['hint(puzzle, { candidates: 3 })', (s) => s.hint(SOLVABLE, { candidates: 3 }), TypeError, 'hint: candidates must be an array with an entry per cell; got number 3'],
    ["hint(puzzle, { candidates: ['x'] })", (s) => s.hint(SOLVABLE, { candidates: ['x'] }), RangeError, 'hint: candidates[0] has "x", not a symbol of the grid'],
    ['hint(puzzle, { candidates: [[0]] })', (s) => s.hint(SOLVABLE, { candidates: [[0]] }), RangeError, 'hint: candidates[0] has number 0, not a digit from 1 to 64'],
    ['hint(puzzle, { candidates: [null, [10], …] })', (s) => s.hint(SOLVABLE, { candidates: [null, [10], ...Array(79).fill(null)] }), RangeError, 'the candidates at row 1, column 2 are not digits of the grid'],
    ['hint(puzzle, { candidates: [[1]] })', (s) => s.hint(SOLVABLE, { candidates: [[1]] }), RangeError, 'the candidates have 1 cells; the puzzle has 81'],
    ["explain(puzzle, { entries: '1' })", (s) => s.explain(SOLVABLE, { entries: '1' }), RangeError, 'the puzzle has 1 symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)'],
    ['rate(puzzle, { hints: 1 })', (s) => s.rate(SOLVABLE, { hints: 1 }), TypeError, 'rate: unknown option "hints" (accepted: symbols, variant, entries, candidates, maxNodes, deadline, signal, onProgress)'],
    ['generateSudoku({ maxGivens: 100 })', (s) => s.generateSudoku({ maxGivens: 100 }), RangeError, 'maxGivens: 100 is not an integer in 0..81'],
    ["generateSudoku({ minimal: 'yes' })", (s) => s.generateSudoku({ minimal: 'yes' }), TypeError, 'generateSudoku: minimal must be true or false; got the string "yes"'],
    ['generateSudoku({ sized: 9 })', (s) => s.generateSudoku({ sized: 9 }), TypeError, 'generateSudoku: unknown option "sized" (accepted: size, seed, symmetry, minimal, difficulty, searchLevel, maxGivens, variant, maxNodes, deadline, signal, onProgress)'],
    ["generateSudoku({ variant: { cages: 'A' } })", (s) => s.generateSudoku({ variant: { cages: 'A' } }), TypeError, 'generateSudoku: variant.cages must be true (draw a killer\'s cages) or false; got the string "A"'],
    ["generateSudoku({ variant: { regions: 'A' } })", (s) => s.generateSudoku({ variant: { regions: 'A' } }), RangeError, 'the region map has 1 labels; a 9x9 grid has 81 cells'],
    ['generateSudoku({ variant: { windoku: 1 } })', (s) => s.generateSudoku({ variant: { windoku: 1 } }), TypeError, 'generateSudoku: variant.windoku must be true or false; got number 1'],
    ["generateSudoku({ difficulty: 'easy', searchLevel: 'expert' })", (s) => s.generateSudoku({ difficulty: 'easy', searchLevel: 'expert' }), RangeError, "generateSudoku: searchLevel 'expert' and difficulty 'easy' (SE 1.0 to 2.3) exclude each other: singles leave the search a few branch points at most, an expert puzzle takes over 25"],
    ["generateSudoku({ size: 4, difficulty: 'hard' })", (s) => s.generateSudoku({ size: 4, difficulty: 'hard' }), RangeError, 'generateSudoku: SE 3.5 to 4.4 cannot be met on a classic 4x4: singles solve every one (SE 2.3 at most)'],
    ["generateSudoku({ size: 4, searchLevel: 'medium' })", (s) => s.generateSudoku({ size: 4, searchLevel: 'medium' }), RangeError, "generateSudoku: searchLevel 'medium' cannot be met on a classic 4x4: singles solve every one, so its search never branches ('easy')"],
    ['generateSudoku({ maxGivens: 16 })', (s) => s.generateSudoku({ maxGivens: 16 }), RangeError, 'generateSudoku: maxGivens 16 is below 17, the fewest givens a 9x9 Sudoku with one solution can have'],
    ['generateSudoku({ size: 16, maxGivens: 14, variant: { windoku: true } })', (s) => s.generateSudoku({ size: 16, maxGivens: 14, variant: { windoku: true } }), RangeError, 'generateSudoku: maxGivens 14 is below 15, the fewest givens a 16x16 puzzle of this variant with one solution can have'],
    ['generateSudoku({ seed: 1, maxNodes: 100 })', (s) => s.generateSudoku({ seed: 1, maxNodes: 100 }), RangeError, 'generateSudoku: maxNodes (100) ran out during '],
    ['generateSudoku({ maxNodes: 2 ** 53 })', (s) => s.generateSudoku({ maxNodes: 2 ** 53 }), RangeError, 'generateSudoku: maxNodes must be a positive integer up to 2^53 - 1, or Infinity; got 9007199254740992'],
    ['generateSudoku({ difficulty: { min: NaN } })', (s) => s.generateSudoku({ difficulty: { min: Number.NaN } }), TypeError, 'generateSudoku: difficulty.min must be a number on the SE scale; got NaN'],
    ['generateSudoku({ maxNodes: 1.5 })', (s) => s.generateSudoku({ maxNodes: 1.5 }), RangeError, 'generateSudoku: maxNodes must be a positive integer up to 2^53 - 1, or Infinity; got 1.5'],
    ['generateSudoku({ deadline: Infinity })', (s) => s.generateSudoku({ deadline: Infinity }), RangeError, 'generateSudoku: deadline must be a finite number'],
    ['generateSudoku({ signal: an aborted signal, with a reason })', (s) => s.generateSudoku({ signal: AbortSignal.abort(new RangeError('cancelled by the page')) }), RangeError, 'cancelled by the page'],
    ['generateSudoku({ onProgress: 1 })', (s) => s.generateSudoku({ onProgress: 1 }), TypeError, 'generateSudoku: onProgress must be a function; got number 1'],
    ["generateSudoku({ seed: 1, searchLevel: 'expert', maxGivens: 18 })", (s) => s.generateSudoku({ seed: 1, searchLevel: 'expert', maxGivens: 18 }), RangeError, 'could not make an expert puzzle with at most 18 givens in 200 attempts'],
  ],
  // dlx-wasm/scan (each image's data white unless said; the module stays usable after each:
  // scan.test.js).
  scanSudoku: [
    ['scanSudoku(null)', () => scanSudoku(null), TypeError, 'scanSudoku: the image must be an object { width, height, data } (an ImageData: RGBA bytes); got null'],
    ['scanSudoku()', () => scanSudoku(), TypeError, 'scanSudoku: the image must be an object { width, height, data } (an ImageData: RGBA bytes); got undefined'],
    ["scanSudoku('photo.jpg')", () => scanSudoku('photo.jpg'), TypeError, 'scanSudoku: the image must be an object { width, height, data } (an ImageData: RGBA bytes); got the string "photo.jpg"'],
    ["scanSudoku(readFileSync('photo.jpg')) (the file's bytes)", () => scanSudoku(Buffer.from('\xff\xd8\xff')), TypeError, 'scanSudoku: the image must be its pixels, { width, height, data } of RGBA (an ImageData); got a Uint8Array (a file\'s bytes?): decode it first (in a browser: createImageBitmap(file), drawn on a canvas, then getImageData(); in Node: a JPEG or PNG decoder, docs/api.md "dlx-wasm/scan")'],
    ['scanSudoku(file) (a File from a file picker)', () => scanSudoku(new File(['x'], 'photo.jpg')), TypeError, 'scanSudoku: the image must be its pixels, { width, height, data } of RGBA (an ImageData); got a File: decode it first (in a browser: createImageBitmap(file), drawn on a canvas, then getImageData(); in Node: a JPEG or PNG decoder, docs/api.md "dlx-wasm/scan")'],
    ["scanSudoku({ width: '320', height: 240, data })", () => scanSudoku({ ...photo, width: '320' }), TypeError, 'scanSudoku: the image\'s width must be a number of pixels; got the string "320"'],
    ['scanSudoku({ width: 320, height: 0, data })', () => scanSudoku({ ...photo, height: 0 }), RangeError, "scanSudoku: the image's height must be a whole number of pixels from 1 up; got 0"],
    ['scanSudoku({ width: 320.5, height: 240, data })', () => scanSudoku({ ...photo, width: 320.5 }), RangeError, "scanSudoku: the image's width must be a whole number of pixels from 1 up; got 320.5"],
    ['scanSudoku({ width: 320, height: 240 }) (no data)', () => scanSudoku({ width: 320, height: 240 }), TypeError, "scanSudoku: the image's data must be a Uint8ClampedArray or a Uint8Array of RGBA bytes (4 a pixel); got none (undefined)"],
    ['scanSudoku({ width: 320, height: 240, data: a Float32Array })', () => scanSudoku(white(320, 240, Float32Array)), TypeError, "scanSudoku: the image's data must be a Uint8ClampedArray or a Uint8Array of RGBA bytes (4 a pixel); got a Float32Array"],
    ['scanSudoku({ width: 320, height: 240, data: [255, …] }) (an array)', () => scanSudoku(white(320, 240, Array)), TypeError, "scanSudoku: the image's data must be a Uint8ClampedArray or a Uint8Array of RGBA bytes (4 a pixel); got an array"],
    ['scanSudoku(320x240 with 3 bytes a pixel: RGB)', () => scanSudoku(white(320, 240, Uint8ClampedArray, 320 * 240 * 3)), RangeError, "scanSudoku: the image's data has 230400 bytes; a 320x240 image of RGBA has 307200 (4 a pixel)"],
    ['scanSudoku(60x400)', () => scanSudoku(white(60, 400)), RangeError, 'scanSudoku: the image is 60x400 pixels, too small to hold a readable grid (at least 100 pixels a side)'],
    ['scanSudoku(20000x200)', () => scanSudoku(white(20000, 200, Uint8Array, 0)), RangeError, 'scanSudoku: the image is 20000x200 pixels, too large (at most 16384 pixels a side and 50 megapixels): scale it down first'],
    ['scanSudoku(8000x8000)', () => scanSudoku(white(8000, 8000, Uint8Array, 0)), RangeError, 'scanSudoku: the image is 8000x8000 pixels, too large (at most 16384 pixels a side and 50 megapixels): scale it down first'],
    ['scanSudoku(320x240, all white) (no grid)', () => scanSudoku(photo), RangeError, ''],
    ['scanSudoku(image, 3)', () => scanSudoku(photo, 3), TypeError, 'scanSudoku: options must be an object; got number 3'],
    ['scanSudoku(image, { maxNodes: 5 })', () => scanSudoku(photo, { maxNodes: 5 }), TypeError, 'scanSudoku: unknown option "maxNodes" (accepted: signal, deadline, weights)'],
    ['scanSudoku(image, { weights: [1, 2] })', () => scanSudoku(photo, { weights: [1, 2] }), TypeError, "scanSudoku: options.weights must be a Uint8Array (a network's weights blob, as train/export.py writes it); got an array"],
    ['scanSudoku(image, { weights: new Uint8Array(10) })', () => scanSudoku(photo, { weights: new Uint8Array(10) }), RangeError, "scanSudoku: the weights are not a network's weights blob"],
    ["scanSudoku(image, { signal: 'stop' })", () => scanSudoku(photo, { signal: 'stop' }), TypeError, 'scanSudoku: signal must be an AbortSignal; got the string "stop"'],
    ["scanSudoku(image, { deadline: '1s' })", () => scanSudoku(photo, { deadline: '1s' }), TypeError, 'scanSudoku: deadline must be a number (a time in ms on Date.now()\'s clock); got the string "1s"'],
  ],
  // createWorkerSolver()'s pool (`pool`), whose calls reject: what cannot be sent to a worker and
  // the options the pool acts on itself. After each, the pool solves a puzzle correctly.
  'Worker pool': [
    ['createWorkerSolver(null)', () => createWorkerSolver(null), TypeError, 'createWorkerSolver: settings must be an object; got null'],
    ['createWorkerSolver({ workerUrl: 5 })', () => createWorkerSolver({ workerUrl: 5 }), TypeError, 'createWorkerSolver: workerUrl must be a string or a URL; got number 5'],
    ['pool.scanSudoku(image, { signal: 5 })', (_, pool) => pool.scanSudoku(photo, { signal: 5 }), TypeError, 'scanSudoku: signal must be an AbortSignal; got number 5'],
    ['pool.scanSudoku(320x240, all white) (no grid)', (_, pool) => pool.scanSudoku(photo), RangeError, ''],
    ['pool.sudoku(p, { deadline: Date.now() - 1 }) (sudoku takes no deadline)', (_, pool) => pool.sudoku(NORVIG, { deadline: Date.now() - 1 }), TypeError, 'sudoku: unknown option "deadline"'],
    ['pool.hint(p, { entries: () => 1 })', (_, pool) => pool.hint(NORVIG, { entries: () => 1 }), TypeError, 'hint: options.entries is a function, which cannot be sent to a worker'],
    ["pool.rate(p, { variant: { x: Symbol('x') } })", (_, pool) => pool.rate(NORVIG, { variant: { x: Symbol('x') } }), TypeError, 'rate: options.variant.x is a symbol, which cannot be sent to a worker'],
    ["pool.explain(p, { get entries() { throw new Error('boom') } })", (_, pool) => pool.explain(NORVIG, { get entries() { throw new Error('boom'); } }), TypeError, 'explain: options.entries cannot be sent to a worker: reading it threw Error: boom'],
    ['pool.hint(new Proxy(81 numbers, {}))', (_, pool) => pool.hint(new Proxy(grid({}), {})), TypeError, 'hint: puzzle cannot be sent to a worker, which gets a copy'],
    ['pool.hint(p, a revoked Proxy)', (_, pool) => pool.hint(NORVIG, revoked()), TypeError, "hint: options cannot be sent to a worker: listing its keys threw TypeError: Cannot perform 'ownKeys' on a proxy that has been revoked"],
    ['pool.sudokuBatch([p, () => p])', (_, pool) => pool.sudokuBatch([NORVIG, () => NORVIG]), TypeError, 'sudokuBatch: puzzles[1] is a function, which cannot be sent to a worker'],
    ['pool.generateSudoku({ variant: new WeakMap() })', (_, pool) => pool.generateSudoku({ variant: new WeakMap() }), TypeError, 'generateSudoku: options.variant cannot be sent to a worker, which gets a copy'],
    ["pool.hint(p, { deadline: '1' })", (_, pool) => pool.hint(NORVIG, { deadline: '1' }), TypeError, 'hint: deadline must be a number (a time in ms on Date.now()\'s clock); got the string "1"'],
    ['pool.rate(p, { deadline: NaN })', (_, pool) => pool.rate(NORVIG, { deadline: Number.NaN }), RangeError, 'rate: deadline must be a finite number (a time in ms on Date.now()\'s clock); got NaN'],
    ['pool.generateSudoku({ deadline: Date.now() - 1 })', (_, pool) => pool.generateSudoku({ deadline: Date.now() - 1 }), DOMException, 'generateSudoku: the deadline passed before the call began'],
    ['pool.hint(p, { onProgress: 1 })', (_, pool) => pool.hint(NORVIG, { onProgress: 1 }), TypeError, 'hint: onProgress must be a function; got number 1'],
    ['pool.hint(p, { signal: {} })', (_, pool) => pool.hint(NORVIG, { signal: {} }), TypeError, 'hint: signal must be an AbortSignal; got an object'],
  ],
};

function revoked() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

let solver;
let pool;
const seen = [];
beforeAll(async () => {
  solver = await createSolver();
  pool = createWorkerSolver({ workers: 1, module: 'sudoku' });
});
afterAll(() => pool.terminate());

describe.each(Object.entries(CASES))('%s', (method, rows) => {
  it.each(rows)('%s', async (call, run, type, message) => {
    let error;
    try {
      await run(solver, pool);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(type);
    expect(error.message.startsWith(message), `${error.message}\ndoes not start with\n${message}`).toBe(true);
    seen.push({ call, type: error.constructor.name, message: error.message });
    expect(solver.sudoku(NORVIG)).toMatchObject({ count: 1, complete: true });
    if (method === 'Worker pool') expect(await pool.sudoku(NORVIG)).toMatchObject({ count: 1, complete: true });
  });
});

const cliSeen = [];
describe('the command line', () => {
  it.each(CLI_CASES)('%s', (call, command, status, stderr) => {
    const result = runCliCase(command);
    expect(result.status).toBe(status);
    expect(result.stderr.startsWith(stderr), `${result.stderr}\ndoes not start with\n${stderr}`).toBe(true);
    if (stderr === '') expect(result.stderr).toBe('');
    cliSeen.push({ call, ...result });
  });
});

it('docs/bad-inputs.md shows every message as the solver gives it', async () => {
  const escape = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, '\\n');
  const lines = [
    '# Bad inputs and the errors they get',
    '',
    'Every row is a case of `tests/node/bad-inputs.test.js`, which fails when this page differs from',
    'the messages it gets. After each error the same solver solves a puzzle correctly. The command',
    'line reports the same messages (with the line number of the input); its framing errors are in',
    '`tests/package/cli.test.js`. `p` is a valid 9x9 puzzle string.',
  ];
  for (const [method, rows] of Object.entries(CASES)) {
    if (method === 'generateSudoku') lines.push('', ...cliSection(cliSeen));
    lines.push('', `## ${method}`, '', '| call | error |', '|---|---|');
    for (const [call] of rows) {
      const found = seen.find((s) => s.call === call);
      lines.push(`| \`${escape(call)}\` | ${found ? `${found.type}: ${escape(found.message)}` : '(no error)'} |`);
    }
  }
  // Sections after the API's belong to other tests (the play page's: tests/node/play-saved.test.js), kept as they are.
  const page = readFileSync(new URL('../../docs/bad-inputs.md', import.meta.url), 'utf8');
  const other = [...page.matchAll(/^## (.+)$/gm)].find((heading) => !(heading[1] in CASES) && heading[1] !== CLI_HEADING);
  const rest = other ? `\n${page.slice(other.index)}` : '';
  await expect(`${lines.join('\n')}\n${rest}`).toMatchFileSnapshot('../../docs/bad-inputs.md');
});
