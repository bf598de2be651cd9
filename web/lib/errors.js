// Errors that cross a boundary as plain data: out of the WASM module (a failed call describes its
// error: wasm/bindings/call_scope.hpp) and out of a worker (postMessage cannot carry an Error's class).
// An error about one place in the input carries it, 1-based: `line` of a text, `row` and `column`
// of a grid.

const CLASSES = { RangeError, TypeError };
// A stopped call (a signal, a deadline) ends with a DOMException of this name, as fetch() and
// AbortSignal.timeout() do: its class is what callers test for.
const STOPS = ['AbortError', 'TimeoutError'];
const PLACES = ['line', 'row', 'column'];

/** The error that `{ name, message, line?, row?, column? }` describes (a place of 0: none). */
export function errorOf(description) {
  if (STOPS.includes(description.name)) return new DOMException(description.message, description.name);
  const error = new (CLASSES[description.name] ?? Error)(description.message);
  for (const key of PLACES) if (description[key]) error[key] = description[key];
  return error;
}

/** `error` as plain data that errorOf() turns back into the same error. */
export function describeError(error) {
  const out = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const key of PLACES) if (error?.[key] !== undefined) out[key] = error[key];
  return out;
}
