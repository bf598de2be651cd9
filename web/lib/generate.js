// generateSudoku(): the options checked, a difficulty read as an SE range, a seed drawn when none
// is given; the module makes the puzzle (wasm/encoders/sudoku_generator.cpp).
import { budgetOf } from './budget.js';
import { jigsawRegions } from './jigsaw-regions.js';
import { logicNames, ratingOf } from './logic.js';
import { GENERATE_OPTIONS } from './options.js';
import { sudoku } from './sudoku.js';
import { describe, optionsOf } from './validate.js';
import { variantSpec } from './variant.js';

// A seed drawn when none is given: from the platform's CSPRNG, never Math.random.
function drawSeed() {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

// The top of the SE scale as the module takes it (logic::kOpen): no top, and beyond the ladder.
const OPEN = 1000;

// The SE range (in tenths, as the module takes it) of a difficulty: a level's name, or { min, max }.
function seRangeOf(difficulty, levels) {
  if (difficulty === undefined) return [0, 0];
  if (typeof difficulty === 'string') {
    const level = levels.find(({ name }) => name === difficulty);
    if (!level) throw new RangeError(`generateSudoku: difficulty '${difficulty.slice(0, 20)}' is not one of ${levels.map(({ name }) => `'${name}'`).join(', ')} (or { min, max } on the SE scale)`);
    return [Math.round(level.min * 10), level.max === Infinity ? OPEN : Math.round(level.max * 10)];
  }
  if (difficulty === null || typeof difficulty !== 'object' || Array.isArray(difficulty)) {
    throw new TypeError(`generateSudoku: difficulty must be a level's name or { min, max } on the SE scale; got ${describe(difficulty)}`);
  }
  const { min = 1, max = Infinity, ...rest } = difficulty;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new TypeError(`generateSudoku: difficulty: unknown key "${unknown}" (accepted: min, max)`);
  for (const [name, value] of [['min', min], ['max', max]]) {
    if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`generateSudoku: difficulty.${name} must be a number on the SE scale; got ${Number.isNaN(value) ? 'NaN' : describe(value)}`);
  }
  if (min < 1 || max < min) throw new RangeError(`generateSudoku: difficulty { min: ${min}, max: ${max} } is empty or starts below 1.0, the SE scale's first value`);
  return [Math.round(min * 10), max === Infinity ? OPEN : Math.min(OPEN, Math.round(max * 10))];
}

// The fewest givens a puzzle of `size` with one solution can have: without cages, every digit but
// one must be among the givens (two digits missing from them could swap: a second solution);
// 17 for the classic 9x9 (McGuire, Tugemann and Civario, 2012) and 4 for the classic 4x4.
function fewestGivens(size, classic, killer) {
  if (killer) return 0;
  if (classic && size === 9) return 17;
  if (classic && size === 4) return 4;
  return size - 1;
}

// Option combinations that can only fail, refused before any work: each would run its whole
// attempt budget before its RangeError (a searchLevel 'expert' with difficulty 'easy' took 24 s).
function refuseImpossible({ size, maxGivens, searchLevel, seMin, seMax, classic, killer }, levels) {
  const least = fewestGivens(size, classic, killer);
  if (Number.isInteger(maxGivens) && maxGivens > 0 && maxGivens < least && [4, 9, 16, 25].includes(size)) {
    throw new RangeError(`generateSudoku: maxGivens ${maxGivens} is below ${least}, the fewest givens a ${size}x${size} ${classic ? 'Sudoku' : 'puzzle of this variant'} with one solution can have`);
  }
  const [easy] = levels;
  // Singles solve every classic 4x4 with one solution (bench/shidoku-singles.js tries them all):
  // each rates 'easy', and the search solves each by forced moves.
  if (size === 4 && classic && !killer) {
    const tenths = (se) => (se / 10).toFixed(1);
    if (seMin > Math.round(easy.max * 10)) {
      throw new RangeError(`generateSudoku: SE ${tenths(seMin)}${seMax >= OPEN ? ' or more' : ` to ${tenths(seMax)}`} cannot be met on a classic 4x4: singles solve every one (SE ${easy.max.toFixed(1)} at most)`);
    }
    if (['medium', 'hard', 'expert'].includes(searchLevel)) {
      throw new RangeError(`generateSudoku: searchLevel '${searchLevel}' cannot be met on a classic 4x4: singles solve every one, so its search never branches ('easy')`);
    }
  }
  // The search's forced moves are the singles: a puzzle that singles solve (SE up to the first
  // level's top) takes it through a few branch points at most (9 at most over seeds 1 to 300 of
  // 9x9 'easy' puzzles), never an expert's 26. A killer's cage sums make its search another matter.
  if (searchLevel === 'expert' && !killer && seMax > 0 && seMax <= Math.round(easy.max * 10)) {
    throw new RangeError(`generateSudoku: searchLevel 'expert' and difficulty '${easy.name}' (SE ${easy.min.toFixed(1)} to ${easy.max.toFixed(1)}) exclude each other: singles leave the search a few branch points at most, an expert puzzle takes over 25`);
  }
}

