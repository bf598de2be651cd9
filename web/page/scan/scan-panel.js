// Scan on the solve page: a dialog where a photo or a screenshot of a Sudoku is given (the camera
// on a phone, a picture chosen, a paste, a drop), read by the scanner in a worker, shown with the
// grid found outlined and the reading to confirm (read-grid.js), then put on the board to Solve or
// Hint, or played (play.html). Loaded by main.js at the first press of Scan, not with the page:
// with its style it is kept out of the page's first load (tests/browser/size.test.js).
// The picture never leaves the browser.
import { addressOf } from '../play/address.js';
import { shadowOf } from '../shadow.js';
import { boardInView } from './board-in-view.js';
import { drawOutline, isQuad } from './outline.js';
import { decodePicture, PictureError, pictureIn } from './picture.js';
import { ReadGrid } from './read-grid.js';
import STYLE from './scan-css.js';
import { scanPicture } from './scanner.js';
import { readLine, refusalLine, solvedLine } from './verdict.js';

const TEMPLATE = `
  <dialog class="scan" aria-labelledby="scan-title">
    <div class="top">
      <h2 id="scan-title">Scan a Sudoku</h2>
      <button type="button" name="close">Close</button>
    </div>
    <p class="how">Take a photo of the puzzle or choose a picture of it<span class="desk">, paste a
      screenshot (<kbd>Ctrl</kbd>+<kbd>V</kbd>) or drop one here</span>. The picture is read in your
      browser and sent nowhere.</p>
    <div class="buttons sources">
      <button type="button" name="camera">Take a photo</button>
      <button type="button" name="choose" autofocus>Choose a picture</button>
      <button type="button" name="paste">Paste</button>
    </div>
    <input type="file" name="camera" accept="image/*" capture="environment" aria-label="Take a photo" hidden>
    <input type="file" name="picture" accept="image/*" aria-label="Choose a picture" hidden>
    <p class="message" role="status" aria-live="polite"><progress hidden></progress><span></span></p>
    <div class="result" hidden>
      <figure class="picture">
        <canvas class="photo" role="img" aria-label="The picture given"></canvas>
        <figcaption id="scan-dot" hidden><span class="dot" aria-hidden="true"></span> The dot marks the
          top-left corner of the grid as read.</figcaption>
      </figure>
      <div class="reading">
        <div class="grid" role="group" aria-label="The grid as read: every cell can be changed"></div>
        <p class="legend" hidden><span data-key="doubtful"><span class="key" data-check="doubtful"></span>
          read with doubt</span><span data-key="both">, </span><span data-key="corrected"><span class="key"
          data-check="corrected"></span> corrected by the solver</span>: compare with the photo; type in
          a cell to change it.</p>
        <p class="verdict"></p>
        <div class="buttons actions">
          <button type="button" name="solve">Solve</button>
          <button type="button" name="hint">Hint</button>
          <a class="play" href="play.html">Play</a>
        </div>
      </div>
    </div>
  </dialog>`;

let panel = null;

/** Opens the scan panel for `solver` (the page's <sudoku-solver>); `files`, if given, are read at once (a drop on the page). */
export function openScan(solver, { files, playPage = 'play.html' } = {}) {
  panel ??= new ScanPanel(solver, playPage);
  panel.open();
  if (files) panel.take(files);
  return panel;
}

