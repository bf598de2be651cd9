// The sentences of Scan's status line about a reading: what was read, what is left to check, and
// whether the puzzle as read can be solved (the solver's answer: its count up to two, its clashes).

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What the grid holds: `first` for the reading as the scanner gave it ("Read …"), else after the
 * user's edits ("The grid holds …"); `digits`, `toCheck`: counts; `others`: the other grids the
 * picture held beside the one read.
 */
export function readLine({ first, digits, toCheck, others = 0 }) {
  const two = others > 0
    ? `The picture holds ${others + 1} grids: the largest was read (outlined); to read another, crop the picture to it. `
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
