// Styles of <sudoku-solver>, loaded into its shadow root (nothing leaks into the host page). A
// digit keeps 4.5:1 on every background a cell takes (the variants' shading), in both schemes.
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
export default `:host {
  --given: #1b1f24;
  --solved: #1a55bf;
  --clash-bg: #ffd9d6;
  --clash-ink: #a4161a;
  max-width: 40rem;
}

@media (prefers-color-scheme: dark) {
  :host {
    --given: #f2f4f7;
    --solved: #7fb0ff;
    --clash-bg: #5a1d1d;
    --clash-ink: #ffb4ab;
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

.grid input {
  min-width: 0;
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0;
  border-right: 1px solid var(--line);
  border-bottom: 1px solid var(--line);
  border-radius: 0;
  text-align: center;
  font: inherit;
  font-size: calc(100cqi / var(--n) * 0.55);
  font-weight: 600;
  color: var(--given);
  background: transparent;
  caret-color: transparent;
}

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
`;
