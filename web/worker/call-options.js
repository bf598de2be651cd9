// The options a pool keeps for itself before a call goes to a worker (pool.js): `signal`, which
// cannot be sent (the pool ends the workers of an aborted call instead), `onProgress`, a function,
// which cannot be sent either (the worker posts progress for the pool to hand on), and `deadline`,
// which goes on to the module and which the pool keeps as well, to end a call its module overran.
import { checkBounds } from '../lib/bounds.js';

/** Where a method's options are: generateSudoku(options), every other method(subject, options). */
export const optionsAt = (method) => (method === 'generateSudoku' ? 0 : 1);

/**
 * The TypeError saying why a call of `method` could not be sent (or read to be sent): `error` is
 * what postMessage() or the read threw. A promise: the finding (sendable.js) is loaded then, so
 * that a page's first load does not carry it.
 */
export function unsendable(method, args, error) {
  return import('./sendable.js').then((sendable) => sendable.unsendable(method, args, error));
}

// The methods that take a deadline (web/lib/options.js, LOGIC_OPTIONS and GENERATE_OPTIONS).
const BOUNDED = new Set(['hint', 'explain', 'rate', 'generateSudoku']);

/**
 * The call's arguments without the pool's options (a copy of the options, read once, so that
 * getters run once and what is checked is what is sent), and those options, checked; or
 * { refused }, the promise of the TypeError, when the options cannot be read.
 */
export function takeOptions(method, args) {
  const at = optionsAt(method);
  let options;
  try {
    options = copyOf(args[at]);
  } catch (error) {
    return { refused: unsendable(method, args, error) };  // a getter that throws, a revoked Proxy
  }
  if (!options) return { args };
  const { signal, onProgress, ...rest } = options;
  // Checked as the module checks them, here too because the pool acts on them (a null signal: none);
  // a method that takes no deadline is left to name it as an unknown option.
  const deadline = BOUNDED.has(method) ? rest.deadline : undefined;
  checkBounds({ deadline, signal: signal ?? undefined, onProgress }, method);
  // The options last: a worker asked for progress adds its callback to the last argument, and a
  // method takes nothing after its options.
  return { args: [...args.slice(0, at), rest], signal: signal ?? undefined, onProgress, deadline };
}

// A copy of the own enumerable properties of an options object; null for anything else, which
// goes to the worker as it is, for the module to name.
function copyOf(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  const copy = {};
  for (const key of Object.keys(options)) copy[key] = options[key];
  return copy;
}
