// The photos of `dlx-wasm scan`, decoded in JS to what scanSudoku() takes ({ width, height, data }
// of RGBA): JPEG by jpeg-js, PNG by pngjs. The format is told by the file's first bytes, and the
// sides read from its header are checked (checkSides()) before any pixel is decoded, so a huge or
// tiny image is refused without the memory and time its decoding would take.
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { SCAN_LIMITS, checkSides } from '../lib/scan-image.js';
import { orient, orientationOf } from './exif-orientation.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 'jpeg', 'png' or null, from the file's first bytes. */
export function formatOf(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(bytes.subarray(0, 8))) return 'png';
  return null;
}

// A JPEG's sides, from its first frame header (SOF0 to SOF15, less DHT, JPG and DAC), or null.
function jpegSides(bytes) {
  for (let at = 2; at + 9 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) { at += 1; continue; }  // fill bytes
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

// A PNG's sides, from its IHDR chunk (the first, by the format), or null.
function pngSides(bytes) {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The image in `bytes` (a Buffer), as { width, height, data } of RGBA; an Error saying why not:
 * not a JPEG or PNG, damaged, or of sides scanSudoku() refuses (SCAN_LIMITS). A JPEG's EXIF
 * orientation is applied, as a browser applies it when it draws the photo.
 */
export function decodeImage(bytes) {
  const format = formatOf(bytes);
  if (format === null) throw new Error('not a JPEG or PNG image');
  const sides = format === 'jpeg' ? jpegSides(bytes) : pngSides(bytes);
  if (sides === null || sides.width < 1 || sides.height < 1) throw new Error(`a damaged ${format.toUpperCase()} file: no image size in its header`);
  checkSides(sides.width, sides.height, null);
  let image;
  try {
    if (format === 'png') {
      image = pngjs.PNG.sync.read(bytes);
    } else {
      const limit = SCAN_LIMITS.maxPixels / 1e6;
      image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, tolerantDecoding: true, maxResolutionInMP: limit, maxMemoryUsageInMB: 4 * limit + 64 });
    }
  } catch (error) {
    throw new Error(`a damaged ${format.toUpperCase()} file: ${error.message}`);
  }
  const { width, height, data } = image;
  const rgba = { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  return format === 'jpeg' ? orient(rgba, orientationOf(image.exifBuffer)) : rgba;
}
