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
  max-width: 36rem;
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
  }
}

.board {
  position: relative;
` +
  // Not taller than the screen leaves below the controls and two lines of notices (1280x800).
`  width: min(100%, 32rem, max(18rem, 100svh - 19rem));
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
  min-width: 0;
  min-height: 0;
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
[data-hint~="placement"] .marks { opacity: 0.35; }
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
  font-size: calc(var(--cell) / var(--box, 3) * 0.75);
  line-height: 1;
  color: var(--ink);
  place-items: center;
}

` +
// A killer cage's first cell: its sum in the top left corner on a background of its own, the
// notes laid out below it.
`[role="gridcell"].cage-first .marks {
  top: 30%;
  font-size: calc(var(--cell) / var(--box, 3) * 0.6);
}

.board svg.cages text {
  paint-order: stroke;
  stroke: var(--paper);
  stroke-width: 0.06px;
}

.pad {
  display: none;
  gap: 0.25rem;
  flex-wrap: wrap;
  margin: 0.5rem 0;
}

.pad button {
  min-width: 2.5rem;
  min-height: 2.5rem;
}

@media (max-width: 40rem), (pointer: coarse) {
  .pad {
    display: flex;
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

.notices:has(.open) {
  max-height: none;
}

.notice.open p {
  white-space: normal;
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
  margin: 0.25rem 0;
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
