// generateSudoku(): the options checked, a difficulty read as an SE range, a seed drawn when none
// is given; the module makes the puzzle (wasm/encoders/sudoku_generator.cpp).
import { logicNames, ratingOf } from './logic.js';
import { GENERATE_OPTIONS } from './options.js';
import { describe, optionsOf } from './validate.js';
import { variantSpec } from './variant.js';

// A seed drawn when none is given: from the platform's CSPRNG, never Math.random.
function drawSeed() {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

// The SE range (in tenths, as the module takes it) of a difficulty: a level's name, or { min, max }.
function seRangeOf(difficulty, levels) {
  if (difficulty === undefined) return [0, 0];
  if (typeof difficulty === 'string') {
    const level = levels.find(({ name }) => name === difficulty);
    if (!level) throw new RangeError(`generateSudoku: difficulty '${difficulty.slice(0, 20)}' is not one of ${levels.map(({ name }) => `'${name}'`).join(', ')} (or { min, max } on the SE scale)`);
    return [Math.round(level.min * 10), level.max === Infinity ? 1000 : Math.round(level.max * 10)];
  }
  if (difficulty === null || typeof difficulty !== 'object' || Array.isArray(difficulty)) {
    throw new TypeError(`generateSudoku: difficulty must be a level's name or { min, max } on the SE scale; got ${describe(difficulty)}`);
  }
  const { min = 1, max = Infinity, ...rest } = difficulty;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new TypeError(`generateSudoku: difficulty: unknown key "${unknown}" (accepted: min, max)`);
  for (const [name, value] of [['min', min], ['max', max]]) {
    if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`generateSudoku: difficulty.${name} must be a number; got ${describe(value)}`);
  }
  if (min < 1 || max < min) throw new RangeError(`generateSudoku: difficulty { min: ${min}, max: ${max} } is empty or starts below 1.0, the SE scale's first value`);
  return [Math.round(min * 10), max === Infinity ? 1000 : Math.min(1000, Math.round(max * 10))];
}

export function generateSudoku(module, options) {
  const { size, seed = drawSeed(), symmetry, minimal, difficulty, searchLevel, maxGivens = 0, variant } = optionsOf(options, GENERATE_OPTIONS, 'generateSudoku');
  // A variant to generate takes `cages: true` (a killer: cages drawn on the solution) instead of cages.
  if (variant !== undefined && (variant === null || typeof variant !== 'object' || Array.isArray(variant))) variantSpec(variant, 'generateSudoku');
  const { cages = false, ...rules } = variant ?? {};
  if (typeof cages !== 'boolean') throw new TypeError(`generateSudoku: variant.cages must be true (draw a killer's cages) or false; got ${describe(cages)}`);
  const spec = variant === undefined ? null : variantSpec(rules, 'generateSudoku');
  const names = logicNames(module);
  const [seMin, seMax] = seRangeOf(difficulty, names.levels);
  const raw = module.generateSudoku(size, seed, symmetry, minimal, searchLevel, seMin, seMax, maxGivens, spec, cages);
  const made = {
    puzzle: raw.puzzle,
    solution: raw.solution,
    givens: raw.givens,
    seed,
    rating: raw.se < 0 ? null : ratingOf({ difficulty: raw.se, hardest: raw.hardest, solved: raw.seSolved, level: raw.level }, names),
    search: { level: raw.searchLevel, branches: raw.branches, nodes: raw.nodes },
    attempts: raw.attempts,
  };
  // The variant to solve the puzzle with: the rules asked for, and a killer's cages as their map.
  if (spec) made.variant = { x: spec.x, windoku: spec.windoku, ...(rules.regions === undefined ? {} : { regions: rules.regions }), ...(cages ? { cages: raw.cages } : {}) };
  return made;
}
