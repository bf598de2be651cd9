// `dlx-wasm scan PHOTO...` as a user runs it: the JPEG of tests/fixtures/photos/ (a shared photo,
// CC-BY-4.0: tests/fixtures/README.md), a PNG made from it, the same photo stored sideways with an EXIF orientation, a file
// that is not an image and one that is not there: a line per photo read, in order, a message per
// photo not read, naming it, and status 2; --json; and the EXIF orientation's transforms.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { orient, orientationOf } from '../../web/cli/exif-orientation.js';
import { FIXTURE_PHOTO, printedAt } from '../support/photos.js';
import { decodeImage } from '../../web/cli/image-file.js';

const CLI = fileURLToPath(new URL('../../web/cli/dlx-wasm.js', import.meta.url));
const JPEG = FIXTURE_PHOTO;
const PUZZLE = printedAt(JPEG);
const dir = mkdtempSync(join(tmpdir(), 'dlx-scan-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scan = (...args) => spawnSync(process.execPath, [CLI, 'scan', ...args], { cwd: dir, encoding: 'utf8' });

// An EXIF block (APP1) holding one tag, the orientation, in a TIFF header of `order` ('II' or 'MM').
function exifSegment(orientation, order = 'II') {
  const little = order === 'II';
  const tiff = Buffer.alloc(26);
  tiff.write(order, 0, 'latin1');
  const u16 = (value, at) => (little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at));
  const u32 = (value, at) => (little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at));
  u16(42, 2);
  u32(8, 4);         // IFD0 at 8
  u16(1, 8);         // one entry
  u16(0x0112, 10);   // Orientation
  u16(3, 12);        // SHORT
  u32(1, 14);        // one value
  u16(orientation, 18);
  u32(0, 22);        // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

// `image` turned a quarter left (as a phone held sideways stores it), as a JPEG whose EXIF says to
// turn it a quarter right (orientation 6) to show it.
function sidewaysJpeg(image) {
  const { width: w, height: h, data } = image;
  const turned = Buffer.alloc(data.length);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) turned.set(data.subarray(4 * (y * w + x), 4 * (y * w + x) + 4), 4 * ((w - 1 - x) * h + y));
  }
  const encoded = jpeg.encode({ width: h, height: w, data: turned }, 95).data;
  return Buffer.concat([encoded.subarray(0, 2), exifSegment(6), encoded.subarray(2)]);
}

