// The bounds of a call (deadline, signal, onProgress: budget.js) checked, apart from budget.js as
// the worker pool checks them in the page too (web/worker/call-options.js).
import { describe } from './validate.js';

// An AbortSignal, from this realm or another (a frame's): what is read of it.
function isSignal(value) {
  try {
    return typeof value === 'object' && value !== null && typeof value.aborted === 'boolean' && typeof value.addEventListener === 'function';
  } catch {
    return false;  // a revoked Proxy, a getter that throws
  }
}

/** The bounds checked, in the module and in the worker pool (web/worker/call-options.js). */
export function checkBounds({ deadline, signal, onProgress }, method) {
  if (deadline !== undefined) {
    if (typeof deadline !== 'number') throw new TypeError(`${method}: deadline must be a number (a time in ms on Date.now()'s clock); got ${describe(deadline)}`);
    if (!Number.isFinite(deadline)) throw new RangeError(`${method}: deadline must be a finite number (a time in ms on Date.now()'s clock); got ${deadline}`);
  }
  if (signal !== undefined && !isSignal(signal)) {
    throw new TypeError(`${method}: signal must be an AbortSignal; got ${describe(signal)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new TypeError(`${method}: onProgress must be a function; got ${describe(onProgress)}`);
  }
}
