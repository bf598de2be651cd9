// A game's setup (game.js's Game) from the library's reading of its puzzle and solution
// (parseSudoku() on the puzzle under its rules, and on the solution in the puzzle's own symbols),
// so that the page reads a puzzle exactly as sudoku() and hint() do. The solution is checked to
// fit: a saved one may have been edited, and a game whose solution breaks a rule cannot be won.
import { Game } from './game.js';
import { housesOf } from './houses.js';

/**
 * `parsed`: parseSudoku(puzzle, { variant })'s result; `solution`: the solution's cells (parseSudoku
 * on its text, `symbols: parsed.symbols`). Returns { n, givens, solution, houses, drawn } or throws
 * a RangeError naming what does not fit.
 */
export function setupOf(parsed, solution) {
  const n = parsed.size;
  const drawn = parsed.variant ?? null;
  const houses = housesOf(n, drawn);
  const where = (cell) => `row ${Math.floor(cell / n) + 1}, column ${(cell % n) + 1}`;
  if (solution.length !== n * n) throw new RangeError(`the solution has ${solution.length} cells; the puzzle has ${n * n}`);
  solution.forEach((value, cell) => {
    if (!(value >= 1 && value <= n)) throw new RangeError(`the solution leaves ${where(cell)} blank`);
    if (parsed.cells[cell] && parsed.cells[cell] !== value) throw new RangeError(`the solution changes the given at ${where(cell)}`);
  });
  for (const house of houses) {
    const seen = new Set();
    for (const cell of house) {
      if (seen.has(solution[cell])) throw new RangeError(`the solution repeats ${solution[cell]} in a house at ${where(cell)}`);
      seen.add(solution[cell]);
    }
  }
  for (const cage of drawn?.cages ?? []) {
    const sum = cage.cells.reduce((total, cell) => total + solution[cell], 0);
    if (sum !== cage.sum) throw new RangeError(`the solution adds up to ${sum} in cage ${cage.label}, not ${cage.sum}`);
  }
  return { n, givens: [...parsed.cells], solution: [...solution], houses, drawn };
}

// The steps from text to a game, each through `solver`: createSolver()'s methods or a worker
// pool's (awaited alike), so that the page and the tests read games the same way.

/**
 * parseSudoku(puzzle) under `variant` (null: classic). Text puzzles go up to 25x25, so every value
 * has a key (1-9, A-P) on the page.
 */
export async function readPuzzle(solver, puzzle, variant) {
  try {
    return await solver.parseSudoku(puzzle, variant ? { variant } : {});
  } catch (error) {
    // The library's message names its function ("parseSudoku: variant: …"): the player sees the reason alone.
    error.message = error.message.replace(/^parseSudoku: /, '');
    throw error;
  }
}

/** The one solution of `puzzle` as text in its symbols; a RangeError when it has none or more. */
export async function solutionOf(solver, puzzle, variant, { signal } = {}) {
  const found = await solver.sudoku(puzzle, { ...(variant ? { variant } : {}), limit: 2, ...(signal ? { signal } : {}) });
  if (found.count !== 1) throw new RangeError(found.count === 0 ? 'it has no solution' : 'it has more than one solution');
  return found.solutions[0];
}

// setupOf() for a solution given as text.
async function setupFrom(solver, parsed, solution) {
  let cells;
  try {
    ({ cells } = await solver.parseSudoku(solution, { symbols: parsed.symbols }));
  } catch (error) {
    throw new RangeError(`the solution does not read: ${error.message}`);
  }
  return setupOf(parsed, cells);
}

/** The game of a puzzle read by readPuzzle(), its solution's text and the moves made (Game.restore checks them). */
export async function gameOf(solver, parsed, solution, moves) {
  return Game.restore(await setupFrom(solver, parsed, solution), moves);
}

/**
 * A saved game (readSave()'s `save`) set up again: { parsed, game, solution, repairs }. A solution
 * that is missing (null) or does not fit the puzzle is worked out again from the puzzle, and
 * `repairs` says so; a puzzle, rules or moves that do not read throw (the save is kept aside).
 */
export async function resumeSave(solver, { puzzle, solution, variant, moves }, { signal } = {}) {
  const parsed = await readPuzzle(solver, puzzle, variant);
  const repairs = [];
  let setup = null;
  if (solution !== null) {
    try {
      setup = await setupFrom(solver, parsed, solution);
    } catch (error) {
      repairs.push(`${error.message.replace(/^the solution/, 'its solution')}: the solution is worked out again from the puzzle`);
    }
  }
  let found = solution;
  if (!setup) {
    found = await solutionOf(solver, puzzle, variant, { signal });
    setup = await setupFrom(solver, parsed, found);
  }
  return { parsed, game: Game.restore(setup, moves), solution: found, repairs };
}
