// Styles of <sudoku-play>, in its shadow root. Hints use colors and an outline or underline, so
// color is never the only signal. A digit keeps 4.5:1 on every background a cell takes (the
// hints', the variants' shading), in both schemes (tests/browser/every-page.test.js checks).
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
export default `:host {
  --entry: #1a55bf;
  --wrong-bg: #ffd9d6;
  --wrong-ink: #a4161a;
  --house: #e9dcfb;
  --cause: #fff1b8;
  --removal: #ffd9d6;
  --placement: #d4f4dc;
  --place-ink: #11692c;
  --peer-tint: rgb(29 95 209 / 0.12);
  --same-bg: #cddcfb;
  --done-ink: #5b636e;
  max-width: 40rem;
}

@media (prefers-color-scheme: dark) {
  :host {
    --entry: #7fb0ff;
    --wrong-bg: #5a1d1d;
    --wrong-ink: #ffb4ab;
    --house: #3b2a5a;
    --cause: #4a3f12;
    --removal: #5a1d1d;
    --placement: #173d22;
    --place-ink: #8fe0a6;
    --peer-tint: rgb(127 176 255 / 0.17);
    --same-bg: #2c4778;
    --done-ink: #a3abb6;
  }
}

.play {
  --board-width: min(100%, 32rem, max(18rem, 100svh - 23.75rem));
}

.board {
  position: relative;
` +
  // Not taller than the screen leaves below the controls (two rows at 1280 px since the Size
  // picker), two lines of notices and the pad (1280x800): --board-width.
`  width: var(--board-width);
` +
  // Sizes inside the board (the grid's height, digits, notes) follow its width, never its content.
`  container-type: inline-size;
}

` +
// The cages' overlay covers the cells, inside the grid's border.
`.board svg.cages {
  inset: 2px;
  width: calc(100% - 4px);
  height: calc(100% - 4px);
}

.grid {
` +
  // Equal rows and columns at every width: a track's minimum is 0, not its content's size (a
  // plain 1fr let an empty row shrink to its borders and notes stretch the board), and the
  // height is the board's width, not the rows' content.
