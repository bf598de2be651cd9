// play.html: the game lives in the address too (#<puzzle>&moves=<moves>[&variant=<rules as JSON>]),
// so a link shares the puzzle, its rules and the moves made; opening one loads that game.
import './sudoku-play.js';

const play = document.querySelector('sudoku-play');

function shared() {
  const params = new URLSearchParams(location.hash.slice(1));
  const puzzle = [...params.keys()][0];
  if (!puzzle || !/^[.0-9A-Z]{16,}$/i.test(puzzle)) return null;
  let variant = null;
  try {
    variant = params.has('variant') ? JSON.parse(params.get('variant')) : null;
  } catch {
    variant = undefined;
  }
  // The rules are an object (load() checks them) or absent; anything else does not read.
  return { puzzle, moves: params.get('moves') ?? '', variant: typeof variant === 'object' ? variant : undefined };
}

function open() {
  const game = shared();
  if (!game) return;
  if (game.variant === undefined) {
    play.say('Cannot play that link: its variant does not read.');
    return;
  }
  const same = game.puzzle === play.puzzle && game.moves === play.game?.moves && JSON.stringify(game.variant) === JSON.stringify(play.variant);
  if (!same) play.load(game.puzzle, game.moves, game.variant);
}

open();
window.addEventListener('hashchange', open);

const remember = ({ detail: { moves } }) => {
  const variant = play.variant ? `&variant=${encodeURIComponent(JSON.stringify(play.variant))}` : '';
  history.replaceState(null, '', `#${play.puzzle}&moves=${encodeURIComponent(moves)}${variant}`);
};
play.addEventListener('game', remember);
play.addEventListener('move', remember);
