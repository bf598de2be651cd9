// A Sudoku variant in its JS form, checked for its JS types here and handed to the module, which
// checks the rest (wasm/encoders/sudoku_variant.cpp) and names the region, cage or cell at fault:
//   { x: true, windoku: false, regions: 'AAABBBCCC…' or [0, 0, 0, 1, …], cages: 'AAB.…\nA=10 B=7'
//     or [{ sum: 10, cells: [0, 1] }, …] }
import { describe } from './validate.js';

const KEYS = ['x', 'windoku', 'regions', 'cages'];

function wholeNumbers(values, where) {
  if (!Array.isArray(values)) throw new TypeError(`${where} must be an array of whole numbers; got ${describe(values)}`);
  const out = new Int32Array(values.length);
  values.forEach((value, i) => {
    if (!Number.isInteger(value) || Math.abs(value) > 2 ** 30) throw new RangeError(`${where}[${i}] must be a whole number; got ${describe(value)}`);
    out[i] = value;
  });
  return out;
}

/** The variant as the module's solveSudokuSlice takes it; null for the classic rules. */
export function variantSpec(variant, method) {
  if (variant === undefined) return null;
  const where = `${method}: variant`;
  if (variant === null || typeof variant !== 'object' || Array.isArray(variant)) throw new TypeError(`${where} must be an object; got ${describe(variant)}`);
  for (const key of Object.keys(variant)) {
    if (!KEYS.includes(key)) throw new TypeError(`${where}: unknown key "${key}" (accepted: ${KEYS.join(', ')})`);
  }
  const { x = false, windoku = false, regions = null, cages = null } = variant;
  for (const [name, value] of [['x', x], ['windoku', windoku]]) {
    if (typeof value !== 'boolean') throw new TypeError(`${where}.${name} must be true or false; got ${describe(value)}`);
  }
  const spec = { x, windoku, regions: null, cages: null, cageCells: null, cageStarts: null, cageSums: null };
  if (typeof regions === 'string' || regions === null) spec.regions = regions;
  else spec.regions = wholeNumbers(regions, `${where}.regions (a map as text, or a region number per cell)`);
  if (typeof cages === 'string' || cages === null) {
    spec.cages = cages;
  } else {
    if (!Array.isArray(cages)) throw new TypeError(`${where}.cages must be a map as text or an array of { sum, cells }; got ${describe(cages)}`);
    const cells = [];
    const starts = [0];
    // Sums cross as numbers: the module names one beyond any cage's (an Int32Array would wrap it).
    const sums = cages.map((cage, k) => {
      if (cage === null || typeof cage !== 'object' || Array.isArray(cage)) throw new TypeError(`${where}.cages[${k}] must be { sum, cells }; got ${describe(cage)}`);
      cells.push(...wholeNumbers(cage.cells, `${where}.cages[${k}].cells`));
      starts.push(cells.length);
      if (!Number.isInteger(cage.sum)) throw new TypeError(`${where}.cages[${k}].sum must be a whole number; got ${describe(cage.sum)}`);
      return cage.sum;
    });
    Object.assign(spec, { cageCells: Int32Array.from(cells), cageStarts: Int32Array.from(starts), cageSums: Float64Array.from(sums) });
  }
  return spec;
}
