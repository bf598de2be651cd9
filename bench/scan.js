// `npm run bench:scan`: the photo scanner (dlx-wasm/scan) as issue 44 measures it.
// 1. Accuracy under 5-fold cross-validation: each shared photo read (through the WASM module, in
//    Node) with the network that never saw it, train/weights/fold-K.bin for the photos of fold K
//    (the photos' names sorted, fold = index % 5: train/common.py's fold_of, which train/train.py
//    trained the folds by): photos read exactly (every
//    cell), cells right, and what the corrector changed. Every photo read wrong is printed with its
//    wrong cells.
// 2. Speed: ms per scanSudoku() call (the decoding of the JPEG apart) in Node over the 160 photos,
//    and in Chromium (Debian's, headless) from a canvas's ImageData, both with the built-in network.
// 3. Screenshots of digital puzzles, rendered in Chromium and read (built-in network): the
//    project's own solve and play pages at three widths, and a plain grid in three typefaces the
//    training never drew (DejaVu Serif, Liberation Mono, Noto Sans: train/README.md) at three
//    cell sizes, on puzzles the network was not made from (the shared 9x9 and 16x16 sets).
// Usage: node bench/scan.js [photos|speed|screens]...   (all three by default)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, serve } from '../tests/support/chromium.js';
import { buildSite, SITE_DIR } from '../tools/size.js';
import { decodeImage } from '../web/cli/image-file.js';
import { scanSudoku } from '../web/lib/scan-index.js';
import { addressOf } from '../web/page/play/address.js';
import { dataDir, median } from './sets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PHOTOS = `${dataDir}/photos/`;
const WEIGHTS = `${ROOT}train/weights/`;
const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);

// The printed digits of photo `name` (its .dat: two header lines, then 9 rows), '.' for none.
function printedOf(name) {
  const rows = readFileSync(`${PHOTOS}${name}.dat`, 'utf8').split('\n').slice(2, 11);
  return rows.join(' ').trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('');
}
const photoNames = readdirSync(PHOTOS).filter((f) => f.endsWith('.jpg')).map((f) => f.slice(0, -4)).sort();
const decoded = new Map();
const photo = (name) => {
  if (!decoded.has(name)) decoded.set(name, decodeImage(readFileSync(`${PHOTOS}${name}.jpg`)));
  return decoded.get(name);
};
const wrongCells = (read, truth) => {
  const size = Math.round(Math.sqrt(truth.length));
  if (read.length !== truth.length) return [`read as ${Math.round(Math.sqrt(read.length))}x${Math.round(Math.sqrt(read.length))}, not ${size}x${size}`];
  return [...truth].flatMap((d, k) => (read[k] === d ? [] : [`r${Math.floor(k / size) + 1}c${(k % size) + 1} ${d}->${read[k]}`]));
};
const stats = (times) => `median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms`;

if (wanted('photos')) {
  const report = JSON.parse(readFileSync(`${WEIGHTS}report.json`, 'utf8'));
  console.log(`Accuracy, 5-fold cross-validation over ${photoNames.length} photos (${PHOTOS}):`);
  let exact = 0;
  let cells = 0;
  let right = 0;
  let fixed = 0;
  let failed = 0;
  for (const fold of Object.keys(report.folds)) {
    const photos = photoNames.filter((_, index) => index % 5 === Number(fold));
    const weights = new Uint8Array(readFileSync(`${WEIGHTS}fold-${fold}.bin`));
    let foldExact = 0;
    for (const name of photos) {
      const truth = printedOf(name);
      let result;
      try {
        result = await scanSudoku(photo(name), { weights });
      } catch (error) {
        console.log(`  ${name}: not read: ${error.message}`);
        failed += 1;
        cells += 81;
        continue;
      }
      const wrong = wrongCells(result.puzzle, truth);
      cells += 81;
      right += 81 - wrong.length;
      if (result.corrected.length > 0 && wrong.length === 0) fixed += 1;
      if (wrong.length === 0) foldExact += 1;
      else console.log(`  ${name} (fold ${fold}): ${wrong.length} wrong: ${wrong.join(', ')}; ${result.unique ? 'one solution' : 'no single solution'}, corrected ${result.corrected.length}`);
    }
    exact += foldExact;
    console.log(`  fold ${fold}: ${foldExact}/${photos.length} photos exact`);
  }
  const total = photoNames.length;
  console.log(`photos read exactly: ${exact}/${total} (${((100 * exact) / total).toFixed(1)}%; bar 97%), cells right: ${right}/${cells} (${((100 * right) / cells).toFixed(2)}%; bar 99.8%)`);
  console.log(`photos exact thanks to the corrector: ${fixed}; photos with no grid found: ${failed}\n`);
}