`  --cell: calc(100cqw / var(--n, 9));
  display: grid;
  grid-template-rows: repeat(var(--n, 9), minmax(0, 1fr));
  border: 2px solid var(--box-line);
  box-sizing: border-box;
  width: 100%;
  height: 100cqw;
  aspect-ratio: 1;
  background: var(--paper);
}

[role="row"] {
  display: grid;
  grid-template-columns: repeat(var(--n, 9), minmax(0, 1fr));
  min-height: 0;
}

[role="gridcell"] {
  display: flex;
  align-items: center;
  justify-content: center;
  border-right: 1px solid var(--line);
  border-bottom: 1px solid var(--line);
  font-size: calc(var(--cell) * 0.55);
  color: var(--entry);
  overflow: hidden;
  position: relative;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  min-width: 0;
  min-height: 0;
}

` +
// In pencil mode a finger dragged across the grid selects cells for a note (entry.js) rather than
// scrolling the page; otherwise the page scrolls under a finger on the board as anywhere.
`.play:has(button[name="pencil"][aria-pressed="true"]) .grid {
  touch-action: none;
}

[role="gridcell"].given {
  color: var(--ink);
  font-weight: 600;
}

[role="gridcell"].box-right {
  border-right: 2px solid var(--box-line);
}

[role="gridcell"].box-bottom {
  border-bottom: 2px solid var(--box-line);
}

` +
// The selected cell stays marked when focus moves to the number pad or a button.
`[role="gridcell"]:focus,
[role="gridcell"].selected {
  outline: 3px solid var(--accent);
  outline-offset: -3px;
}

[role="gridcell"].wrong {
  background: var(--wrong-bg);
  color: var(--wrong-ink);
  text-decoration: line-through;
}

` +
// The focused cell's row, column and box tinted over any shading (a variant's stays seen); the
// cells holding the digit in view, and that digit among the notes, also heavier and ringed, so
// that color is not the only sign; a repeated digit red and underlined (aria-invalid). A hint's
// colors win over these (:not([data-hint])).
`.grid [role="gridcell"].peer:not([data-hint]) {
  background-image: linear-gradient(var(--peer-tint), var(--peer-tint));
}

.grid [role="gridcell"].same:not([data-hint]) {
  background-color: var(--same-bg);
  font-weight: 800;
}

.grid [role="gridcell"].same:not([data-hint], .selected, :focus) {
  outline: 2px dashed var(--entry);
  outline-offset: max(-5px, calc(var(--cell) * -0.1));
}

.marks .same {
  font-weight: 800;
  color: var(--entry);
  text-decoration: underline;
}

.grid [role="gridcell"][aria-invalid="true"]:not([data-hint]) {
  background-color: var(--wrong-bg);
  color: var(--wrong-ink);
  text-decoration: underline wavy;
}

` +
// A hint's house: a hue of its own (violet), apart from the variants' blue shading, over which it
// wins (.grid for the weight of .grid .diagonal.window). data-hint holds a token per role, so a
// cell that is a cause and a removal shows both: the cause's ring and background, and the
// candidate removed struck out in it. Each role has a shape besides its color: the cause a ring,
// the placement a thick ring and its digit, a removed candidate struck out and circled.
`.grid [role="gridcell"][data-hint~="house"] { background: var(--house); }
.grid [role="gridcell"][data-hint~="removal"] { background: var(--removal); }
.grid [role="gridcell"][data-hint~="cause"] { background: var(--cause); box-shadow: inset 0 0 0 2px var(--ink); }
.grid [role="gridcell"][data-hint~="placement"] { background: var(--placement); box-shadow: inset 0 0 0 3px var(--ink); }
.marks [data-hint="digit"] { font-weight: 700; text-decoration: underline; }
.marks [data-hint="removed"] {
  color: var(--wrong-ink);
  font-weight: 700;
  text-decoration: line-through 0.12em;
  outline: 0.08em solid var(--wrong-ink);
  border-radius: 50%;
  width: 1.1em;
  height: 1.1em;
  display: grid;
  place-items: center;
}
` +
// The digit to place alone in its cell: the marks beside it read "1 8 1" where the cell's label
// says "candidates 1 8; hint: place 1" (axe-core: label-content-name-mismatch, WCAG 2.5.3).
`[data-hint~="placement"] .marks { visibility: hidden; }
.place {
  position: relative;
  color: var(--place-ink);
  font-weight: 700;
  text-decoration: underline dotted 0.08em;
}

` +
// Pencil marks that leave out the cell's answer (a hint found them): hatched and ringed besides
// the color (a badge would sit on a mark).
`[role="gridcell"].wrong-marks {
  background: repeating-linear-gradient(135deg, transparent 0 0.3rem, color-mix(in srgb, var(--wrong-ink) 30%, transparent) 0.3rem 0.45rem), var(--wrong-bg);
}
[role="gridcell"].wrong-marks:not(.selected, :focus) {
  outline: 2px dashed var(--wrong-ink);
  outline-offset: -4px;
}

.marks {
` +
  // Notes inside the cell's own box: a box x box grid that never sizes the cell.
