// The options that bound a long call (hint, explain, rate, generateSudoku): `maxNodes`, a node
// budget shared by the call's searches; `deadline`, a time on Date.now()'s clock; `signal`, an
// AbortSignal; `onProgress`, told how far the call got. The module asks the call's report
// (wasm/core/watch.hpp) every 16,384 nodes and between steps; the report throws to end the call,
// which leaves the module as a failed call does (web/lib/wire.js, callEntry), usable.
import { checkBounds } from './bounds.js';

// What the call is doing when the module asks, by the number of a dlx::Phase (wasm/core/watch.hpp).
const PHASES = ['the uniqueness search', 'the logical steps', 'the search for a complete grid', 'the removal of givens', 'the rating'];

// The phase of hint, explain and rate after the uniqueness search: its progress tells the steps.
const STEPS = PHASES.indexOf('the logical steps');

// Progress is told at most this often (ms).
const PROGRESS_EVERY = 100;

function abortReason(signal) {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * The bounds in `options` (BUDGET_OPTIONS of options.js, as optionsOf() returns them) checked,
 * before any work: a signal already aborted throws its reason, a deadline already passed a
 * TimeoutError. Returns run(call): `call(maxNodes, ticking)`, a call of `module` that takes the
 * watch's two arguments, run under the bounds. `attempts`: the progress tells the generator's
 * attempts.
 */
export function budgetOf(module, options, method, { attempts = false } = {}) {
  checkBounds(options, method);
  const { maxNodes, deadline, signal, onProgress } = options;
  if (signal?.aborted) throw abortReason(signal);
  const start = Date.now();
  if (deadline !== undefined && start >= deadline) throw new DOMException(`${method}: the deadline passed before the call began`, 'TimeoutError');
  const ticking = deadline !== undefined || signal !== undefined || onProgress !== undefined;
  if (maxNodes === 0 && !ticking) return (call) => call(0, false);
  let told = start;
  // phase, nodes, attempts, spentAll: as the module's report gives them (wasm/bindings/answer.cpp); in
  // the logical steps, also the steps taken and the hardest so far (SE tenths).
  const report = (phase, nodes, made, spentAll, steps, hardest) => {
    if (spentAll) throw new RangeError(`${method}: maxNodes (${maxNodes}) ran out during ${PHASES[phase]}; raise maxNodes, or leave it out to let the call finish`);
    if (signal?.aborted) throw abortReason(signal);
    const now = Date.now();
    if (deadline !== undefined && now >= deadline) {
      throw new DOMException(`${method}: the deadline passed during ${PHASES[phase]} after ${nodes} nodes${attempts ? ` and ${made} attempt${made === 1 ? '' : 's'}` : ''}`, 'TimeoutError');
    }
    if (onProgress !== undefined && now - told >= PROGRESS_EVERY) {
      told = now;
      const progress = attempts ? { attempts: made, nodes, elapsedMs: now - start } : { nodes, elapsedMs: now - start };
      if (phase === STEPS) Object.assign(progress, { steps, se: hardest / 10 });
      module.callback(() => onProgress(progress));
      if (signal?.aborted) throw abortReason(signal);
    }
  };
  return (call) => {
    module.setWatch(report);
    try {
      return call(maxNodes, ticking);
    } finally {
      module.setWatch(null);
    }
  };
}
