// Styles of <sudoku-play>'s Statistics dialog (stats-view.js), adopted into the element's shadow
// root when the dialog is first opened, so that a first visit does not load them (play-css.js
// says why the CSS is a module). A browser without adoptedStyleSheets shows the dialog unstyled.
// A column a level, narrow enough for a phone.
export default `dialog.stats {
  box-sizing: border-box;
  max-width: min(34rem, calc(100vw - 1rem));
  padding: 1rem;
  color: var(--ink);
  background: var(--paper);
  border: 2px solid var(--accent);
  border-radius: 0.25rem;
}

dialog.stats::backdrop {
  background: rgb(0 0 0 / 0.5);
}

dialog.stats h2 {
  margin: 0 0 0.25rem;
  font-size: 1.25rem;
}

dialog.stats p {
  margin: 0.25rem 0 0.75rem;
}

dialog.stats .table {
  overflow-x: auto;
}

dialog.stats table {
  border-collapse: collapse;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
}

dialog.stats th,
dialog.stats td {
  padding: 0.25rem 0.4rem;
  border-bottom: 1px solid var(--line);
  text-align: right;
}

dialog.stats th[scope="row"] {
  text-align: left;
  white-space: nowrap;
}

@media (max-width: 30rem) {
  dialog.stats {
    padding: 0.75rem 0.375rem;
  }

  dialog.stats table {
    font-size: 0.75rem;
  }

  dialog.stats th,
  dialog.stats td {
    padding: 0.25rem 0.125rem;
  }
}

` +
// The level of the game on the board: bold, not by its shade alone.
`dialog.stats .current {
  font-weight: 700;
  background: var(--cause);
}


dialog.stats .stats-note {
  font-size: 0.8rem;
  margin-top: 0.75rem;
}
`;
