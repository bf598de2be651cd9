// After Scan's Solve or Hint: the solve page's board and what is said under it (the status line's
// sentence, a hint's step) brought into view together. The dialog's closing gives the focus back to
// Scan, above the board: on a phone the hint's cells and sentence were left below the screen.
import { motion } from '../motion.js';

/**
 * Scrolls the page so that `board` shows down to the last of `below` (elements under it, the most
 * needed first) that fits with it, a part not shown skipped; the board from its top where none fits.
 */
export function boardInView(board, below) {
  const view = document.documentElement.clientHeight;
  const top = board.getBoundingClientRect().top;
  const bottoms = below.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().bottom);
  const bottom = bottoms.filter((b) => b - top <= view).at(-1);
  if (bottom === undefined) board.scrollIntoView({ behavior: motion(), block: 'start' });
  else if (top < 0 || bottom > view) scrollBy({ top: top - (view - (bottom - top)) / 2, behavior: motion() });  // centred
}
