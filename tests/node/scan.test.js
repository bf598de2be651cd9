// dlx-wasm/scan's scanSudoku() on the shared photos (tests/support/photos.js: Wicht and
// Hennebert's dataset, CC-BY-4.0), the same call in the worker pool, and the scan module after
// failed calls: usable, its heap as before. The bad inputs' messages are in bad-inputs.test.js
// (docs/bad-inputs.md, "scanSudoku").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/index.js';
import { loadScanModule } from '../../web/lib/scan-module.js';
import { scanSudoku } from '../../web/lib/scan-index.js';
import { createWorkerSolver } from '../../web/worker/client-node.js';
import { photo, printed } from '../support/photos.js';
import { decodeImage } from '../../web/cli/image-file.js';

// Photos the scanner reads exactly, every cell as its .dat gives it: 640x480, another puzzle's
// grid beside this one's (TWO_GRIDS), 1280x960, and 960x1129 with shadows and a curl.
const READ = ['image10.jpg', 'image93.jpg', 'image1031.jpg', 'image1049.jpg'];
const TWO_GRIDS = 'image93.jpg';

// An image of one colour: no grid in it.
const blank = (width = 320, height = 240) => ({ width, height, data: new Uint8ClampedArray(width * height * 4).fill(255) });

let solver;
let pool;
beforeAll(async () => {
  solver = await createSolver();
  pool = createWorkerSolver({ module: 'sudoku' });
});
afterAll(() => pool.terminate());

