// Shaping the module's raw results into the plain objects the API returns.

const STOPPED = [null, 'limit', 'maxNodes'];

/** The fields every search result has, from the module's summary (`stopped` is 0, 1 or 2). */
export function summary(raw) {
  return { count: raw.count, complete: raw.complete, nodes: raw.nodes, stopped: STOPPED[raw.stopped] };
}

/** A typed array cut into plain arrays of `size` elements. */
export function chunk(flat, size) {
  const out = [];
  for (let i = 0; i < flat.length; i += size) out.push(Array.from(flat.subarray(i, i + size)));
  return out;
}
