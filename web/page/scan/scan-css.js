// Styles of the scan panel (scan-panel.js), with the controls' (controls-css.js) in its shadow
// root; loaded with the panel at the first press of Scan. A cell to check is framed (dashed; a
// corrected one has its corner cut too), never marked by color alone. The photo and the grid side
// by side where there is room, one above the other on a phone. The caption's dot is drawn as
// outline.js draws the corner's: yellow ringed in black.
// CSS in a module, not a .css file (shadow.js says why).
import { gridInputCss } from '../grid-cells.js';
export default `:host {
  --check-bg: #fff1b8;
  --clash-bg: #ffd9d6;
  --clash-ink: #a4161a;
}

@media (prefers-color-scheme: dark) {
  :host {
    --check-bg: #4a3f12;
    --clash-bg: #5a1d1d;
    --clash-ink: #ffb4ab;
  }
}

dialog.scan {
  box-sizing: border-box;
  width: min(60rem, calc(100vw - 1rem));
  max-height: calc(100dvh - 1rem);
  padding: 0.75rem 1rem 1rem;
  color: var(--ink);
  background: var(--paper);
  border: 2px solid var(--accent);
  border-radius: 0.25rem;
}

dialog.scan::backdrop {
  background: rgb(0 0 0 / 0.5);
}

dialog.scan.dropping {
  outline: 4px dashed var(--accent);
  outline-offset: -10px;
}

.top {
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
}

h2 {
  margin: 0;
  font-size: 1.25rem;
}

p {
  margin: 0.5rem 0;
}

.message {
  min-height: 1.5em;
  font-weight: 600;
}

.message progress {
  vertical-align: middle;
  width: 4rem;
  margin-right: 0.5rem;
}

.result {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 0.5rem 1.25rem;
  align-items: start;
}

.result.failed .reading {
  display: none;
}

figure.picture {
  margin: 0;
}

figcaption {
  margin-top: 0.35rem;
  font-size: 0.9rem;
  text-align: center;
}

figcaption .dot {
  display: inline-block;
  width: 0.7em;
  height: 0.7em;
  vertical-align: baseline;
  border-radius: 50%;
  background: #ffd21f;
  border: 2px solid rgb(0 0 0 / 0.75);
}

canvas.photo {
  display: block;
  max-width: 100%;
  max-height: 45vh;
  margin: 0 auto;
  border: 1px solid var(--line);
}

.reading {
  container-type: inline-size;
}

@media (min-width: 44rem) {
  canvas.photo {
    max-height: 70vh;
  }
}

.grid {
  display: grid;
  grid-template-columns: repeat(var(--n), 1fr);
  grid-auto-rows: minmax(0, 1fr);
  box-sizing: border-box;
  width: 100%;
  aspect-ratio: 1;
  border: 2px solid var(--box-line);
  background: var(--paper);
}

${gridInputCss('var(--ink)')}

.grid input.box-right {
  border-right: 2px solid var(--box-line);
}

.grid input.box-bottom {
  border-bottom: 2px solid var(--box-line);
}

.grid input:focus {
  background: var(--muted);
  outline: 2px solid var(--accent);
  outline-offset: -2px;
}

[data-check],
.grid input[data-check] {
  background-color: var(--check-bg);
  outline: 2px dashed var(--ink);
  outline-offset: -5px;
}

[data-check="corrected"],
.grid input[data-check="corrected"] {
  background-image: linear-gradient(225deg, var(--ink) 0 22%, transparent 22%);
}

.grid input.clash {
  background-color: var(--clash-bg);
  color: var(--clash-ink);
  text-decoration: underline wavy;
}

.key {
  display: inline-block;
  width: 1.3em;
  height: 1.3em;
  vertical-align: middle;
  outline-offset: -4px;
  border: 1px solid var(--line);
}

.legend,
.verdict {
  font-size: 0.95rem;
}

button[name="solve"] {
  background: var(--accent);
  color: var(--paper);
  border-color: var(--accent);
}

a.play {
  font: inherit;
  color: var(--ink);
  background: var(--muted);
  border: 1px solid var(--line);
  border-radius: 0.35rem;
  padding: 0.35rem 0.7rem;
  text-decoration: none;
}

kbd {
  font: inherit;
  font-size: 0.9em;
  padding: 0 0.25rem;
  border: 1px solid var(--line);
  border-radius: 0.2rem;
}
`;
