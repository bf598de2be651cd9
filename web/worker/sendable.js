// Why a call's arguments cannot be sent to a worker (call-options.js loads this when one cannot). A worker gets a copy of its message (the
// structured clone of postMessage()), and a function, a symbol, a Proxy, a WeakMap or a Promise has
// none; a getter that throws stops the copy. postMessage() says only "could not be cloned", so
// once it refused, this finds the part it refused and names it with its path in the arguments:
// "hint: options.entries is a function, which cannot be sent to a worker".

// Deeper than any puzzle or options object (options.variant.cages[0].cells[0] is 5 deep); a part
// found deeper is named by its path so far.
const MAX_DEPTH = 16;
// The first argument of each method (generateSudoku has options only), for the paths.
const SUBJECTS = {
  sudoku: 'puzzle',
  sudokuBatch: 'puzzles',
  parseSudoku: 'text',
  exactCover: 'problem',
  exactCoverEach: 'text',
  queens: 'n',
  polyomino: 'problem',
  traceExactCover: 'problem',
  hint: 'puzzle',
  explain: 'puzzle',
  rate: 'puzzle',
};

/**
 * The TypeError for a call of `method` whose `args` could not be sent (or read to be sent):
 * `error` is what postMessage() or the read threw.
 */
export function unsendable(method, args, error) {
  const names = method === 'generateSudoku' ? ['options'] : [SUBJECTS[method] ?? 'argument 1', 'options'];
  let found = null;
  try {
    for (let i = 0; i < args.length && !found; i += 1) found = culprit(args[i], names[i] ?? `argument ${i + 1}`, new Set(), 0);
  } catch {
    found = null;  // arguments hostile to the search as well (a stack overflow) get the plain message
  }
  return new TypeError(`${method}: ${found ?? `the arguments cannot be sent to a worker: ${shown(error)}`}`, { cause: error });
}

// What in `value` (at `path`) cannot be copied, as the end of a message, or null if it all can.
// It goes down only into parts whose copy fails, so it costs a few copies of what was sent.
function culprit(value, path, seen, depth) {
  if (typeof value === 'function') return `${path} is a function, which cannot be sent to a worker`;
  if (typeof value === 'symbol') return `${path} is a symbol, which cannot be sent to a worker`;
  if (value === null || typeof value !== 'object' || seen.has(value)) return null;
  const refused = copyError(value);
  if (!refused) return null;
  seen.add(value);
  if (depth < MAX_DEPTH) {
    let keys;
    try {
      keys = Object.keys(value);
    } catch (error) {
      return `${path} cannot be sent to a worker: listing its keys threw ${shown(error)}`;
    }
    for (const key of keys) {
      const at = /^\d+$/.test(key) ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      let part;
      try {
        part = value[key];
      } catch (error) {
        return `${at} cannot be sent to a worker: reading it threw ${shown(error)}`;
      }
      const found = culprit(part, at, seen, depth + 1);
      if (found) return found;
    }
  }
  // Every part copies, but not the whole: a Proxy, or an object with no copy at all.
  return `${path} cannot be sent to a worker, which gets a copy (${shown(refused)}): a Proxy, WeakMap, Promise or function has none`;
}

// What copying `value` throws, or null (no structuredClone(): nothing to tell by).
function copyError(value) {
  if (typeof structuredClone !== 'function') return null;
  try {
    structuredClone(value);
    return null;
  } catch (error) {
    return error ?? new Error(String(error));
  }
}

// A thrown value as text, whatever was thrown (a revoked Proxy has no name to read).
function shown(error) {
  try {
    return error instanceof Error || error instanceof DOMException ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'a value that cannot be shown';
  }
}