`  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(var(--box, 3), minmax(0, 1fr));
  grid-template-rows: repeat(var(--box, 3), minmax(0, 1fr));
  font-size: calc(var(--cell) / var(--box, 3) * 0.92);
  line-height: 1;
  color: var(--ink);
  place-items: center;
}

` +
// 16x16 on a narrow board (a cell about 20 px, its notes 5 px): the focused cell's notes zoomed
// three times over its neighbours, on the page's background, so that they read (11 px); edge
// cells zoom inward, the box staying on the board.
`@container (max-width: 30rem) {
  [data-n="16"] :focus:has(.marks) {
    overflow: visible;
    z-index: 2;
  }
  [data-n="16"] :focus .marks {
    transform: scale(3);
    transform-origin: var(--x, center) var(--y, center);
    background: var(--paper);
    outline: 1px solid;
  }
  [data-n="16"] > :first-child { --y: top; }
  [data-n="16"] > :last-child { --y: bottom; }
  [data-n="16"] > * > :first-child { --x: left; }
  [data-n="16"] > * > :last-child { --x: right; }
}

` +
// A killer cage's cells: the notes inside its dashed lines; in its first cell, below the sum's
// label (sudoku-variant-view.js) and a digit lowered under it, so that none is hidden or reads
// into the sum.
`[role="gridcell"].caged .marks {
  inset: 12%;
  font-size: calc(var(--cell) / var(--box, 3) * 0.57);
}

[role="gridcell"].cage-first .marks {
  top: 34%;
}

[role="gridcell"].cage-first {
  padding-top: calc(var(--cell) * 0.22);
  font-size: calc(var(--cell) * 0.48);
}

` +
// The number pad at every width, as wide as the board: a row of buttons (two or three rows on
// 16x16 and 25x25, --pad-columns from pad.js), each digit with how many are left in its corner; a
// digit all placed is dimmed by a paler ink that still reads (contrast), a dashed border and a check.
`.pad {
  display: grid;
  grid-template-columns: repeat(var(--pad-columns, 9), minmax(0, 1fr));
  gap: 0.25rem;
  width: var(--board-width);
  margin: 0.5rem 0;
}

.pad button {
  position: relative;
  touch-action: manipulation;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0;
  font-size: 1.25rem;
}

.pad .left {
  position: absolute;
  top: 0.1rem;
  right: 0.25rem;
  font-size: 0.65rem;
}

.pad button.done {
  color: var(--done-ink);
  background: transparent;
  border-style: dashed;
}

.buttons {
  gap: 0.5rem;
}

` +
// What the game says (the solved line, the status, the hint's reason) right below the board,
// where the eye is (below the buttons it was out of view at 1280x800 and on a phone), in a box
// that keeps three lines when empty, so that the pad does not jump as messages come and go.
`.said {
  width: var(--board-width);
  min-height: 4.5em;
  margin: 0.25rem 0;
  line-height: 1.5;
}

.said p {
  margin: 0;
}

` +
// A phone's narrow line wraps a hint's sentence to four lines: four kept.
`@media (max-width: 30rem) {
  .said {
    min-height: 6em;
  }
}

button[aria-pressed="true"] {
  background: var(--accent);
  color: var(--paper);
}

@media print {
  .controls,
  .buttons,
  .pad,
  .notices,
  .status,
  .explanation {
    display: none;
  }
}

` +
// Notices keep the board in view: each takes one line (its text cut short; a tap or focus on
// the text opens it, all of it and its buttons in view, until the focus leaves the notice:
// notices.js), questions first, and past two lines they scroll.
`.notices {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  max-height: 6rem;
  overflow-y: auto;
}

.notices:not(:empty) {
  margin: 0.25rem 0;
}

` +
// A notice (a link refused, a save kept aside, a question before a game is replaced) stays until
// the player answers or dismisses it, or it no longer applies.
`.notice {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: center;
  padding: 0.25rem 0.5rem;
  border: 2px solid var(--accent);
  border-radius: 0.25rem;
}

.notice.question {
  order: -1;
}

.notice p {
  flex: 1 1 12rem;
  min-width: 0;
  margin: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
}

.notices:has(.open, .question) {
  max-height: none;
}

` +
// A question is read whole with its buttons (cut to a line, a phone showed "Your game in pr…").
`.notice.open p,
.notice.question p {
  white-space: normal;
}

` +
// A notice cut to its line says it opens: a triangle before it, turned down once it is open.
`.notice:not(.question) p::before {
  content: "▸ ";
}

.notice.open:not(.question) p::before {
  content: "▾ ";
}

.notice button {
  padding: 0.125rem 0.5rem;
  font-size: 0.875rem;
}

.notice textarea {
  flex-basis: 100%;
  min-height: 4rem;
  font: inherit;
  font-size: 0.8rem;
}

` +
// The solved game's line, right below the board: in view on a phone, and the board does not move.
`.won {
  font-weight: 600;
}

` +
// Paused, the board is hidden, not dimmed (its digits must not be readable), and keeps its place
// and size; so do the pad and the buttons but Pause, idle meanwhile, and the hint's sentence,
// which names a digit. (Pause and Statistics are below the board: beside the timer they took a
// second line at 1280 px, which pushed the board below a 1280x800 screen.)
`.is-paused .grid,
.is-paused svg.cages,
.is-paused .pad,
.is-paused .buttons > :not([name="pause"]),
.is-paused .explanation {
  visibility: hidden;
}

.paused {
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 1rem;
  text-align: center;
  border: 2px solid var(--box-line);
  background: var(--paper);
}

.paused[hidden] {
  display: none;
}

.paused button {
  font-size: 1.25rem;
  padding: 0.5rem 1.5rem;
}
`;
