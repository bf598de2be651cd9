// play.html: the game lives in the address too (address.js), so a link shares the puzzle, its
// rules and the moves made. Opening one goes through <sudoku-play>'s load(), which asks before it
// replaces a game in progress; afterwards the address names the game on the board, and a link the
// player chose not to open stays offered in a notice, to open later.
import './sudoku-play.js';
import { addressOf, readAddress, refusedLink } from './address.js';

const play = document.querySelector('sudoku-play');

function remember() {
  if (!play.game) return;
  history.replaceState(null, '', addressOf({ puzzle: play.puzzle, moves: play.game.moves, variant: play.variant }));
}

async function open() {
  const { hash } = location;
  const link = readAddress(hash);
  if (!link) return;
  if (link.problem) {
    // Whether the player's game goes on is known once the saved game is read.
    const had = Boolean(play.game);
    await play.ready;
    play.report(refusedLink(link.problem, had || Boolean(play.resumed)));
  } else if (await play.load(link.puzzle, link.moves, link.variant) === 'kept') {
    play.report('You kept your game. The link stays here, to open later (it asks again before replacing your game).', ['Open the link', hash]);
  }
  remember();
}

open();
window.addEventListener('hashchange', open);
play.addEventListener('game', remember);
play.addEventListener('move', remember);
