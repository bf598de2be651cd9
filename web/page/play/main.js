// play.html: the game lives in the address too (#<puzzle>&moves=<moves>), so a link shares the
// puzzle and the moves made; opening one loads that game.
import './sudoku-play.js';

const play = document.querySelector('sudoku-play');

function shared() {
  try {
    const params = new URLSearchParams(location.hash.slice(1));
    const puzzle = [...params.keys()][0];
    return puzzle && /^[.0-9A-Z]{16,}$/i.test(puzzle) ? { puzzle, moves: params.get('moves') ?? '' } : null;
  } catch {
    return null;
  }
}

function open() {
  const game = shared();
  if (game && (game.puzzle !== play.puzzle || game.moves !== play.game?.moves)) play.load(game.puzzle, game.moves);
}

open();
window.addEventListener('hashchange', open);

const remember = ({ detail: { moves } }) => history.replaceState(null, '', `#${play.puzzle}&moves=${encodeURIComponent(moves)}`);
play.addEventListener('game', remember);
play.addEventListener('move', remember);