// The RangeError of a request no grid met within the attempt budget, from what the module made
// instead (its `shortfall`): the request and those counts, never a puzzle outside it.
function shortfallError({ attempts, made, madeSE, harder, fewest }, { seMin, seMax, searchLevel, maxGivens }) {
  const givens = maxGivens > 0 ? ` with at most ${maxGivens} givens` : '';
  const tail = `in ${attempts} attempts (made: `;
  const advice = '); try another seed or relax the request';
  if (seMin !== 0 || seMax !== 0) {
    const tenths = (se) => `${Math.floor(se / 10)}.${se % 10}`;
    const spread = Object.entries(madeSE).filter(([, n]) => n > 0).map(([level, n]) => `${n} ${level}`);
    if (harder > 0) spread.push(`${harder} above ${tenths(seMax)}`);
    const range = seMax >= OPEN ? `${tenths(seMin)} or more` : `${tenths(seMin)} to ${tenths(seMax)}`;
    return new RangeError(`could not make a puzzle rated SE ${range}${givens} ${tail}${spread.join(', ')}${advice}`);
  }
  const what = searchLevel ? `${/^[ae]/.test(searchLevel) ? 'an' : 'a'} ${searchLevel} puzzle${givens}` : `a puzzle${givens}`;
  const spread = Object.entries(made).map(([level, n]) => `${n} ${level}`).join(', ');
  return new RangeError(`could not make ${what} ${tail}${spread}; fewest givens ${fewest}${advice}`);
}

// The nodes a search for a complete grid under drawn regions may take, by size: a layout that
// takes more is drawn again. Over seeds 1 to 30 (9x9) and 1 to 10 (16x16), 1 layout in 7 and 1 in
// 2 are drawn again, and the drawing takes 4 ms and 150 ms a call; a 9x9 bound of 200,000 made it
// 76 ms (its few layouts without a grid run the whole bound), and no 25x25 layout of 50 fits
// within 200,000 nodes, so drawn regions go up to 16x16.
const FIT_NODES = { 4: 10_000, 9: 10_000, 16: 50_000 };

// `regions: true`: regions drawn from the seed (jigsaw-regions.js) for the jigsaw rules alone;
// other values go to the module as they are. A size or seed the module refuses is left to it.
function regionsOf(regions, { size, seed, x, windoku, module }) {
  if (regions !== true) return regions;
  if (x || windoku) throw new RangeError('generateSudoku: variant.regions: true draws regions for the jigsaw rules alone (cages: true may join them); with x or windoku give the regions as a map');
  if (size === 25) throw new RangeError('generateSudoku: variant.regions: true draws jigsaw regions up to 16x16 (a search for a 25x25 grid under them runs too long to tell which fit); give a 25x25 map');
  if (![4, 9, 16].includes(size) || !(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)) return null;
  return jigsawRegions(size, seed, (map) => sudoku(module, '.'.repeat(size * size), { limit: 1, maxNodes: FIT_NODES[size], variant: { regions: map } }).count === 1);
}

export function generateSudoku(module, options) {
  const { size, seed = drawSeed(), symmetry, minimal, difficulty, searchLevel, maxGivens = 0, variant, ...bounds } = optionsOf(options, GENERATE_OPTIONS, 'generateSudoku');
  const bounded = budgetOf(module, bounds, 'generateSudoku', { attempts: true });
  // A variant to generate takes `cages: true` (a killer: cages drawn on the solution) instead of cages.
  if (variant !== undefined && (variant === null || typeof variant !== 'object' || Array.isArray(variant))) variantSpec(variant, 'generateSudoku');
  const { cages = false, ...rules } = variant ?? {};
  if (typeof cages !== 'boolean') throw new TypeError(`generateSudoku: variant.cages must be true (draw a killer's cages) or false; got ${describe(cages)}`);
  // The other rules checked before regions are drawn for them.
  if (rules.regions === true) variantSpec({ ...rules, regions: null }, 'generateSudoku');
  if (rules.regions !== undefined) rules.regions = regionsOf(rules.regions, { size, seed, x: rules.x, windoku: rules.windoku, module });
  const spec = variant === undefined ? null : variantSpec(rules, 'generateSudoku');
  const names = logicNames(module);
  const [seMin, seMax] = seRangeOf(difficulty, names.levels);
  refuseImpossible({ size, maxGivens, searchLevel, seMin, seMax, classic: !spec || (!spec.x && !spec.windoku && spec.regions === null), killer: cages }, names.levels);
  const raw = bounded((maxNodes, ticking) => module.generateSudoku(size, seed, symmetry, minimal, searchLevel, seMin, seMax, maxGivens, spec, cages, maxNodes, ticking));
  if (raw.shortfall) throw shortfallError(raw.shortfall, { seMin, seMax, searchLevel, maxGivens });
  const made = {
    puzzle: raw.puzzle,
    solution: raw.solution,
    givens: raw.givens,
    seed,
    rating: raw.rating === null ? null : ratingOf(raw.rating, names),
    search: { level: raw.searchLevel, branches: raw.branches, nodes: raw.nodes },
    attempts: raw.attempts,
  };
  // The variant to solve the puzzle with: the rules asked for, and a killer's cages as their map.
  if (spec) made.variant = { x: spec.x, windoku: spec.windoku, ...(rules.regions === undefined ? {} : { regions: rules.regions }), ...(cages ? { cages: raw.cages } : {}) };
  return made;
}
