// The options every call of the API takes, with their defaults (validate.js checks them): one
// table per call, read by the call itself and by the worker pool, which splits some of them.
import { any, count, flag, optionalNumber, text } from './validate.js';

// variant: checked by web/lib/variant.js.
export const SUDOKU_OPTIONS = { limit: count(2), maxNodes: count(Infinity), symbols: text(''), variant: any(undefined) };
export const COVER_OPTIONS = { limit: count(1), countOnly: flag(false), maxNodes: count(Infinity), format: text('auto') };
export const QUEENS_OPTIONS = { limit: count(Infinity), countOnly: flag(false), maxNodes: count(Infinity), lexicographic: flag(false) };

export const TRACE_OPTIONS = { maxSteps: count(100_000), format: text('auto') };

export const POLYOMINO_OPTIONS = {
  limit: count(1),
  countOnly: flag(false),
  maxNodes: count(Infinity),
  rotations: flag(true),
  reflections: flag(true),
  unique: flag(false),
  writeProblem: flag(false),
};

// What bounds a long call (checked by budget.js, but maxNodes): a node budget, a deadline (ms on
// Date.now()'s clock), an AbortSignal and a progress callback.
export const BUDGET_OPTIONS = { maxNodes: count(Infinity), deadline: any(undefined), signal: any(undefined), onProgress: any(undefined) };

// The logic solver's calls (logic.js): entries and candidates are the player's digits and marks.
export const LOGIC_OPTIONS = { symbols: text(''), variant: any(undefined), entries: any(undefined), candidates: any(undefined), ...BUDGET_OPTIONS };

// symmetry and searchLevel are names the generator checks (wasm/encoders/sudoku_generator.cpp);
// difficulty, a level's name or an SE range, is checked by generateSudoku() in index.js.
export const GENERATE_OPTIONS = {
  size: optionalNumber(9),
  seed: optionalNumber(undefined),
  symmetry: text('none'),
  minimal: flag(true),
  difficulty: any(undefined),
  searchLevel: text(''),
  maxGivens: optionalNumber(undefined),
  variant: any(undefined),
  ...BUDGET_OPTIONS,
};
