// The bounds of one puzzle's work in rate, hint, explain and generate: --max-nodes and
// --time-limit become the API's maxNodes and deadline (docs/api.md, "Bounding a long call"), set
// afresh for each puzzle, so that one puzzle out of reach is reported and the others go on.
import { UsageError, wholeNumber } from './io.js';

export const options = {
  'max-nodes': { type: 'string' },
  'time-limit': { type: 'string' },
};

export const help = `  --max-nodes N     stop a puzzle's searches after N nodes in all
  --time-limit S    stop a puzzle after S seconds (decimals allowed)`;

// The most seconds --time-limit takes: a year, far past any run, well inside a Date's range.
const MAX_SECONDS = 365 * 24 * 3600;

/** A function giving each puzzle's { maxNodes?, deadline? } as it starts. */
export function boundsOf(values) {
  const maxNodes = wholeNumber(values['max-nodes'], '--max-nodes');
  const text = values['time-limit'];
  let seconds;
  if (text !== undefined) {
    seconds = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
      throw new UsageError(`--time-limit must be seconds written as digits, above 0 and at most ${MAX_SECONDS} (such as 2 or 0.5); got "${text}"`);
    }
  }
  return () => ({
    ...(maxNodes === undefined ? {} : { maxNodes }),
    ...(seconds === undefined ? {} : { deadline: Date.now() + seconds * 1000 }),
  });
}

/** Whether `error` is a puzzle's own failure to report (bad input, or a bound it reached). */
export function isPuzzleFailure(error) {
  return error instanceof RangeError || error instanceof TypeError || error?.name === 'TimeoutError';
}