describe('dlx-wasm scan', () => {
  it('prints a line per photo in order, JPEG, PNG and a JPEG stored sideways alike', () => {
    const image = decodeImage(readFileSync(JPEG));
    writeFileSync(join(dir, 'photo.png'), pngjs.PNG.sync.write({ width: image.width, height: image.height, data: Buffer.from(image.data) }));
    writeFileSync(join(dir, 'sideways.jpg'), sidewaysJpeg(image));
    const run = scan(JPEG, 'photo.png', 'sideways.jpg');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${PUZZLE}\n`.repeat(3));
  });

  it('names each photo it cannot read on standard error, reads the others, and ends with status 2', () => {
    writeFileSync(join(dir, 'notes.txt'), 'not a photo\n');
    writeFileSync(join(dir, 'cut.png'), readFileSync(join(dir, 'photo.png')).subarray(0, 100));
    const run = scan('notes.txt', JPEG, 'missing.jpg', 'cut.png', JPEG);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe(`${PUZZLE}\n`.repeat(2));
    expect(run.stderr.split('\n')).toEqual([
      'notes.txt: not a JPEG or PNG image',
      'missing.jpg: cannot read it: no such file',
      expect.stringMatching(/^cut\.png: a damaged PNG file: /),
      '',
    ]);
  });

  it('says when a photo is too small or holds no grid', () => {
    const png = (width, height) => pngjs.PNG.sync.write({ width, height, data: Buffer.alloc(width * height * 4, 255) });
    writeFileSync(join(dir, 'tiny.png'), png(60, 400));
    writeFileSync(join(dir, 'white.png'), png(320, 240));
    const run = scan('tiny.png', 'white.png');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const [tiny, white] = run.stderr.trim().split('\n');
    expect(tiny).toBe('tiny.png: the image is 60x400 pixels, too small to hold a readable grid (at least 100 pixels a side)');
    expect(white).toMatch(/^white\.png: .*grid/);
  });

  it('prints the whole result as a line of JSON with --json', () => {
    const run = scan('--json', JPEG);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ file: JPEG, puzzle: PUZZLE, size: 9, symbols: '123456789', unique: true });
    expect(result.corners).toHaveLength(4);
    expect(result.confidence).toHaveLength(81);
  });

  it('keeps a JSON line for a photo not read, so that line N stands for photo N', () => {
    writeFileSync(join(dir, 'notes.txt'), 'not a photo\n');
    const run = scan('--json', 'notes.txt', JPEG);
    expect(run.status).toBe(2);
    const [failed, read] = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(failed).toEqual({ file: 'notes.txt', error: 'not a JPEG or PNG image' });
    expect(read).toMatchObject({ file: JPEG, puzzle: PUZZLE });
  });

  it('reads a folder\'s JPEG and PNG files in name order', () => {
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    writeFileSync(join(folder, 'b.jpg'), readFileSync(JPEG));
    writeFileSync(join(folder, 'a.png'), readFileSync(join(dir, 'photo.png')));
    writeFileSync(join(folder, 'notes.txt'), 'left alone\n');
    const run = scan('--json', 'folder');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').map((line) => JSON.parse(line).file)).toEqual([join('folder', 'a.png'), join('folder', 'b.jpg')]);
  });

  it('takes one photo at least', () => {
    const run = scan();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^dlx-wasm: scan takes one or more photos/);
  });
});

describe('the EXIF orientation', () => {
  // A 3x2 image whose pixels are 0 to 5 (in their first byte), row by row.
  const image = { width: 3, height: 2, data: new Uint8Array(24).map((_, i) => (i % 4 === 0 ? i / 4 : 0)) };
  const shown = (tag) => {
    const { width, height, data } = orient(image, tag);
    return { width, height, pixels: [...data.filter((_, i) => i % 4 === 0)] };
  };

  it('turns and mirrors the pixels as each tag says', () => {
    expect(shown(1)).toEqual({ width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5] });
    expect(shown(2)).toEqual({ width: 3, height: 2, pixels: [2, 1, 0, 5, 4, 3] });
    expect(shown(3)).toEqual({ width: 3, height: 2, pixels: [5, 4, 3, 2, 1, 0] });
    expect(shown(4)).toEqual({ width: 3, height: 2, pixels: [3, 4, 5, 0, 1, 2] });
    expect(shown(5)).toEqual({ width: 2, height: 3, pixels: [0, 3, 1, 4, 2, 5] });
    expect(shown(6)).toEqual({ width: 2, height: 3, pixels: [3, 0, 4, 1, 5, 2] });
    expect(shown(7)).toEqual({ width: 2, height: 3, pixels: [5, 2, 4, 1, 3, 0] });
    expect(shown(8)).toEqual({ width: 2, height: 3, pixels: [2, 5, 1, 4, 0, 3] });
  });

  it('is read from either byte order, and is 1 without a tag or with a block cut short', () => {
    const blockOf = (segment) => segment.subarray(4 + 5);  // as jpeg-js gives it: after "Exif\0"
    expect(orientationOf(blockOf(exifSegment(6, 'II')))).toBe(6);
    expect(orientationOf(blockOf(exifSegment(8, 'MM')))).toBe(8);
    expect(orientationOf(undefined)).toBe(1);
    expect(orientationOf(blockOf(exifSegment(6)).subarray(0, 16))).toBe(1);
  });
});
