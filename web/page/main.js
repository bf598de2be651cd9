// The page: one <sudoku-solver> whose puzzle lives in the URL (#9/4.....8.5.3...), with its variant
// after it as URL parameters (#9/…&variant=x,windoku, &regions=…, &cages=…), so a link reproduces
// it and Back returns to the previous puzzle.
import './sudoku-solver.js';
import { followPuzzle } from './play-link.js';

const solver = document.querySelector('sudoku-solver');
followPuzzle(solver, document.querySelector('#play-this'));

// Scan (a photo or a screenshot of a Sudoku): its panel, style and scanner are loaded at the first
// press, not with the page (scan/scan-panel.js). A picture dropped on the page opens it too.
let scanning = null;
function scan(files) {
  scanning ??= import('./scan/scan-panel.js');
  scanning.then(({ openScan }) => openScan(solver, { files }), (error) => {
    scanning = null;
    solver.say(`Cannot open Scan: ${error.message}`);
  });
}
document.querySelector('#scan').addEventListener('click', () => scan());
addEventListener('dragover', (event) => {
  if (event.dataTransfer.types.includes('Files')) event.preventDefault();
});
addEventListener('drop', (event) => {
  if (event.dataTransfer.files.length === 0) return;
  event.preventDefault();  // not the browser's opening of the file in place of the page
  scan(event.dataTransfer.files);
});

// The address's fragment as text. A hand-edited or truncated link can hold a '%' that is no escape
// (decodeURIComponent throws URIError on it): the text is then taken as it is, and the element
// says what it cannot read in it.
function hashText() {
  try {
    return decodeURIComponent(location.hash);
  } catch {
    return location.hash;
  }
}

// The variant as URL parameters, in a fixed order; '' for the classic rules.
function variantText(variant) {
  if (!variant) return '';
  const params = new URLSearchParams();
  const flags = [variant.x && 'x', variant.windoku && 'windoku'].filter(Boolean);
  if (flags.length > 0) params.set('variant', flags.join(','));
  if (typeof variant.regions === 'string') params.set('regions', variant.regions.replace(/\s+/g, ''));
  if (typeof variant.cages === 'string') params.set('cages', variant.cages.trim().replace(/\s+/g, ' '));
  return `&${params}`;
}

function variantOf(text) {
  if (!text) return null;
  const params = new URLSearchParams(text.slice(1));
  const flags = (params.get('variant') ?? '').split(',');
  const variant = { x: flags.includes('x'), windoku: flags.includes('windoku') };
  if (params.has('regions')) variant.regions = params.get('regions');
  if (params.has('cages')) variant.cages = params.get('cages');
  return variant;
}

// How many restores of the page's first entry run (Back to the page as it opened; popstate and
// hashchange each start one): meanwhile the grid's changes make no entry of their own.
let restoring = 0;

async function fromHash() {
  const match = /^#(\d+)\/([^&]+)(&.*)?$/.exec(hashText());
  if (!match) {
    // Back to the page's first entry, which names no puzzle: the empty grid it showed, not the
    // last puzzle and its stale status line.
    if (hashText().replace(/^#/, '') === '' && (solver.variant || /[^.]/.test(solver.puzzle))) {
      restoring += 1;
      try {
        await solver.setVariant(null);
        const n = Number(solver.getAttribute('size')) || 9;  // the size the page opened at
        await solver.load('.'.repeat(n * n), 'Back to the empty grid.');
      } finally {
        restoring -= 1;
      }
    }
    return;
  }
  const [, size, puzzle, rules = ''] = match;
  if (variantText(solver.variant) !== variantText(variantOf(rules))) await solver.setVariant(variantOf(rules));
  if (`${solver.size}/${solver.puzzle}` !== `${size}/${puzzle}`) solver.load(puzzle);
}

solver.addEventListener('puzzlechange', ({ detail: { size, puzzle, variant, replace } }) => {
  const hash = `#${size}/${puzzle}${variantText(variant)}`;
  if (hashText() === hash || restoring > 0) return;
  // Typing replaces the entry; loading a puzzle, a size, a variant or Clear makes a new one for Back.
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
});

window.addEventListener('hashchange', fromHash);
window.addEventListener('popstate', fromHash);
customElements.whenDefined('sudoku-solver').then(fromHash);
