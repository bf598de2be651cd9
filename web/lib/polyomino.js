// polyomino(): tiling a board with pieces, both given as pictures the encoder reads
// (wasm/encoders/polyomino.hpp); each solution comes back drawn and as a list of placements.
import { leftOf, summary } from './shape.js';
import { POLYOMINO_OPTIONS } from './options.js';
import { describe, optionsOf } from './validate.js';


// raw.placed: per solution, [pieces placed, then per piece: piece, cells, ...row * columns + column].
function solutionsOf(raw) {
  const { placed, columns } = raw;
  let at = 0;
  return raw.pictures.map((picture) => {
    const placements = [];
    for (let left = placed[at++]; left > 0; left -= 1) {
      const piece = raw.pieces[placed[at]];
      const size = placed[at + 1];
      const cells = Array.from(placed.subarray(at + 2, at + 2 + size), (cell) => [Math.floor(cell / columns), cell % columns]);
      placements.push({ piece, cells });
      at += 2 + size;
    }
    return { picture, placements };
  });
}

export function polyomino(module, problem, options, searches = null) {
  const { limit, maxNodes, countOnly, rotations, reflections, unique, writeProblem } = optionsOf(options, POLYOMINO_OPTIONS, 'polyomino');
  if (problem === null || typeof problem !== 'object' || Array.isArray(problem)) {
    throw new TypeError(`polyomino: the problem must be { board, pieces? }; got ${describe(problem)}`);
  }
  const { board, pieces = 'pentominoes' } = problem;
  for (const [name, value] of [['board', board], ['pieces', pieces]]) {
    if (typeof value !== 'string') throw new TypeError(`polyomino: ${name} must be a string (a picture); got ${describe(value)}`);
  }
  if (writeProblem && searches !== null) throw new TypeError('polyomino: writeProblem solves nothing, so it is not split');
  const raw = module.solvePolyomino(board, pieces, rotations, reflections, unique, limit, maxNodes, countOnly, writeProblem, searches);
  if (writeProblem) return { problem: raw.problem, symmetries: raw.symmetries };
  return { solutions: solutionsOf(raw), symmetries: raw.symmetries, ...summary(raw), ...leftOf(raw) };
}
