// traceExactCover(): Algorithm X step by step on a problem given as text, for showing how it works
// (the core's dlx::trace: its events, replayed, are the search's own covers and uncovers).
import { TRACE_OPTIONS } from './options.js';
import { describe, optionsOf } from './validate.js';

// A line-per-entry string from the module as an array (null stays null).
const lines = (text) => (text === null ? null : text.split('\n').slice(0, -1));

export function traceExactCover(module, problem, options) {
  const { maxSteps, format } = optionsOf(options, TRACE_OPTIONS, 'traceExactCover');
  if (typeof problem !== 'string') {
    throw new TypeError(`traceExactCover: the problem must be a string (Knuth's format, or "N M" and a 0/1 matrix); got ${describe(problem)}`);
  }
  const raw = module.traceCoverText(problem, format, maxSteps || Infinity);  // the module bounds it
  const names = module.traceEvents();
  const steps = [];
  for (let at = 0; at < raw.steps.length; at += 5) {
    const [event, level, item, option, length] = raw.steps.subarray(at, at + 5);
    steps.push({ event: names[event], level, item, option, length });
  }
  const rows = [];
  for (let o = 0; o + 1 < raw.starts.length; o += 1) rows.push([...raw.entries.subarray(raw.starts[o], raw.starts[o + 1])]);
  return {
    steps,
    count: raw.count,
    complete: raw.complete,
    columns: raw.columns,
    primary: raw.primary,
    rows,
    items: lines(raw.items),
    options: lines(raw.options),
  };
}
