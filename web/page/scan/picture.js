// A picture given to Scan (a file, a paste, a drop) decoded in the browser into the RGBA pixels the
// scanner reads: decoded by createImageBitmap (EXIF orientation applied, so a phone's portrait photo
// stands up), brought down to at most MAX_SIDE pixels a side first (a phone's 4000 px photo is 16
// million pixels the scanner does not need and a page may not have memory for), drawn on a canvas
// and read back. What cannot be read is a PictureError whose message says what to do.

/** The longest side the scanner is given: larger pictures are scaled down to it. */
export const MAX_SIDE = 2048;

export class PictureError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PictureError';
  }
}

const named = (file) => (file.name ? `“${file.name}”` : 'That');

/**
 * The first picture among `items` (a DataTransfer's or a clipboard event's files), or the first
 * file when none is a picture (so that a PDF dropped is refused by name, not ignored); null for none.
 */
export function pictureIn(files) {
  const list = [...(files ?? [])];
  return list.find((file) => file.type.startsWith('image/')) ?? list[0] ?? null;
}

// The picture as the camera held it (a photo's EXIF orientation applied: the option's value is the
// default in today's browsers, and one that does not know it throws a TypeError: then without).
async function bitmapOf(file) {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (error?.name === 'TypeError') return createImageBitmap(file);
    throw error;
  }
}

/**
 * `file` (a File or Blob) decoded: `{ image, bitmap, scaled }` where `image` is ImageData-like
 * `{ width, height, data }` (what scanSudoku() reads), `bitmap` what to draw it from (the same
 * size as `image`), `scaled` whether it was brought down from a larger picture.
 */
export async function decodePicture(file) {
  if (!(file instanceof Blob)) throw new PictureError('Nothing to read: give a photo or a screenshot of a Sudoku.');
  // A type that says it is something else (a PDF, a text file): refused before decoding. An empty
  // type (some drops, some pastes) is left to the decoder.
  if (file.type && !file.type.startsWith('image/')) {
    throw new PictureError(`${named(file)} is not a picture (${file.type}): give a photo or a screenshot of a Sudoku (JPEG, PNG, WebP…).`);
  }
  if (file.size === 0) throw new PictureError(`${named(file)} is empty: give a photo or a screenshot of a Sudoku.`);
  let decoded;
  try {
    decoded = await bitmapOf(file);
  } catch {
    throw new PictureError(`${named(file)} could not be decoded as a picture: it is not an image this browser reads (JPEG, PNG, WebP and GIF are), or it is damaged. Give another photo or screenshot.`);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new PictureError('This browser gave no canvas to read the picture on: try another browser.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded, 0, 0, width, height);
  decoded.close();
  const { data } = context.getImageData(0, 0, width, height);
  return { image: { width, height, data }, bitmap: canvas, scaled: scale < 1 };
}
