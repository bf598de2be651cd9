// The shared photos (../shared/data/photos beside the clone, as CMake's DLX_SHARED_DATA finds them:
// Wicht and Hennebert's Sudoku dataset, CC-BY-4.0, see its README) for the scan's tests: a photo
// decoded to RGBA as the command line decodes it, and the puzzle its .dat gives.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '../../web/cli/image-file.js';

/** The folder of the shared photos. */
export const PHOTOS = fileURLToPath(new URL('../../../shared/data/photos/', import.meta.url));

/** The path of photo `name` (such as 'image1.jpg'). */
export const photoPath = (name) => `${PHOTOS}${name}`;

/** Photo `name` as { width, height, data } of RGBA. */
export const photo = (name) => decodeImage(readFileSync(photoPath(name)));

/** The printed digits of the photo at `path` (its .dat beside it) as the scan gives them: 81 symbols, '.' for an empty cell. */
export function printedAt(path) {
  const rows = readFileSync(path.replace(/\.jpg$/, '.dat'), 'utf8').trim().split('\n').slice(2);
  return rows.map((row) => row.trim().split(/\s+/).join('')).join('').replaceAll('0', '.');
}

/** The printed digits of shared photo `name`. */
export const printed = (name) => printedAt(photoPath(name));

/** The photo copied into tests/fixtures/photos/ (its README), for the command line's tests and docs. */
export const FIXTURE_PHOTO = fileURLToPath(new URL('../fixtures/photos/image10.jpg', import.meta.url));
