// dlx-wasm/scan: scanSudoku(image), the Sudoku in a photo or screenshot (docs/api.md,
// "dlx-wasm/scan"). An entry of its own: the scan module (its network's weights compiled in) is
// loaded by the first scan, and nothing else in the package imports it.
import { loadScanModule } from './scan-module.js';
import { scanImage } from './scan.js';

// The WASM for a bundle that did not emit the .wasm file (web/lib/wasm.js).
// The unpacker too is loaded only then: a scan's first load is the .wasm streamed, and the
// unpacker (2.5 KB) would be fetched for nothing.
const packed = () => Promise.all([import('../generated/scan.packed.mjs'), import('./packed.js')]).then(([module, { unpack }]) => unpack(module));

/**
 * Reads the Sudoku in `image`, { width, height, data } of RGBA (an ImageData): resolves to
 * { puzzle, size, symbols, confidence, corners, corrected, doubtful, grids, unique, tried }.
 * `options`: { signal, deadline } (looked at before the scan begins) and weights (a network of
 * your own: train/README.md).
 */
export function scanSudoku(image, options) {
  return scanImage(image, options, () => loadScanModule(packed));
}
