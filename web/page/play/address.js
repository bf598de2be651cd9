// play.html's address, where a game is shared: #<puzzle>&moves=<moves>[&variant=<rules as JSON>].
// Read here without the module: what it names is checked later as any game is (the puzzle by the
// library's parseSudoku(), the moves by Game.restore()), so a link reads exactly as a save does.

/**
 * The game an address names: null when it names none (no hash), { puzzle, moves, variant } (variant
 * null for classic), or { problem } saying why it cannot be a game.
 */
export function readAddress(hash) {
  const text = String(hash ?? '').replace(/^#/, '');
  if (text === '') return null;
  let params;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { problem: 'the address does not read' };
  }
  const [puzzle] = [...params.keys()];
  if (!puzzle || params.get(puzzle) !== '') return { problem: 'the address names no puzzle: it starts with #<puzzle>' };
  let variant = null;
  if (params.has('variant')) {
    try {
      variant = JSON.parse(params.get('variant'));
    } catch {
      return { problem: 'its variant does not read: it is not JSON' };
    }
    // The rules are an object (the library checks each key) or null (classic); nothing else.
    if (variant !== null && (typeof variant !== 'object' || Array.isArray(variant))) {
      return { problem: `its variant does not read: ${JSON.stringify(variant)} is not an object of rules` };
    }
  }
  return { puzzle, moves: params.get('moves') ?? '', variant };
}

/** The address of a game: its puzzle as the player gave it, its moves and its rules. */
export function addressOf({ puzzle, moves, variant }) {
  const rules = variant ? `&variant=${encodeURIComponent(JSON.stringify(variant))}` : '';
  return `#${encodeURIComponent(puzzle)}&moves=${encodeURIComponent(moves)}${rules}`;
}

/** A game's address as the player reads it (not escaped, no empty moves), to show a link that was refused. */
export const linkText = (game) => decodeURIComponent(addressOf(game)).replace(/&moves=(?=&|$)/, '');

/** What the player is told when a link cannot be played (`problem`: why), their game going on or not. */
export function refusedLink(problem, gameGoesOn) {
  return `Cannot play that link: ${problem}.${gameGoesOn ? ' Your game goes on.' : ' A new puzzle is made instead.'}`;
}
