// Styles of <sudoku-solver>, loaded into its shadow root (nothing leaks into the host page). A
// digit keeps 4.5:1 on every background a cell takes (the variants' shading), in both schemes.
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
import { gridInputCss } from './grid-cells.js';
export default `:host {
  --given: #1b1f24;
  --solved: #1a55bf;
  --clash-bg: #ffd9d6;
  --clash-ink: #a4161a;
  --house: #e9dcfb;
  --cause: #fff1b8;
  --removal: #ffd9d6;
  --placement: #d4f4dc;
  max-width: 40rem;
}

@media (prefers-color-scheme: dark) {
  :host {
    --given: #f2f4f7;
    --solved: #7fb0ff;
    --clash-bg: #5a1d1d;
    --clash-ink: #ffb4ab;
    --house: #3b2a5a;
    --cause: #4a3f12;
    --removal: #5a1d1d;
    --placement: #173d22;
  }
}

button[name="solve"] {
  background: var(--accent);
  color: var(--paper);
  border-color: var(--accent);
}

.board {
  position: relative;
  width: 100%;
  max-width: 40rem;
  container-type: inline-size;
}

.grid {
  display: grid;
  grid-template-columns: repeat(var(--n), 1fr);
` +
  // Equal rows whatever a cell holds (a cage's first cell has its digit lowered under the sum).
`  grid-auto-rows: minmax(0, 1fr);
  box-sizing: border-box;
  width: 100%;
  aspect-ratio: 1;
  border: 2px solid var(--box-line);
  background: var(--paper);
}

.board svg.cages {
  inset: 2px;
  width: calc(100% - 4px);
  height: calc(100% - 4px);
}

${gridInputCss('var(--given)')}

.grid input:focus {
  background: var(--muted);
  outline: 2px solid var(--accent);
  outline-offset: -2px;
}

.grid input.box-right {
  border-right: 2px solid var(--box-line);
}

.grid input.box-bottom {
  border-bottom: 2px solid var(--box-line);
}

` +
// A killer cage's first cell: its digit lowered and a little smaller, under the sum's label
// (sudoku-variant-view.js), so that a sum never reads into it ("16" beside a 5 read "165").
`.grid input.cage-first {
  padding-top: calc(100cqi / var(--n) * 0.24);
  font-size: calc(100cqi / var(--n) * 0.46);
}

.grid input.solved {
  color: var(--solved);
  font-weight: 400;
  font-style: italic;
}

.grid input.clash {
  background: var(--clash-bg);
  color: var(--clash-ink);
  text-decoration: underline wavy;
}

.status {
  min-height: 1.5em;
  margin: 0.5rem 0;
}

.paste textarea {
  display: block;
  width: min(94vw, 40rem);
  box-sizing: border-box;
  font-family: ui-monospace, monospace;
  margin: 0.4rem 0;
}

.paste summary {
  cursor: pointer;
}

.paste label {
  display: flex;
  flex-direction: column;
  align-items: stretch;
  margin: 0.4rem 0;
}
` +
// A step of the logic solver on the grid: play mode's colors (play-css.js), each with an outline
// of its own (a removal's dashed), so that color is never the only sign.
`
.grid input[data-hint="house"] { background: var(--house); }
.grid input[data-hint="cause"] { background: var(--cause); box-shadow: inset 0 0 0 2px var(--ink); }
.grid input[data-hint="removal"] { background: var(--removal); outline: 2px dashed var(--clash-ink); outline-offset: -4px; }
.grid input[data-hint="placement"] { background: var(--placement); box-shadow: inset 0 0 0 3px var(--ink); }
.grid input::placeholder { color: var(--solved); opacity: 1; font-weight: 400; }
.grid input[data-hint="removal"]::placeholder { color: var(--clash-ink); font-weight: 700; font-size: 0.7em; text-decoration: line-through 0.12em; }

a,
::slotted(a) {
  color: var(--accent);
}

::slotted(button) {
  font: inherit;
  color: var(--ink);
  background: var(--muted);
  border: 1px solid var(--line);
  border-radius: 0.35rem;
  padding: 0.35rem 0.7rem;
  cursor: pointer;
}

.logic .title {
  margin: 0.5rem 0 0;
  font-weight: 600;
}

.logic ol {
  margin: 0.4rem 0;
  padding-left: 2rem;
}

.logic li {
  margin: 0.3rem 0;
}

.logic .technique {
  font-weight: 600;
}

.logic .se {
  font-weight: 400;
  font-size: 0.9em;
}

.logic .sentence {
  display: block;
  overflow-wrap: anywhere;
}

button.back {
  margin-top: 0.4rem;
}

.logic button.show {
  padding: 0 0.5rem;
  font-size: 0.875rem;
}

.logic button.show[aria-pressed="true"] {
  background: var(--accent);
  color: var(--paper);
}
`;