describe('scanSudoku()', () => {
  it.each(READ)('reads %s as its .dat gives it, a puzzle with one solution', async (name) => {
    const image = photo(name);
    const result = await scanSudoku(image);
    expect(result.puzzle).toBe(printed(name));
    expect(result).toMatchObject({ size: 9, symbols: '123456789', unique: true });
    expect(solver.sudoku(result.puzzle, { symbols: result.symbols }).count).toBe(1);
    expect(result.confidence).toHaveLength(81);
    for (const p of result.confidence) expect(p >= 0 && p <= 1, `confidence ${p}`).toBe(true);
    for (const cells of [result.corrected, result.doubtful]) {
      expect(cells).toEqual([...new Set(cells)].sort((a, b) => a - b));
      for (const cell of cells) expect(Number.isInteger(cell) && cell >= 0 && cell < 81, `cell ${cell}`).toBe(true);
    }
    expect(result.grids).toBeGreaterThanOrEqual(name === TWO_GRIDS ? 2 : 1);
    // The corners in the photo's pixels, in reading order (top-left, top-right, bottom-right,
    // bottom-left as the digits stand, whichever way the photo was taken): a convex quadrilateral
    // that turns clockwise on the screen, of a tenth of the photo at least.
    const { corners } = result;
    for (const { x, y } of corners) expect(x >= 0 && x < image.width && y >= 0 && y < image.height, `(${x}, ${y})`).toBe(true);
    const turns = corners.map((a, k) => {
      const [b, c] = [corners[(k + 1) % 4], corners[(k + 2) % 4]];
      return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    });
    expect(turns.every((turn) => turn > 0), `turns ${turns}`).toBe(true);
    const area = corners.reduce((sum, a, k) => sum + a.x * corners[(k + 1) % 4].y - corners[(k + 1) % 4].x * a.y, 0) / 2;
    expect(area).toBeGreaterThan(0.1 * image.width * image.height);
  });

  it('reads an ImageData\'s Uint8ClampedArray, a Uint8Array and a Buffer alike', async () => {
    const { width, height, data } = photo(READ[0]);
    const results = await Promise.all([
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      new Uint8Array(data),
      Buffer.from(data),
    ].map((bytes) => scanSudoku({ width, height, data: bytes })));
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('tries the grid\'s other ways up when the surest one has no single solution', async () => {
    // Faint grey print whose digits read surely enough turned half a turn (27 cells wrong then).
    const faint = decodeImage(readFileSync(new URL('../fixtures/photos/faint-print.jpg', import.meta.url)));
    const result = await scanSudoku(faint);
    expect(result.puzzle).toBe('......8.16..2........7.5......6...2..1....3...8.......2......7..3..8....5...4....');
    expect(result.unique).toBe(true);
  });

  it('rejects an image without a grid with a RangeError that says so', async () => {
    await expect(scanSudoku(blank())).rejects.toThrow(RangeError);
    await expect(scanSudoku(blank())).rejects.toThrow(/grid/);
  });

  it('stays usable after every failed call, its heap as it was', async () => {
    const module = await loadScanModule();
    const image = photo(READ[0]);
    const first = await scanSudoku(image);
    const noGrid = blank(image.width, image.height);  // the same size: the photo's buffer is kept
    await expect(scanSudoku(noGrid)).rejects.toThrow(RangeError);
    const heap = module.heapBytesInUse();
    for (let k = 0; k < 3; k += 1) {
      await expect(scanSudoku(noGrid)).rejects.toThrow(RangeError);
      await expect(scanSudoku({ width: image.width, height: image.height, data: image.data.subarray(4) })).rejects.toThrow(RangeError);
      expect(await scanSudoku(image)).toEqual(first);
    }
    await expect(scanSudoku(noGrid)).rejects.toThrow(RangeError);
    expect(module.heapBytesInUse()).toBe(heap);
  });

  it('looks at a signal and a deadline before it begins', async () => {
    const image = photo(READ[0]);
    await expect(scanSudoku(image, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(scanSudoku(image, { deadline: Date.now() - 1 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await scanSudoku(image, { signal: new AbortController().signal, deadline: Date.now() + 60_000 })).puzzle).toBe(printed(READ[0]));
  });
});

describe('scanSudoku() in the worker pool', () => {
  it('reads as the module does, in a worker of its own, beside the solver\'s', async () => {
    const image = photo(READ[1]);
    const [pooled, direct, solved] = await Promise.all([pool.scanSudoku(image), scanSudoku(image), pool.sudoku(printed(READ[1]))]);
    expect(pooled).toEqual(direct);
    expect(solved.count).toBe(1);
  });

  it('rejects what the module rejects, and reads the next photo', async () => {
    await expect(pool.scanSudoku(blank())).rejects.toThrow(RangeError);
    await expect(pool.scanSudoku({ width: 0, height: 1, data: new Uint8Array(0) })).rejects.toThrow(RangeError);
    await expect(pool.scanSudoku(photo(READ[0]), { onProgress: () => {} })).rejects.toThrow(/unknown option "onProgress"/);
    expect((await pool.scanSudoku(photo(READ[0]))).puzzle).toBe(printed(READ[0]));
  });

  it('ends a scan at its signal, and the next scan starts another worker', async () => {
    const controller = new AbortController();
    const aborted = pool.scanSudoku(photo(READ[2]), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pool.scanSudoku(photo(READ[2]), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect((await pool.scanSudoku(photo(READ[2]))).puzzle).toBe(printed(READ[2]));
  });
});

describe('the scan\'s worker script', () => {
  it('is where scanWorkerUrl says, and a worker that cannot start rejects the scan alone', async () => {
    const moved = createWorkerSolver({ module: 'sudoku', scanWorkerUrl: new URL('../../web/worker/worker-scan-node.js', import.meta.url) });
    const missing = createWorkerSolver({ module: 'sudoku', scanWorkerUrl: new URL('./no-such-worker.js', import.meta.url) });
    try {
      expect((await moved.scanSudoku(photo(READ[0]))).puzzle).toBe(printed(READ[0]));
      // a bad image is refused before any worker is asked (or the image copied to one)
      await expect(missing.scanSudoku({ width: 320, height: 240 })).rejects.toThrow(new TypeError("scanSudoku: the image's data must be a Uint8ClampedArray or a Uint8Array of RGBA bytes (4 a pixel); got none (undefined)"));
      await expect(missing.scanSudoku(photo(READ[0]))).rejects.toThrow(/no-such-worker\.js/);
      expect((await missing.sudoku(printed(READ[0]))).count).toBe(1);
    } finally {
      moved.terminate();
      missing.terminate();
    }
    expect(() => createWorkerSolver({ scanWorkerUrl: 5 })).toThrow(new TypeError('createWorkerSolver: scanWorkerUrl must be a string or a URL; got number 5'));
  });
});

describe('the scan module apart', () => {
  // (The modules' export names are minified; their glue names each C export it wraps.)
  const glue = (name) => readFileSync(fileURLToPath(new URL(`../../web/generated/${name}`, import.meta.url)), 'utf8');

  it('is in neither the Sudoku module nor the full one', () => {
    expect(glue('scan.mjs')).toContain('_dlx_scanSudoku');
    for (const name of ['sudoku.mjs', 'dlx.mjs']) expect(glue(name).match(/\w*scan\w*/gi), name).toBeNull();
  });

  // What a bundler puts in a bundle of each entry: dlx-wasm/scan's files in its own alone.
  it('is imported by dlx-wasm/scan alone among the API\'s entries', async () => {
    const inputsOf = async (entry) => {
      const { metafile } = await build({
        entryPoints: [fileURLToPath(new URL(`../../web/lib/${entry}`, import.meta.url))],
        bundle: true, write: false, metafile: true, format: 'esm', platform: 'neutral', logLevel: 'silent',
        external: ['node:*'],
      });
      return Object.keys(metafile.inputs);
    };
    const scanFiles = (inputs) => inputs.filter((file) => /scan/.test(file));
    expect(scanFiles(await inputsOf('scan-index.js'))).toEqual(expect.arrayContaining([expect.stringMatching(/generated\/scan\.mjs$/), expect.stringMatching(/generated\/scan\.packed\.mjs$/)]));
    for (const entry of ['index.js', 'sudoku-index.js']) expect(scanFiles(await inputsOf(entry)), entry).toEqual([]);
  });
});
