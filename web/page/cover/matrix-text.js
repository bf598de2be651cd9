// A 0/1 matrix with named items, as the grid editor holds it, written in Knuth's format (the
// module reads it back and says what is wrong with it: docs/formats.md, "Exact cover as text").
//   { names: ['A', 'B', 'x'], primary: 2, rows: [[0, 2], [1], []] }   (items 0-based, sorted)
// An option with no item is not written (Knuth's format has no empty option): `rowOf` maps each
// option of the text to its row of the matrix.
export function matrixText({ names, primary, rows }) {
  const head = primary < names.length ? `${names.slice(0, primary).join(' ')} | ${names.slice(primary).join(' ')}` : names.join(' ');
  const lines = [head];
  const rowOf = [];
  rows.forEach((items, row) => {
    if (items.length === 0) return;
    lines.push(items.map((item) => names[item]).join(' '));
    rowOf.push(row);
  });
  return { text: `${lines.join('\n')}\n`, rowOf };
}

/** The matrix a trace (traceExactCover()) read, with its items named (a 0/1 matrix's by number). */
export function matrixOf({ columns, primary, rows, items }) {
  return { names: items ?? Array.from({ length: columns }, (_, i) => `c${i + 1}`), primary, rows: rows.map((row) => [...row].sort((a, b) => a - b)) };
}
