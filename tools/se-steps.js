#!/usr/bin/env node
// Sets the logic solver's path beside Sukaku Explainer's step by step, not only by value: each
// step's value, technique, the cells and digits it rests on and the kinds of its houses, up to
// SE's first step above a value (4.0 unless told). se-diff.js compares ratings; this, the paths.
//   node tools/se-steps.js SERATE_FILE OURS_FILE [PUZZLES_FILE] [--above 4.0] [--quiet]
// SERATE_FILE: serate --after='%r, %s' --format='ED=%r/%p/%d'; OURS_FILE: dlx_rate --steps --cells.
// A puzzle agrees when every step before SE's first step above the bound is ours too, and our next
// step is also above it (or both paths end there). SE's sentences of harder techniques name no
// cells in a shape read here: those compare by value and name only.
import { readFileSync } from 'node:fs';

// SE's technique names, and ours for the same steps (a full house is SE's hidden single at 1.0).
const NAMES = {
  'Hidden Single': ['hidden-single', 'full-house'],
  'Naked Single': ['naked-single'],
  'Direct Pointing': ['direct-pointing'],
  'Direct Claiming': ['direct-claiming'],
  'Direct Hidden Pair': ['direct-hidden-pair'],
  'Direct Hidden Triplet': ['direct-hidden-triple'],
  Pointing: ['pointing'],
  Claiming: ['claiming'],
  'Naked Pair': ['naked-pair'],
  'Naked Triplet': ['naked-triple'],
  'Naked Quad': ['naked-quad'],
  'X-Wing': ['x-wing'],
  Swordfish: ['swordfish'],
  Jellyfish: ['jellyfish'],
  'Hidden Pair': ['hidden-pair'],
  'Hidden Triplet': ['hidden-triple'],
  'Hidden Quad': ['hidden-quad'],
};

const sortedList = (text) => (text ? text.split(',').map((s) => s.trim()).filter(Boolean).sort().join(',') : '');
// House kinds in order of first mention, SE's words as ours ("block" is our "box").
const kindsOf = (words) => {
  const out = [];
  for (const w of words) {
    const k = w.replace(/s$/, '').replace('block', 'box');
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
};

// SE: "1.2, Hidden Single: r1c1: 7 in block", "2.6, Pointing: Cells r1c4,r2c4: 5 in block and column".
function seStep(line) {
  const m = /^(\d+\.\d), ([^:]+): (.*)$/.exec(line);
  if (!m) return { value: Number(line.split(',')[0]), name: line, text: line };
  const [, value, name, rest] = m;
  const step = { value: Number(value), name, text: line };
  const cells = /^Cells ([^:]+): ([\d,]+) (.*)$/.exec(rest);
  const single = /^(r\d+c\d+): (\d+)(.*)$/.exec(rest);
  if (cells) Object.assign(step, { cells: sortedList(cells[1]), digits: sortedList(cells[2]), kinds: kindsOf(cells[3].match(/block|row|column/g) ?? []) });
  else if (single) Object.assign(step, { cells: single[1], digits: single[2], kinds: kindsOf(single[3].match(/block|row|column/g) ?? []) });
  return step;
}

// Ours: "2.6, pointing: r5c4<>5 {cells=r1c4,r2c4 digits=5 houses=box,column}".
function ourStep(line) {
  const m = /^(\d+\.\d), ([\w-]+): .*?(?: \{cells=(\S*) digits=(\S*) houses=(\S*)\})?$/.exec(line);
  if (!m) return { value: Number(line.split(',')[0]), name: line, text: line };
  const [, value, name, cells, digits, houses] = m;
  return { value: Number(value), name, text: line, cells: sortedList(cells), digits: sortedList(digits), kinds: kindsOf((houses ?? '').split(',').filter(Boolean)) };
}

function same(a, b) {
  if (Math.abs(a.value - b.value) > 0.05) return false;
  const ours = NAMES[a.name];
  if (!ours) return true;  // a harder technique: its value only
  if (!ours.includes(b.name)) return false;
  if (a.cells !== b.cells || a.digits !== b.digits) return false;
  return a.kinds.every((k, i) => b.kinds[i] === k);
}

function puzzlesOf(file, parse) {
  const out = [];
  let steps = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('ED=')) {
      out.push(steps);
      steps = [];
    } else if (line.trim()) steps.push(parse(line.trim()));
  }
  return out;
}

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const aboveAt = args.indexOf('--above');
const above = aboveAt >= 0 ? Number(args[aboveAt + 1]) : 4.0;
const files = args.filter((a, i) => !a.startsWith('--') && (aboveAt < 0 || i !== aboveAt + 1));
const [seFile, oursFile, puzzlesFile] = files;
if (!seFile || !oursFile) {
  console.error('usage: node tools/se-steps.js SERATE_FILE OURS_FILE [PUZZLES_FILE] [--above 4.0] [--quiet]');
  process.exit(2);
}
const se = puzzlesOf(seFile, seStep);
const ours = puzzlesOf(oursFile, ourStep);
const puzzles = puzzlesFile ? readFileSync(puzzlesFile, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')) : [];
const n = Math.min(se.length, ours.length);
let agree = 0;
let stepsAgreed = 0;
let stepsCompared = 0;
for (let i = 0; i < n; i += 1) {
  const a = se[i];
  const b = ours[i];
  let end = a.findIndex((s) => s.value > above + 0.05);
  if (end < 0) end = a.length;
  let k = 0;
  while (k < end && k < b.length && same(a[k], b[k])) k += 1;
  stepsAgreed += k;
  stepsCompared += end;
  const tail = end === a.length ? b.length === end : k < b.length && b[k].value > above + 0.05;
  if (k === end && tail) {
    agree += 1;
    continue;
  }
  if (quiet) continue;
  console.log(`#${i + 1} ${puzzles[i]?.split(/\s/)[0] ?? ''}: step ${k + 1} of ${end}`);
  console.log(`   SE:   ${a[k]?.text ?? '(end)'}`);
  console.log(`   ours: ${b[k]?.text ?? '(end)'}`);
}
const pct = (x, of) => `${x}/${of} (${((100 * x) / Math.max(of, 1)).toFixed(1)}%)`;
console.log(`paths agree up to SE's first step above ${above.toFixed(1)}: ${pct(agree, n)} puzzles; steps agreed before the first difference: ${pct(stepsAgreed, stepsCompared)}`);
