// play.html: the game lives in the address too (address.js), so a link shares the puzzle, its
// rules and the moves made. Opening one goes through <sudoku-play>'s load(), which asks before it
// replaces a game in progress; afterwards the address names the game on the board.
import './sudoku-play.js';
import { addressOf, readAddress, refusedLink } from './address.js';

const play = document.querySelector('sudoku-play');

function remember() {
  if (!play.game) return;
  history.replaceState(null, '', addressOf({ puzzle: play.puzzle, moves: play.game.moves, variant: play.variant }));
}

async function open() {
  const link = readAddress(location.hash);
  if (!link) return;
  if (link.problem) {
    play.report(refusedLink(link.problem, false));
    await play.ready;
  } else {
    await play.load(link.puzzle, link.moves, link.variant);
  }
  remember();
}

open();
window.addEventListener('hashchange', open);
play.addEventListener('game', remember);
play.addEventListener('move', remember);
