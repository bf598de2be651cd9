// The rarer paths of <sudoku-play> (sudoku-play.js loads this when one is first taken, so that a
// plain visit does not carry it): a link opened (a shared address, a reload of one), the question
// before it replaces a game in progress, a save that does not read kept aside, and the question
// when another tab saved a different game. Each takes the element as `play`.
import { linkText, refusedLink } from './address.js';
import { ASIDE, clock, STORAGE, unreadSave } from './saved.js';
import { gameOf, readPuzzle, solutionOf } from './setup.js';

const sameRules = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** <sudoku-play>'s load() once the game before it is set up: resolves to 'opened', 'kept', 'refused' or 'abandoned' (load() says when). */
export async function openLink(play, puzzle, moves, variant) {
  play.linkAbort?.abort();
  play.making?.abort();  // a link opened while a puzzle is made: the link is what the player asked for
  const abort = new AbortController();
  play.linkAbort = abort;
  const stop = play.waiting(play.game ? 'Opening the linked puzzle: checking it' : 'Checking the puzzle');
  try {
    const parsed = await readPuzzle(play.worker, puzzle, variant);
    const current = play.game;
    // The puzzle on the board (a reload, or the same puzzle with other moves): its solution is known.
    const samePuzzle = Boolean(current) && sameRules(variant, play.variant) && parsed.cells.length === current.givens.length
      && parsed.cells.every((v, cell) => v === current.givens[cell]);
    if (!current) preview(play, parsed);
    const solution = samePuzzle ? play.solution : await solutionOf(play.worker, puzzle, variant, { signal: abort.signal });
    const game = await gameOf(play.worker, parsed, solution, moves);
    stop();
    if (samePuzzle && game.moves === current.moves) {  // this game already (a reload)
      play.say(play.summary());
      return 'opened';
    }
    if (play.inProgress()) {
      play.say('');
      const yes = await askReplace(play, current, samePuzzle);
      if (yes === null) return 'abandoned';  // another game came on the board meanwhile (begin())
      if (!yes) {
        if (play.game) play.say(play.summary());
        return 'kept';
      }
    }
    // The time belongs to the puzzle: the same puzzle keeps its clock, another one finds its own.
    const seconds = samePuzzle ? play.seconds : play.timeOf(puzzle, variant);
    play.begin({ puzzle, solution, rating: samePuzzle ? play.rating : null, variant, parsed, game, seconds });
    return 'opened';
  } catch (error) {
    if (abort.signal.aborted) return 'abandoned';
    // The address moves on to the game on the board (main.js): the link refused is shown on demand.
    play.report(refusedLink(error.message, Boolean(play.game)), null, 'refused', ['Show the link', `${location.href.split('#')[0]}${linkText({ puzzle, moves, variant })}`]);
    if (play.game) play.say(play.summary());
    else await play.newGame();
    return 'refused';
  } finally {
    stop();
  }
}

// Asks whether to open a link over the game in progress; resolves true to open it. A newer
// link withdraws the question (load()).
export function askReplace(play, game, samePuzzle) {
  const count = game.done.length;
  const { answer, withdraw } = play.notices.ask(
    `You have a game in progress (${count} move${count === 1 ? '' : 's'}). The link opens ${samePuzzle ? 'the same puzzle with other moves' : 'another puzzle'}; opening it replaces your game for good.`,
    samePuzzle ? 'Open the link\'s moves' : 'Open the new puzzle',
  );
  play.unask = withdraw;
  return answer.finally(() => {
    play.unask = null;
  });
}

// The givens of a puzzle being checked, shown at once (nothing to play yet).
export function preview(play, parsed) {
  play.drawn = parsed.variant ?? null;
  play.board.symbols = parsed.symbols;
  play.build(parsed.size);
  play.board.draw(parsed.cells, parsed.cells, new Array(parsed.cells.length).fill(0));
}

// An unreadable save moved under a key of its own (never written over), or, when storage
// refuses the copy, left where it is with saving held off.
export function keepAside(play, raw, problem) {
  const key = `${ASIDE}:${new Date().toISOString()}`;
  const moved = play.storage((store) => {
    store.setItem(key, raw);
    store.removeItem(STORAGE);
    return true;
  });
  if (!moved) play.holdStorage = true;
  play.notices.report(unreadSave(problem, moved ? key : null), moved ? { reveal: ['Show the saved text', raw] } : {});
}

/** Asks which game to keep once another tab saved a different one, or other moves on this one (checkOtherTab() in sudoku-play.js found it and stopped saving). */
export function askOtherTab(play, other) {
  const moves = (text) => {
    const count = text.split(' ').filter(Boolean).length;
    return `${count} move${count === 1 ? '' : 's'}`;
  };
  const { answer } = play.notices.ask(
    other.samePuzzle
      ? `Another tab played this puzzle on (${moves(other.moves)}, ${clock(other.seconds)}; this tab has ${moves(play.game.moves)}). This tab stopped saving so as not to replace its moves.`
      : `Another tab saved a different game here (${moves(other.moves)}, ${clock(other.seconds)}). This tab stopped saving your game so as not to replace it.`,
    other.samePuzzle ? 'Open the other tab\'s moves' : 'Open the other game',
    'Save my game over it',
  );
  answer.then(async (open) => {
    play.written = play.storage((store) => store.getItem(STORAGE));
    play.otherTab = false;
    if (!open) {
      play.save();
      return;
    }
    play.recordTime();
    await play.resume();
  });
}
