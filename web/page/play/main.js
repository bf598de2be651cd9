// play.html: the game lives in the address too (address.js), so a link shares the puzzle, its
// rules and the moves made. Opening one goes through <sudoku-play>'s load(), which asks before it
// replaces a game in progress; afterwards the address names the game on the board, and a link the
// player chose not to open stays offered in a notice, to open later.
import './sudoku-play.js';
import { addressOf, readAddress, refusedLink } from './address.js';

const play = document.querySelector('sudoku-play');

// The address follows the game on the board. A game that replaces the one the address names (New,
// another tab's game opened) gets an entry of its own, so that Back returns to the game left, its
// moves in its address and its time in the puzzles' record.
let shown = null;  // the address last written here, the game it names on the board until then
// The link being opened: until the player has answered whether it replaces their game, the
// address keeps it (a reload asks again), whatever game the board shows meanwhile (the saved one).
let opening = null;
function remember(event) {
  if (!play.game || opening) return;
  const address = addressOf({ puzzle: play.puzzle, moves: play.game.moves, variant: play.variant });
  const before = shown !== null && location.hash === shown ? readAddress(shown) : null;
  const left = event?.type === 'game' && before && !before.problem
    && (before.puzzle !== play.puzzle || JSON.stringify(before.variant) !== JSON.stringify(play.variant));
  if (left) history.pushState(null, '', address);
  else history.replaceState(null, '', address);
  shown = location.hash;
}

async function open() {
  const { hash } = location;
  const link = readAddress(hash);
  if (!link) return;
  const mine = {};
  opening = mine;
  try {
    await openLink(link, hash);
  } finally {
    if (opening === mine) opening = null;
  }
  if (!opening) remember();
}

// An address as the player reads it; one with a '%' that is no escape, as it is.
function readable(hash) {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

async function openLink(link, hash) {
  if (link.problem) {
    // Whether the player's game goes on is known once the saved game is read.
    const had = Boolean(play.game);
    await play.ready;
    // The address then names the game on the board (open()): the link refused is shown on demand.
    play.report(refusedLink(link.problem, had || Boolean(play.resumed)), null, 'refused', ['Show the link', `${location.href.split('#')[0]}${readable(hash)}`]);
  } else if (await play.load(link.puzzle, link.moves, link.variant) === 'kept') {
    dropKept = play.report('You kept your game. The link stays here, to open later (it asks again before replacing your game).', ['Open the link', hash], 'kept');
  }
}

// "You kept your game" holds until another game comes on the board (that link opened, or New).
let dropKept = null;
play.addEventListener('game', () => {
  dropKept?.();
  dropKept = null;
});

open();
window.addEventListener('hashchange', open);
play.addEventListener('game', remember);
play.addEventListener('move', remember);
