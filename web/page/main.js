// The page: one <sudoku-solver> whose puzzle lives in the URL (#9/4.....8.5.3...), so a link
// reproduces it and Back returns to the previous puzzle.
import './sudoku-solver.js';

const solver = document.querySelector('sudoku-solver');

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

function fromHash() {
  const match = /^#(\d+)\/(.+)$/.exec(hashText());
  if (!match) return;
  const [, size, puzzle] = match;
  if (`${solver.size}/${solver.puzzle}` !== `${size}/${puzzle}`) solver.load(puzzle);
}

solver.addEventListener('puzzlechange', ({ detail: { size, puzzle, replace } }) => {
  const hash = `#${size}/${puzzle}`;
  if (hashText() === hash) return;
  // Typing replaces the entry; loading a puzzle, a size or Clear makes a new one for Back.
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
});

window.addEventListener('hashchange', fromHash);
window.addEventListener('popstate', fromHash);
customElements.whenDefined('sudoku-solver').then(fromHash);
