#!/usr/bin/env node
// Sets the logic solver's steps beside Sukaku Explainer's, puzzle by puzzle, and says where they
// part. Both files in serate's shape: a puzzle's steps ("7.1, Forcing Chain: ..."), then its line
// "ED=ER/EP/ED ..." (serate --after='%r, %s' --format='ED=%r/%p/%d', dlx_rate --steps).
//   node tools/se-diff.js SERATE_FILE OURS_FILE [PUZZLES_FILE]
// Prints each puzzle whose ER, EP or ED differ, with the first step whose value differs, and the
// share of each that agree.
import { readFileSync } from 'node:fs';

function puzzlesOf(file) {
  const out = [];
  let steps = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('ED=')) {
      const [er, ep, ed] = line.slice(3).split(/\s/)[0].split('/').map(Number);
      out.push({ er, ep, ed, steps });
      steps = [];
    } else if (line.trim()) steps.push(line.trim());
  }
  return out;
}

const [seFile, oursFile, puzzlesFile] = process.argv.slice(2);
if (!seFile || !oursFile) {
  console.error('usage: node tools/se-diff.js SERATE_FILE OURS_FILE [PUZZLES_FILE]');
  process.exit(2);
}
const se = puzzlesOf(seFile);
const ours = puzzlesOf(oursFile);
const puzzles = puzzlesFile ? readFileSync(puzzlesFile, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')) : [];
const n = Math.min(se.length, ours.length);
const agree = { er: 0, ep: 0, ed: 0 };
for (let i = 0; i < n; i += 1) {
  const a = se[i];
  const b = ours[i];
  for (const k of ['er', 'ep', 'ed']) if (Math.abs(a[k] - b[k]) < 0.05) agree[k] += 1;
  if (Math.abs(a.er - b.er) < 0.05 && Math.abs(a.ep - b.ep) < 0.05 && Math.abs(a.ed - b.ed) < 0.05) continue;
  let k = 0;
  const value = (s) => Number(s.split(',')[0]);
  while (k < a.steps.length && k < b.steps.length && Math.abs(value(a.steps[k]) - value(b.steps[k])) < 0.05) k += 1;
  console.log(`#${i + 1} ${puzzles[i]?.split(/\s/)[0] ?? ''} SE ${a.er}/${a.ep}/${a.ed} ours ${b.er}/${b.ep}/${b.ed}; step ${k + 1}:`);
  console.log(`   SE:   ${a.steps[k] ?? '(end)'}`);
  console.log(`   ours: ${b.steps[k] ?? '(end)'}`);
}
const pct = (x) => `${x}/${n} (${((100 * x) / Math.max(n, 1)).toFixed(1)}%)`;
console.log(`ER exact ${pct(agree.er)}, EP exact ${pct(agree.ep)}, ED exact ${pct(agree.ed)}`);
