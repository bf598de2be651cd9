// What the elements' shadow roots share: the palette (each element adds its own colors), the
// form controls, and a Sudoku variant's drawing (sudoku-variant-view.js). Each element paints its
// own paper under its ink, so that it reads on any page in either scheme; a page themes it by
// setting the palette's properties on it (docs/api.md, "Theming the elements"). The paper is the
// system's Canvas in the scheme the system prefers (color-scheme on the host): the background a
// page has unless it sets one, so that on such a page the element is no box of its own.
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
export default `:host {
  color-scheme: light dark;
  --ink: #1b1f24;
  --paper: Canvas;
  --line: #8a94a3;
  --accent: #1d5fd1;
  --box-line: #1b1f24;
  --shade: #e4ecfb;
  --shade-both: #cfdcf6;
  --muted: #e9edf2;
  display: block;
  color: var(--ink);
  background: var(--paper);
  font-family: system-ui, -apple-system, "Segoe UI", sans-serif;
}

@media (prefers-color-scheme: dark) {
  :host {
    --ink: #e6e9ee;
    --line: #59616d;
    --accent: #7fb0ff;
    --box-line: #c9ced6;
    --shade: #1f2a3d;
    --shade-both: #2a3a56;
    --muted: #262b33;
  }
}

.controls,
.buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin: 0.5rem 0;
}

label {
  display: inline-flex;
  gap: 0.4rem;
  align-items: center;
  max-width: 100%;
}

select,
button,
textarea {
  font: inherit;
  color: var(--ink);
  background: var(--muted);
  border: 1px solid var(--line);
  border-radius: 0.35rem;
  padding: 0.35rem 0.7rem;
}

select {
  min-width: 0;
  max-width: 100%;
}

button:not(:disabled) {
  cursor: pointer;
}

button:disabled {
  opacity: 0.45;
}

:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 1px;
}

.rating {
  white-space: nowrap;
}

[hidden] {
  display: none !important;
}

` +
// Killer cages: dashed outlines inside their cells, the sum in a corner (sudoku-variant-view.js).
`svg.cages {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
}

svg.cages line {
  stroke: var(--ink);
  stroke-width: 0.025;
  stroke-dasharray: 0.07 0.05;
}

svg.cages rect {
  fill: var(--paper);
}

svg.cages text {
  fill: var(--ink);
  font-size: 0.2px;
  font-weight: 600;
}

` +
// X diagonals and windoku windows shaded (sudoku-variant-view.js sets the classes).
`.grid .diagonal,
.grid .window {
  background: var(--shade);
}

.grid .diagonal.window {
  background: var(--shade-both);
}
`;
