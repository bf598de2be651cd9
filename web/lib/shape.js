// Shaping the module's raw results into the plain objects the API returns.

/**
 * The fields every search result has (facade.js has named `stopped` and set `complete`), added to
 * `result` (a new object by default) and returned: no spread on the hot path.
 */
export function summary(raw, result = {}) {
  result.count = raw.count;
  result.complete = raw.complete;
  result.nodes = raw.nodes;
  result.stopped = raw.stopped;
  return result;
}

/** A slice's result also says what it left (slice() in full-slice.js); a whole search's does not. */
export function leftOf(raw) {
  return raw.left === null ? {} : { left: raw.left };
}

/** A typed array cut into plain arrays of `size` elements. */
export function chunk(flat, size) {
  const out = [];
  for (let i = 0; i < flat.length; i += size) out.push(Array.from(flat.subarray(i, i + size)));
  return out;
}