if (wanted('speed')) {
  const times = [];
  const large = [];
  let slowest = '';
  await scanSudoku(photo(photoNames[0]));  // the module loaded and compiled before the clock runs
  for (const name of photoNames) {
    const image = photo(name);
    const started = performance.now();
    await scanSudoku(image).catch(() => null);
    const ms = performance.now() - started;
    if (ms > Math.max(...times)) slowest = name;
    times.push(ms);
    if (Math.max(image.width, image.height) >= 1280) large.push(ms);
  }
  console.log(`Node ${process.version}, scanSudoku() per photo: all ${times.length}: ${stats(times)} (${slowest}); the ${large.length} of 1280 px or more: ${stats(large)} (bar 150 ms)`);
  const site = await serve([ROOT, PHOTOS]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${site.url}bench/sets.js`);  // any page of the origin, for its module imports
    const inBrowser = await page.evaluate(async (names) => {
      const { scanSudoku: scan } = await import('/web/lib/scan-index.js');
      const out = [];
      for (const [k, name] of [names[0], ...names].entries()) {
        const bitmap = await createImageBitmap(await (await fetch(`/${name}.jpg`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const started = performance.now();
        await scan(image).catch(() => null);
        // the first photo twice: once to load and compile the module, untimed
        if (k > 0) out.push({ ms: performance.now() - started, side: Math.max(bitmap.width, bitmap.height) });
      }
      return out;
    }, photoNames);
    const all = inBrowser.map((t) => t.ms);
    const big = inBrowser.filter((t) => t.side >= 1280).map((t) => t.ms);
    console.log(`Chromium ${browser.version()}, scanSudoku() per photo from ImageData: all ${all.length}: ${stats(all)}; the ${big.length} of 1280 px or more: ${stats(big)}\n`);
  } finally {
    await browser.close();
    await site.close();
  }
}

// A plain grid page: `puzzle` in `font` at `cell` px a cell, thin lines and bold box lines, a
// title and a line of text around it as a puzzle site has.
function gridPage(puzzle, size, font, cell, fontFace) {
  const box = Math.sqrt(size);
  const rows = [];
  for (let r = 0; r < size; r += 1) {
    const cells = [];
    for (let c = 0; c < size; c += 1) {
      const style = [c % box === 0 ? 'border-left:3px solid #000' : '', r % box === 0 ? 'border-top:3px solid #000' : ''].filter(Boolean).join(';');
      const symbol = puzzle[r * size + c];
      cells.push(`<td style="${style}">${symbol === '.' ? '' : symbol}</td>`);
    }
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return `<!doctype html><meta charset="utf-8"><style>${fontFace}
    body { font-family: '${font}'; margin: 24px; color: #111; background: #fff; }
    table { border-collapse: collapse; border-right: 3px solid #000; border-bottom: 3px solid #000; }
    td { width: ${cell}px; height: ${cell}px; border: 1px solid #555; text-align: center; vertical-align: middle;
         font-size: ${Math.round(cell * 0.62)}px; padding: 0; }
  </style><h1>Daily Sudoku</h1><p>Fill the grid so that every row, column and box holds each symbol once.</p>
  <table>${rows.join('')}</table><p>Solution tomorrow.</p>`;
}

if (wanted('screens')) {
  const lines = (file) => readFileSync(`${dataDir}/${file}`, 'utf8').split('\n').map((l) => l.trim().split(/\s+/)[0]).filter((l) => l && !l.startsWith('#'));
  const nines = lines('9x9-top95.txt');
  const sixteens = lines('16x16-tarek20.txt');
  const noto = `${ROOT}build/train/heldout/NotoSans-Regular.ttf`;
  const fontFace = existsSync(noto) ? "@font-face { font-family: 'Noto Sans'; src: url('/build/train/heldout/NotoSans-Regular.ttf'); }" : '';
  if (!fontFace) console.log('(Noto Sans not unpacked: run bash train/bootstrap.sh; its rows are skipped)');
  await buildSite();
  const site = await serve([SITE_DIR, ROOT]);
  const browser = await launchChromium();
  const results = [];
  let next = 0;
  // Reads a screenshot: the puzzle it shows, or what went wrong.
  async function read(label, png, puzzle) {
    const started = performance.now();
    const result = await scanSudoku(decodeImage(png)).catch((error) => ({ error }));
    const ms = performance.now() - started;
    const ok = !result.error && result.puzzle === puzzle;
    results.push({ label, ok, ms });
    if (!ok) console.log(`  ${label}: ${result.error ? `not read: ${result.error.message}` : `${wrongCells(result.puzzle, puzzle).length} wrong: ${wrongCells(result.puzzle, puzzle).join(', ')}`}`);
  }
  try {
    for (const [width, height] of [[360, 740], [768, 1024], [1280, 800]]) {
      const page = await browser.newPage({ viewport: { width, height } });
      const puzzle = nines[next++ % nines.length];
      await page.goto(`${site.url}index.html#9/${puzzle}`);
      await page.waitForTimeout(800);
      await read(`solve page ${width}x${height}`, await page.screenshot({ fullPage: true }), puzzle);
      for (const [size, text] of [[9, nines[next++ % nines.length]], [16, sixteens[next++ % sixteens.length]]]) {
        await page.goto(`${site.url}play.html${addressOf({ puzzle: text, moves: '', variant: null })}`);
        await page.waitForTimeout(1200);
        await read(`play page ${size}x${size} ${width}x${height}`, await page.screenshot({ fullPage: true }), text);
      }
      await page.close();
    }
    const page = await browser.newPage({ viewport: { width: 1400, height: 1400 } });
    for (const font of ['DejaVu Serif', 'Liberation Mono', ...(fontFace ? ['Noto Sans'] : [])]) {
      for (const cell of [22, 34, 52]) {
        const puzzle = nines[next++ % nines.length];
        await page.setContent(gridPage(puzzle, 9, font, cell, fontFace));
        await page.evaluate(() => document.fonts.ready);
        await read(`${font}, ${cell} px cells`, await page.screenshot(), puzzle);
      }
      const puzzle = sixteens[next++ % sixteens.length];
      await page.setContent(gridPage(puzzle, 16, font, 34, fontFace));
      await page.evaluate(() => document.fonts.ready);
      await read(`${font} 16x16, 34 px cells`, await page.screenshot(), puzzle);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const good = results.filter((r) => r.ok).length;
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`Screenshots read exactly: ${good}/${results.length} (${stats(results.map((r) => r.ms))}: ${slowest.label})`);
}
