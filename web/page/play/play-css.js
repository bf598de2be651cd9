// Styles of <sudoku-play>, in its shadow root. Hints use colors and an outline or underline, so
// color is never the only signal.
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
export default `:host {
  --entry: #1d5fd1;
  --wrong-bg: #ffd9d6;
  --wrong-ink: #a4161a;
  --house: #e9dcfb;
  --cause: #fff1b8;
  --removal: #ffd9d6;
  --placement: #d4f4dc;
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
  }
}

.board {
  position: relative;
` +
  // Not taller than the screen leaves below the controls (two rows at 1280 px since the Size
  // picker) and two lines of notices (1280x800).
`  width: min(100%, 32rem, max(18rem, 100svh - 20.75rem));
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
// wins (.grid for the weight of .grid .diagonal.window).
`.grid [role="gridcell"][data-hint="house"] { background: var(--house); }
[role="gridcell"][data-hint="cause"] { background: var(--cause); box-shadow: inset 0 0 0 2px var(--ink); }
[role="gridcell"][data-hint="removal"] { background: var(--removal); text-decoration: underline wavy; }
[role="gridcell"][data-hint="placement"] { background: var(--placement); box-shadow: inset 0 0 0 3px var(--ink); }

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
`;
