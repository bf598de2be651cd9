// The proof behind generateSudoku's refusals on 4x4 (web/lib/generate.js): every classic 4x4
// puzzle with one solution is solved by singles (full house, hidden and naked single), so it rates
// SE 2.3 at most and the search solves it by forced moves alone. Exhaustive: all 288 complete
// grids, every set of givens of each (2^16); singles first, and where they stick, the solutions
// counted (up to 2). 2026-11-26: 13,579,680 puzzles solved by singles, 0 unique ones they cannot
// solve (2 min). Usage: node bench/shidoku-singles.js
const cellsOf = [];  // houses: 4 rows, 4 cols, 4 boxes
for (let r = 0; r < 4; r++) cellsOf.push([0, 1, 2, 3].map((c) => r * 4 + c));
for (let c = 0; c < 4; c++) cellsOf.push([0, 1, 2, 3].map((r) => r * 4 + c));
for (let b = 0; b < 4; b++) cellsOf.push([0, 1, 2, 3].map((k) => (Math.floor(b / 2) * 2 + Math.floor(k / 2)) * 4 + (b % 2) * 2 + (k % 2)));
const peers = Array.from({ length: 16 }, (_, i) => [...new Set(cellsOf.filter((h) => h.includes(i)).flat())].filter((j) => j !== i));
const grids = [];
const g = new Array(16).fill(0);
(function fill(i) {
  if (i === 16) { grids.push([...g]); return; }
  for (let d = 1; d <= 4; d++) if (peers[i].every((j) => g[j] !== d)) { g[i] = d; fill(i + 1); g[i] = 0; }
})(0);
function singles(p) {
  const v = [...p];
  for (;;) {
    let moved = false;
    const cand = v.map((x, i) => (x ? 0 : [1, 2, 3, 4].filter((d) => peers[i].every((j) => v[j] !== d)).reduce((m, d) => m | (1 << d), 0)));
    for (let i = 0; i < 16; i++) if (!v[i] && cand[i] && (cand[i] & (cand[i] - 1)) === 0) { v[i] = Math.log2(cand[i]); moved = true; break; }
    if (!moved) for (const h of cellsOf) { for (let d = 1; d <= 4 && !moved; d++) { if (h.some((i) => v[i] === d)) continue; const at = h.filter((i) => !v[i] && cand[i] & (1 << d)); if (at.length === 1) { v[at[0]] = d; moved = true; } } if (moved) break; }
    if (!moved) return v.every(Boolean);
  }
}
function count(p, limit = 2) {
  const v = [...p]; let n = 0;
  (function go() { const i = v.indexOf(0); if (i < 0) { n++; return; } for (let d = 1; d <= 4 && n < limit; d++) if (peers[i].every((j) => v[j] !== d)) { v[i] = d; go(); v[i] = 0; } })();
  return n;
}
let unique = 0, stuck = 0;
for (const grid of grids) for (let mask = 0; mask < 1 << 16; mask++) {
  const p = grid.map((d, i) => (mask >> i & 1 ? d : 0));
  if (singles(p)) { unique++; continue; }
  if (count(p) === 1) { stuck++; if (stuck < 3) console.log('stuck unique', p.join('')); }
}
console.log(grids.length, 'grids;', unique, 'puzzles solved by singles;', stuck, 'unique puzzles singles cannot solve');
