// The photo scanSudoku() takes, checked before the scan module is loaded: { width, height, data },
// an ImageData or its like, `data` width * height * 4 bytes of RGBA. Each problem gets its own
// message (docs/bad-inputs.md, "scanSudoku"); the bindings (wasm/bindings/scan_bindings.cpp) count
// on what is checked here.
import { describe as describeValue } from './validate.js';

// describe() as the scan's messages need it: `undefined` said once (validate.js says its type and
// its value, "undefined undefined", and is in the play page's first load, which has no byte left).
const describe = (value) => (value === undefined ? 'undefined' : describeValue(value));

/**
 * The sides a photo may have (docs/api.md, "dlx-wasm/scan"). At least 100 pixels a side: a 9x9 grid
 * in it is then at most 11 pixels a cell, about the least a printed digit is read at. At most 16384
 * a side (a browser canvas's most) and 50 megapixels (200 MB of RGBA, a 50 MP phone camera's
 * photo): the scanner brings a photo down to kScanMaxSide a side (wasm/scan/image.hpp) before reading it, so a larger one
 * only costs the copy into the WASM heap.
 */
export const SCAN_LIMITS = Object.freeze({ minSide: 100, maxSide: 16384, maxPixels: 50_000_000 });

const BYTE_ARRAYS = ['[object Uint8ClampedArray]', '[object Uint8Array]'];

// What to do with the things a caller most often passes instead of pixels, by their class (from
// any realm): what they are and how to get the pixels from them.
const DECODE = 'decode it first (in a browser: createImageBitmap(file), drawn on a canvas, then getImageData(); in Node: a JPEG or PNG decoder, docs/api.md "dlx-wasm/scan")';
const DRAW = 'draw it on a canvas and pass getImageData(0, 0, width, height)';
const UNDECODED = {
  Blob: `a Blob: ${DECODE}`,
  File: `a File: ${DECODE}`,
  ArrayBuffer: `an ArrayBuffer (a file's bytes?): ${DECODE}`,
  Uint8Array: `a Uint8Array (a file's bytes?): ${DECODE}`,
  ImageBitmap: `an ImageBitmap: ${DRAW}`,
  HTMLImageElement: `an <img>: ${DRAW}`,
  HTMLVideoElement: `a <video>: ${DRAW}`,
  VideoFrame: `a VideoFrame: ${DRAW}`,
  HTMLCanvasElement: 'a <canvas>: pass its getContext("2d").getImageData(0, 0, width, height)',
  OffscreenCanvas: 'an OffscreenCanvas: pass its getContext("2d").getImageData(0, 0, width, height)',
};

function undecodedHint(image) {
  return UNDECODED[Object.prototype.toString.call(image).slice(8, -1)];
}

// A typed array by its class (from any realm: a frame's, a Buffer is a Uint8Array), else describe().
function describeData(value) {
  if (ArrayBuffer.isView(value)) return `a ${Object.prototype.toString.call(value).slice(8, -1)}`;
  if (value instanceof ArrayBuffer) return 'an ArrayBuffer';
  if (value === undefined) return 'none (undefined)';
  return describe(value);
}

/**
 * The image's { width, height, data }, each read once (a getter runs once), or a TypeError or
 * RangeError naming what does not fit.
 */
export function checkImage(image, method = 'scanSudoku') {
  if (image === null || typeof image !== 'object' || Array.isArray(image)) {
    throw new TypeError(`${method}: the image must be an object { width, height, data } (an ImageData: RGBA bytes); got ${describe(image)}`);
  }
  const hint = undecodedHint(image);
  if (hint) throw new TypeError(`${method}: the image must be its pixels, { width, height, data } of RGBA (an ImageData); got ${hint}`);
  const { width, height, data } = image;
  for (const [name, side] of [['width', width], ['height', height]]) {
    if (typeof side !== 'number') throw new TypeError(`${method}: the image's ${name} must be a number of pixels; got ${describe(side)}`);
    if (!Number.isInteger(side) || side < 1) throw new RangeError(`${method}: the image's ${name} must be a whole number of pixels from 1 up; got ${side}`);
  }
  if (!BYTE_ARRAYS.includes(Object.prototype.toString.call(data))) {
    throw new TypeError(`${method}: the image's data must be a Uint8ClampedArray or a Uint8Array of RGBA bytes (4 a pixel); got ${describeData(data)}`);
  }
  checkSides(width, height, method);
  if (data.length !== width * height * 4) {
    throw new RangeError(`${method}: the image's data has ${data.length} bytes; a ${width}x${height} image of RGBA has ${width * height * 4} (4 a pixel)`);
  }
  return { width, height, data };
}

/**
 * A RangeError when a width x height image (whole numbers from 1 up) is too small to hold a
 * readable grid or too large to scan (SCAN_LIMITS), the message led by `method` (if any); the
 * command line asks it of a file's header before decoding the file.
 */
export function checkSides(width, height, method = 'scanSudoku') {
  const { minSide, maxSide, maxPixels } = SCAN_LIMITS;
  const where = method ? `${method}: ` : '';
  if (Math.min(width, height) < minSide) {
    throw new RangeError(`${where}the image is ${width}x${height} pixels, too small to hold a readable grid (at least ${minSide} pixels a side)`);
  }
  if (Math.max(width, height) > maxSide || width * height > maxPixels) {
    throw new RangeError(`${where}the image is ${width}x${height} pixels, too large (at most ${maxSide} pixels a side and ${maxPixels / 1e6} megapixels): scale it down first`);
  }
}
