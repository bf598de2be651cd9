// scanSudoku(image, options): the Sudoku in a photo or screenshot, read by the scan module
// (scan-module.js), as dlx-wasm/scan (scan-index.js) and the workers (web/worker/answer-scan.js)
// give it. The image is checked first (scan-image.js), the module loaded at the first scan.
import { checkBounds } from './bounds.js';
import { checkImage } from './scan-image.js';
import { any, describe, optionsOf } from './validate.js';

const SCAN_OPTIONS = { signal: any(undefined), deadline: any(undefined), weights: any(undefined) };
const METHOD = 'scanSudoku';

// A scan is one call of the module (about a tenth of a second), which nothing interrupts: a
// signal or a deadline is looked at before it begins. (The worker pool's signal ends the worker
// that runs it: web/worker/pool.js.)
function checkStop({ signal, deadline }) {
  if (signal?.aborted) throw signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
  if (deadline !== undefined && Date.now() >= deadline) throw new DOMException(`${METHOD}: the deadline passed before the scan began`, 'TimeoutError');
}

// The module's reply (wasm/bindings/scan_bindings.cpp) as the API gives it.
function resultOf(reply) {
  const { size, puzzle } = reply;
  const corners = [];
  for (let k = 0; k < 8; k += 2) corners.push({ x: reply.corners[k], y: reply.corners[k + 1] });
  return {
    puzzle,
    size,
    // the alphabet the corrector read the grid in: 9x9 in 1-9; a 16x16 in 0-9 and A-F (which the
    // rest of the API reads as a blank unless given these symbols) or in 1-9 and A-G
    symbols: reply.symbols,
    // four places: finer is the noise of the network's floats, and a JSON line stays short
    confidence: reply.confidence.map((p) => Math.round(p * 1e4) / 1e4),
    corners,
    corrected: Array.from(reply.corrected),
    doubtful: Array.from(reply.doubtful),
    grids: reply.grids,
    unique: reply.unique,
    tried: reply.tried,
  };
}

/**
 * `image` and `options` checked (scan-image.js; { signal, deadline }), before the module is
 * loaded: a TypeError or RangeError naming what does not fit.
 */
export function checkScan(image, options) {
  const checked = { ...checkImage(image, METHOD), ...optionsOf(options, SCAN_OPTIONS, METHOD) };
  const { weights } = checked;
  if (weights !== undefined && Object.prototype.toString.call(weights) !== '[object Uint8Array]') {
    throw new TypeError(`${METHOD}: options.weights must be a Uint8Array (a network's weights blob, as train/export.py writes it); got ${describe(weights)}`);
  }
  checkBounds(checked, METHOD);
  checkStop(checked);
  return checked;
}

/**
 * Reads the Sudoku of a checked scan (checkScan()) with `module`, the scan module
 * (scan-module.js): { puzzle, size, symbols, confidence, corners, corrected, doubtful, grids,
 * unique, tried } (docs/api.md, "dlx-wasm/scan"); a RangeError when the image holds no grid.
 */
export function readScan(module, checked) {
  checkStop(checked);
  return resultOf(module.scan(checked.width, checked.height, checked.data, checked.weights));
}

/** scanSudoku() with the scan module `load()` resolves to, loaded after the input is checked. */
export async function scanImage(image, options, load) {
  const checked = checkScan(image, options);
  return readScan(await load(), checked);
}
