// The solve page's "Play this puzzle": a link to play mode (play.html) with the puzzle on the grid
// and its variant in play's address (play/address.js), kept up to date as the grid changes, and
// hidden while the grid holds nothing to play (no given, no cage).
import { addressOf } from './play/address.js';

/** Keeps `link` (an <a>) pointing at play mode's page `page` with `solver`'s puzzle. */
export function followPuzzle(solver, link, page = 'play.html') {
  const update = () => {
    const { puzzle } = solver;
    // Only the rules in force: a classic grid's variant is null, { x: false } says nothing.
    const variant = solver.variant ? Object.fromEntries(Object.entries(solver.variant).filter(([, rule]) => rule)) : null;
    const rules = variant && Object.keys(variant).length > 0 ? variant : null;
    link.hidden = !/[^.]/.test(puzzle) && !rules?.cages;
    link.href = `${page}${addressOf({ puzzle, moves: '', variant: rules })}`;
  };
  solver.addEventListener('puzzlechange', update);
  update();
}
