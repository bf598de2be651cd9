// "Share puzzle": a link to the puzzle on the board and its rules, without the moves made (the
// page's own address carries them, so that a reload resumes; a friend given it would see the
// game in progress). Copied to the clipboard; where the browser refuses (no permission, an
// insecure page), the link is shown in a notice, selected, to copy by hand. Loaded by the element
// at the first press, not with the page (its first load's budget: tests/browser/size.test.js).

const ASK_MS = 2000;

/** The address of the puzzle alone: `page` (a URL) with #<puzzle>[&variant=<rules as JSON>], as play.html reads it (address.js). */
export function puzzleLink(page, { puzzle, variant }) {
  const url = new URL(page);
  const rules = variant ? `&variant=${encodeURIComponent(JSON.stringify(variant))}` : '';
  url.hash = `${encodeURIComponent(puzzle)}${rules}`;
  return url.href;
}

/** Copies the link to `play`'s puzzle (the element), or shows it to copy; says which in the status. */
export async function sharePuzzle(play) {
  if (!play.game) return;
  const link = puzzleLink(location.href, { puzzle: play.puzzle, variant: play.variant });
  try {
    // A browser that asks the player first (headless Chromium never answers) counts as refusing after a while.
    await Promise.race([navigator.clipboard.writeText(link), new Promise((_, reject) => { setTimeout(() => reject(new Error('no answer')), ASK_MS); })]);
    play.say('Link to the puzzle copied, without your moves: whoever opens it starts from the givens.');
  } catch {
    play.report('The browser did not let the page copy the link: here it is to copy, the puzzle without your moves.', null, 'share', ['Show the link', link]);
  }
}
