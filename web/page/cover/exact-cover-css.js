// Styles of <exact-cover-solver> and <algorithm-x-stepper>, loaded into their shadow roots. The
// pieces' colors keep 4.5:1 under their letters (--ink) in both schemes.
// CSS in a module, not a .css file (shadow.js says why); its comments are outside the
// strings, so that a minifier drops them.
export default `:host {
  --chosen: #fff0b3;
  --faded: 0.3;
  --g0: #f4a3a3; --g1: #f6c58f; --g2: #f1e48b; --g3: #b9e49a; --g4: #8fd8c4; --g5: #93c8f2;
  --g6: #b3a8f0; --g7: #e5a6e0; --g8: #d9c3a5; --g9: #a9d9e9; --g10: #d0e6a5; --g11: #f0b8c8;
}

@media (prefers-color-scheme: dark) {
  :host {
    --line: #6b7480;
    --chosen: #4d4214;
    --faded: 0.35;
    --g0: #8a3b3b; --g1: #8a5a2a; --g2: #706722; --g3: #46712f; --g4: #2e7162; --g5: #2f5f87;
    --g6: #54498a; --g7: #7d3f78; --g8: #6e5a3e; --g9: #356f80; --g10: #596d32; --g11: #84485a;
  }
}

label.text {
  display: flex;
  flex-direction: column;
  align-items: stretch;
  margin: 0.5rem 0;
}

input:not([type=checkbox]):not([type=range]) {
  font: inherit;
  color: var(--ink);
  border: 1px solid var(--line);
  border-radius: 0.35rem;
}

textarea {
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.9rem;
  background: var(--paper);
}

.status,
.say {
  min-height: 1.5em;
}

` +
// The grid editor.
`.grid-wrap {
  overflow: auto;
  max-height: 28rem;
}

table.matrix {
  border-collapse: collapse;
  font-size: 0.85rem;
}

table.matrix th,
table.matrix td {
  border: 1px solid var(--line);
  padding: 0;
  text-align: center;
}

table.matrix thead th {
  padding: 0.15rem;
  vertical-align: top;
}

table.matrix thead input:not([type=checkbox]) {
  width: 3.2rem;
  padding: 0.1rem 0.2rem;
  text-align: center;
  background: var(--paper);
}

table.matrix thead label {
  font-size: 0.75rem;
  gap: 0.1rem;
}

table.matrix tbody th {
  padding: 0 0.3rem;
  white-space: nowrap;
}

.secondary {
  background: var(--muted);
}

button.remove {
  padding: 0 0.35rem;
  margin-left: 0.2rem;
  font-size: 0.8rem;
  line-height: 1.2;
}

button.cell {
  width: 2rem;
  height: 1.8rem;
  border: 0;
  border-radius: 0;
  background: transparent;
  font-weight: 600;
}

button.cell[aria-pressed=true] {
  background: var(--accent);
  color: var(--paper);
}

tr.chosen th,
tr.chosen td {
  background: var(--chosen);
}

` +
// A solution.
`.views {
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: flex-start;
}

ol.options {
  padding-left: 4.5em;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  margin: 0;
  max-height: 20rem;
  overflow: auto;
}

.board {
  display: grid;
  grid-template-columns: repeat(var(--columns), 1.8rem);
  grid-auto-rows: 1.8rem;
  border: 2px solid var(--ink);
  width: max-content;
}

.square {
  display: grid;
  place-items: center;
  font-weight: 600;
  border: 1px solid transparent;
}

.square.dark { background: var(--muted); }
.square.edge-top { border-top-color: var(--ink); }
.square.edge-left { border-left-color: var(--ink); }
.square.edge-bottom { border-bottom-color: var(--ink); }
.square.edge-right { border-right-color: var(--ink); }
.g0 { background: var(--g0); } .g1 { background: var(--g1); } .g2 { background: var(--g2); }
.g3 { background: var(--g3); } .g4 { background: var(--g4); } .g5 { background: var(--g5); }
.g6 { background: var(--g6); } .g7 { background: var(--g7); } .g8 { background: var(--g8); }
.g9 { background: var(--g9); } .g10 { background: var(--g10); } .g11 { background: var(--g11); }

` +
// The step-through.
`.drawing {
  flex: 2 1 20rem;
  overflow: auto;
  max-width: 100%;
}

svg.links {
  width: min(calc(var(--width) * 1.6), 100%);
  height: auto;
}

svg text {
  fill: var(--ink);
  font-size: 13px;
  text-anchor: middle;
}

svg .header rect {
  fill: var(--muted);
  stroke: var(--ink);
  transition: opacity 350ms;
}

svg .header.secondary rect {
  stroke-dasharray: 3 3;
}

svg .header.out,
svg .node.out {
  opacity: var(--faded);
}

svg .header.focus rect,
svg .node.focus {
  stroke: #e0531f;
  stroke-width: 3;
}

svg .node {
  fill: var(--paper);
  stroke: var(--ink);
  stroke-width: 1.5;
  transition: opacity 350ms;
}

svg .node.path {
  fill: var(--accent);
}

svg .row-label {
  fill: var(--ink);
  opacity: 0.7;
}

svg .link {
  stroke: var(--line);
  stroke-width: 2;
  transition: opacity 350ms;
}

svg .link.header-link,
svg .link.down {
  stroke: var(--accent);
}

svg .link.new,
svg .link.gone {
  opacity: 0;
}

@media (prefers-reduced-motion: reduce) {
  svg .link,
  svg .node,
  svg .header rect {
    transition: none;
  }
}

.tree-box {
  position: relative;
  flex: 1 1 14rem;
  max-height: 30rem;
  overflow: auto;
  font-size: 0.85rem;
}

.tree-box h3 {
  margin: 0 0 0.3rem;
  font-size: 1rem;
}

ul.tree,
ul.tree ul {
  list-style: none;
  margin: 0;
  padding-left: 1rem;
  border-left: 1px solid var(--line);
}

ul.tree {
  padding-left: 0.3rem;
}

.tree .choose { font-weight: 600; }
.tree .solution { color: #1c7c3a; font-weight: 600; }
.tree .dead-end { color: #a4161a; }
.tree [aria-current] {
  background: var(--chosen);
  outline: 1px solid var(--accent);
}

@media (prefers-color-scheme: dark) {
  .tree .solution { color: #7ee29a; }
  .tree .dead-end { color: #ffb4ab; }
}

.drawing:focus-visible {
  outline-offset: 3px;
}
`;
