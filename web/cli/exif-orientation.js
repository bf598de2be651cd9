// A JPEG photo's EXIF orientation (a phone stores the sensor's pixels and a tag saying how to turn
// them), applied to its decoded RGBA as a browser applies it when it draws the photo, so that
// `dlx-wasm scan` sees the grid as scanSudoku() on a page's canvas sees it: upright.

/** The orientation tag (1 to 8; 1: as stored) of a JPEG's EXIF block (jpeg-js's exifBuffer), 1 without one. */
export function orientationOf(exif) {
  if (!exif || exif.length < 16) return 1;
  const bytes = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  // jpeg-js leaves the second NUL of "Exif\0\0" before the TIFF header.
  const tiff = bytes.toString('latin1', 0, 2) === 'II' || bytes.toString('latin1', 0, 2) === 'MM' ? 0 : 1;
  const little = bytes.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  try {
    const ifd = tiff + u32(tiff + 4);
    for (let k = 0, n = u16(ifd); k < n; k += 1) {
      const entry = ifd + 2 + 12 * k;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // a block cut short (RangeError from a read past its end): as stored
  }
  return 1;
}

// Where the pixel shown at (x, y) lies in the stored w x h image, for each orientation.
const SOURCE = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/** `image` ({ width, height, data } of RGBA) as orientation `tag` shows it. */
export function orient(image, tag) {
  const source = SOURCE[tag];
  if (!source) return image;
  const { width: w, height: h, data } = image;
  const [width, height] = tag >= 5 ? [h, w] : [w, h];
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const from = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h);  // a pixel's four bytes at once
  const out = new Uint8Array(width * height * 4);
  const to = new Uint32Array(out.buffer);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = source(x, y, w, h);
      to[y * width + x] = from[sy * w + sx];
    }
  }
  return { width, height, data: out };
}
