// dlx-wasm polyomino: packs pieces into a board, both drawn as text (docs/formats.md, "Polyominoes").
import { Output, UsageError, readInputs, report, wholeNumber } from './io.js';
import * as workers from './workers.js';

export const options = {
  ...workers.options,
  pieces: { type: 'string' },
  all: { type: 'boolean' },
  limit: { type: 'string' },
  count: { type: 'boolean' },
  unique: { type: 'boolean' },
  'no-rotations': { type: 'boolean' },
  'no-reflections': { type: 'boolean' },
  'max-nodes': { type: 'string' },
  problem: { type: 'boolean' },
};

export const help = `Usage: dlx-wasm polyomino [options] [BOARD]

Packs pieces into a board read from BOARD ('-' or none: standard input), drawn
with '#' for each cell to cover, '+' for a cell that may stay empty, and '.' or
' ' where there is no cell. Each piece is placed in every rotation and
reflection, once (or as often as its count says). Prints each solution as the
board with every cell showing its piece's name, solutions separated by a blank
line, or 'No Solution!'.

Options:
  --pieces FILE      the pieces: blocks of a name line ('F', 'F 2' for exactly
                     2, 'F 0:1' for at most 1) and a picture of '#', separated
                     by blank lines (default: the 12 pentominoes)
  --all              print every solution
  --limit N          print up to N solutions (default 1)
  --count            print only the number of solutions
  --unique           one solution of each class the board's rotations and
                     reflections turn into each other
  --no-rotations     place the pieces as drawn or mirrored only
  --no-reflections   never mirror the pieces
  --max-nodes N      stop the search after N nodes
  --problem          print the exact-cover problem in Knuth's format (items:
                     the pieces, then the cells 'row,column'), do not solve
${workers.help(21)}
  -h, --help         show this help

Exit status: 0 solved, 1 no solution, 2 bad input or usage.`;

export async function run(solver, values, files) {
  if (files.length > 1) throw new UsageError('polyomino reads one BOARD file (or standard input)');
  const pieces = values.pieces === undefined ? 'pentominoes' : readInputs([values.pieces])[0].text;
  const counting = Boolean(values.count);
  const limit = values.all ? Infinity : wholeNumber(values.limit, '--limit') ?? (counting ? Infinity : 1);
  const threads = workers.workersFrom(values);
  const [input] = readInputs(files);
  const settings = {
    limit,
    countOnly: counting,
    maxNodes: wholeNumber(values['max-nodes'], '--max-nodes') ?? Infinity,
    rotations: !values['no-rotations'],
    reflections: !values['no-reflections'],
    unique: Boolean(values.unique),
  };
  const out = new Output();
  if (values.problem) {
    out.line(solver.polyomino({ board: input.text, pieces }, { ...settings, writeProblem: true }).problem.trimEnd());
    out.flush();
    return 0;
  }
  const result = await workers.search(solver, 'polyomino', { board: input.text, pieces }, settings, threads);
  if (result.stopped === 'maxNodes') {
    report(`${input.name}: the search stopped after ${result.nodes} nodes; the answer is incomplete`);
  }
  if (counting) {
    out.line(String(result.count));
  } else if (result.count === 0) {
    out.line('No Solution!');
  } else {
    result.solutions.forEach((solution, s) => {
      if (s > 0) out.line('');
      out.line(solution.picture.trimEnd());
    });
  }
  await out.flush();
  return result.count > 0 ? 0 : 1;
}
