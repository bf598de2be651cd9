// The sentences of Scan's status line about a reading: what was read, what is left to check, and
// whether the puzzle as read can be solved (the solver's answer: its count up to two, its clashes);
// and about a picture the scanner refused, with what to do.

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What the grid holds: `first` for the reading as the scanner gave it ("Read …"), else after the
 * user's edits ("The grid holds …"); `digits`, `toCheck`: counts; `others`: the other grids the
 * picture held beside the one read.
 */
export function readLine({ first, digits, toCheck, others = 0 }) {
  const two = others > 0
    // The one outlined, not "the largest": grids of one size are read in no order a user can know.
    ? `The picture holds ${others + 1} grids: the one outlined was read; to read another, crop the picture to it. `
    : '';
  if (digits === 0) return `${two}No digit read: the grid outlined is empty, or too blurred to read. Try a sharper photo, straight on, in good light.`;
  const check = toCheck > 0 ? `; ${plural(toCheck, 'cell')} to check (marked)` : '';
  return `${two}${first ? 'Read' : 'The grid holds'} ${plural(digits, 'digit')}${check}.`;
}

/** The solver's word on the puzzle as read: `answer` is sudoku()'s with limit 2. */
export function solvedLine({ count, conflicts }) {
  if (conflicts.length > 0) {
    return `As read, it breaks the rules: ${plural(conflicts.length, 'digit')} clash (marked). Compare them with the photo and correct what was misread.`;
  }
  if (count === 0) return 'As read, it has no solution: a digit is misread. Compare the grid with the photo, the marked cells first.';
  if (count > 1) return 'As read, it has more than one solution: a digit is missing or misread. Compare the grid with the photo.';
  return 'It has exactly one solution.';
}

/**
 * The scanner's refusal of a picture (`error`: "No Sudoku grid was found …", "scanSudoku: the
 * image is 60x40 pixels, too small …") said with what to do.
 */
export function refusalLine(error) {
  const reason = String(error?.message ?? error).replace(/^scanSudoku: /, '').replace(/\.$/, '');
  // No grid: said once and plainly (the scanner's reason, for a developer, says which test of lines
  // failed), with what makes a grid found: a grid cut off at the picture's edge never is.
  if (/^no Sudoku grid/i.test(reason)) {
    return 'No Sudoku grid found in this picture. Give one with the whole grid inside it (a grid cut off at the picture\'s edge is not found), flat, in focus and well lit, or a screenshot of it.';
  }
  const todo = /too small/.test(reason)
    ? 'Give a larger picture of it: a photo closer up, or a screenshot at full size.'
    : 'Try a photo of the whole grid, straight on, sharp and in good light, or a screenshot of it.';
  // A sentence's start, mid-sentence here.
  return `Cannot read a Sudoku in this picture: ${reason.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())}. ${todo}`;
}