class ScanPanel {
  constructor(solver, playPage) {
    this.solver = solver;
    this.playPage = playPage;
    this.host = document.createElement('div');
    this.host.className = 'scan-panel';
    const $ = shadowOf(this.host, { style: STYLE, template: TEMPLATE });
    this.ui = {
      dialog: $('dialog'),
      camera: $('input[name=camera]'),
      picture: $('input[name=picture]'),
      paste: $('button[name=paste]'),
      progress: $('.message progress'),
      message: $('.message span'),
      result: $('.result'),
      photo: $('canvas.photo'),
      dot: $('#scan-dot'),
      legend: $('.legend'),
      verdict: $('.verdict'),
      solve: $('button[name=solve]'),
      hint: $('button[name=hint]'),
      play: $('a.play'),
    };
    this.call = 0;      // the latest picture's number: an older one's reading is dropped
    this.check = null;  // the solver's check of the reading under way (its AbortController)
    this.grid = new ReadGrid($('.grid'), () => this.edited());
    document.body.append(this.host);

    const { dialog } = this.ui;
    $('button[name=close]').addEventListener('click', () => dialog.close());
    // A phone's camera where there is one to open (capture is ignored elsewhere: the same picker
    // twice); a keyboard's paste and a drop where there is a mouse.
    const touch = matchMedia('(pointer: coarse)').matches;
    $('button[name=camera]').hidden = !touch;
    $('.how .desk').hidden = touch;
    $('button[name=camera]').addEventListener('click', () => this.ui.camera.click());
    $('button[name=choose]').addEventListener('click', () => this.ui.picture.click());
    for (const input of [this.ui.camera, this.ui.picture]) {
      input.addEventListener('change', () => {
        this.take(input.files);
        input.value = '';  // the same file chosen again is read again
      });
    }
    // navigator.clipboard.read() where the browser has it (Firefox before 125 does not): else Ctrl+V.
    this.ui.paste.hidden = typeof navigator.clipboard?.read !== 'function';
    this.ui.paste.addEventListener('click', () => this.pasteButton());
    // Ctrl+V anywhere while the panel is open (the dialog is modal: the page under it takes none).
    document.addEventListener('paste', (event) => {
      if (dialog.open) this.pasted(event);
    });
    // A drop anywhere on the dialog or its backdrop (the backdrop's events are the dialog's).
    dialog.addEventListener('dragover', (event) => {
      if (![...event.dataTransfer.types].includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      dialog.classList.add('dropping');
    });
    dialog.addEventListener('dragleave', (event) => {
      if (event.target === dialog) dialog.classList.remove('dropping');
    });
    dialog.addEventListener('drop', (event) => {
      event.preventDefault();
      event.stopPropagation();  // the page's own drop (main.js) would read it a second time
      dialog.classList.remove('dropping');
      this.take(event.dataTransfer.files);
    });
    dialog.addEventListener('close', () => {
      // A reading under way is dropped (the panel reopens on what it showed before it), and so is
      // the solver's check (made again at the reopening).
      if (!this.ui.progress.hidden) {
        this.call += 1;
        this.say('Closed before the picture was read: give it again.');
      }
      this.check?.abort();
    });
    this.ui.solve.addEventListener('click', () => this.place('solve'));
    this.ui.hint.addEventListener('click', () => this.place('hint'));
    this.ui.play.addEventListener('click', (event) => this.play(event));
  }

  open() {
    if (this.ui.dialog.open) return;
    this.ui.dialog.showModal();
    // From its top (title, Close, sources), not where the last reading was left scrolled.
    this.ui.dialog.scrollTop = 0;
    if (!this.ui.result.hidden && !this.ui.result.classList.contains('failed')) this.update();
  }

  say(text, { busy = false } = {}) {
    this.ui.message.textContent = text;
    this.busy(busy);
  }

  busy(on) {
    this.ui.progress.hidden = !on;
    this.ui.dialog.toggleAttribute('aria-busy', on);
  }

  /** Reads the picture among `files` (a FileList or an array of File). */
  take(files) {
    const file = pictureIn(files);
    if (!file) {
      this.say('Nothing to read: give a photo or a screenshot of a Sudoku.');
      return Promise.resolve();
    }
    return this.read(file);
  }

  async read(file) {
    const call = (this.call += 1);
    this.check?.abort();
    this.ui.result.hidden = true;
    this.say('Opening the picture…', { busy: true });
    let picture;
    try {
      picture = await decodePicture(file);
      if (call !== this.call) return;
      this.say(`Looking for the grid and reading it${picture.scaled ? ' (the picture brought down to 2048 pixels a side)' : ''}…`, { busy: true });
      const { bitmap, image: { width, height } } = picture;
      const result = await scanPicture(picture.image);
      if (call !== this.call) return;
      this.show(result, { bitmap, width, height });
    } catch (error) {
      if (call !== this.call) return;
      if (picture) {
        // The picture shown as it was read, without an outline: what the message is about.
        drawOutline(this.ui.photo, picture.bitmap, picture.image, null);
        this.dotSaid(false);
        this.ui.photo.setAttribute('aria-label', 'The picture given, not read (the line above says why)');
        this.ui.result.hidden = false;
        this.ui.result.classList.add('failed');
      }
      this.say(error instanceof PictureError ? error.message : refusalLine(error));
    }
  }

  // A reading: the outline on the photo, the grid to confirm, what was read and what the solver
  // makes of it.
  show(result, picture) {
    const corners = isQuad(result.corners) ? result.corners : null;
    drawOutline(this.ui.photo, picture.bitmap, picture, corners);
    this.dotSaid(Boolean(corners));
    this.ui.photo.setAttribute('aria-label', 'The picture given, the grid found outlined');
    this.ui.result.classList.remove('failed');
    this.ui.result.hidden = false;
    this.grid.show(result);
    this.others = otherGrids(result.grids);
    this.first = true;
    this.say(readLine({ first: true, digits: this.grid.digits, toCheck: this.grid.toCheck, others: this.others }));
    this.update();
  }

  // The dot drawn at the grid's top-left corner is the one clue to which way up the grid was read
  // (outline.js): a caption says so under the picture, and describes it to a screen reader (a
  // description names hidden text too: it goes with the caption).
  dotSaid(on) {
    this.ui.dot.hidden = !on;
    if (on) this.ui.photo.setAttribute('aria-describedby', 'scan-dot');
    else this.ui.photo.removeAttribute('aria-describedby');
  }

  edited() {
    this.first = false;
    this.say(readLine({ first: false, digits: this.grid.digits, toCheck: this.grid.toCheck }));
    this.update();
  }

  // The legend, the Play link and the solver's word on the grid as it now reads.
  async update() {
    const { puzzle } = this.grid;
    const some = /[^.]/.test(puzzle);
    // The legend names the marks the grid shows.
    const kinds = this.grid.marks;
    this.ui.legend.hidden = kinds.size === 0;
    for (const key of this.ui.legend.querySelectorAll('[data-key]')) key.hidden = key.dataset.key === 'both' ? kinds.size < 2 : !kinds.has(key.dataset.key);
    this.ui.play.href = `${this.playPage}${addressOf({ puzzle, moves: '', variant: null })}`;
    for (const control of [this.ui.solve, this.ui.hint]) control.disabled = !some;
    this.ui.play.toggleAttribute('hidden', !some);
    this.check?.abort();
    this.grid.markClashes([]);
    this.ui.verdict.textContent = '';
    if (!some) return;
    const check = new AbortController();
    this.check = check;
    this.ui.verdict.textContent = 'Checking the puzzle…';
    try {
      const answer = await this.solver.worker.sudoku(puzzle, { limit: 2, signal: check.signal });
      if (check.signal.aborted) return;
      this.grid.markClashes(answer.conflicts.map(({ cell }) => cell));
      this.ui.verdict.textContent = solvedLine(answer);
    } catch (error) {
      if (!check.signal.aborted) this.ui.verdict.textContent = `Cannot check the puzzle: ${error.message}.`;
    }
  }

  // Solve or Hint: the reading on the board (classic rules), then the board's own Solve or Hint.
  async place(kind) {
    const { puzzle } = this.grid;
    this.ui.dialog.close();
    const { solver } = this;
    if (solver.variant) await solver.setVariant(null);
    const loaded = await solver.load(puzzle, 'Loaded the scanned puzzle.');
    if (loaded && kind) {
      await solver.run(kind);
      // The board's parts are the element's (its ui, as solver-logic.js reaches them): its status
      // line, then a hint's step under it.
      boardInView(solver.ui.grid.closest('.board'), [solver.ui.status, solver.ui.logic]);
    }
    return loaded;
  }

  // Play: the reading on the board too (Back from play mode returns to it), then play mode. A link
  // opened in another tab or window (a modifier, a middle click) is left to the browser.
  async play(event) {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const { href } = this.ui.play;
    if (await this.place(null)) location.assign(href);
  }

  // Ctrl+V: a picture on the clipboard is read; text is left to the cell it is pasted in.
  pasted(event) {
    const file = pictureIn(event.clipboardData?.files);
    if (file) {
      event.preventDefault();
      this.read(file);
    } else if (!(event.composedPath()[0] instanceof HTMLInputElement)) {
      this.say('The clipboard holds no picture: copy a screenshot or a picture of the puzzle first (a puzzle written out goes in "Paste a puzzle" on the page).');
    }
  }

  async pasteButton() {
    let items;
    try {
      items = await navigator.clipboard.read();
    } catch (error) {
      this.say(`The browser did not let the page read the clipboard (${error.name}): press Ctrl+V (⌘V on a Mac) instead.`);
      return;
    }
    for (const item of items) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (!type) continue;
      let blob;
      try {
        blob = await item.getType(type);
      } catch (error) {
        this.say(`The clipboard's picture could not be read (${error.name}): press Ctrl+V (⌘V on a Mac) instead.`);
        return;
      }
      await this.read(new File([blob], '', { type }));
      return;
    }
    this.say('The clipboard holds no picture: copy a screenshot or a picture of the puzzle first.');
  }
}

// The other grid-shaped shapes the picture held beside the one read: the scanner gives their
// number, or their list.
function otherGrids(grids) {
  const count = Array.isArray(grids) ? grids.length : Number(grids) || 0;
  return Math.max(0, count - 1);
}
