// Exact-cover problems for the benchmarks against Knuth's programs, written in his text format,
// from a seed, so that a run can be repeated and a code change cannot be tuned to one file.
//   wordSquares({ words, letters, size, seed }): every size×size square whose rows and columns are
//     words of a random list (rows and columns primary, cells secondary colored by their letter)
//   dominoes(rows, columns): every domino tiling of a board (items the cells, options the dominoes)
//   shuffledText(text, seed): Knuth's text with its primary items, its secondary items and its
//     options each in a random order, so that no run depends on the order a generator chose
import { seededRandom as random, shuffled } from '../tests/support/fixtures.js';

export function wordSquares({ words = 300, letters = 8, size = 4, seed = 1 } = {}) {
  if (words > letters ** size) throw new RangeError(`${words} words of ${size} letters over ${letters} letters do not exist`);
  const next = random(seed);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz'.slice(0, letters);
  const list = new Set();
  while (list.size < words) {
    let word = '';
    for (let k = 0; k < size; k++) word += alphabet[Math.floor(next() * letters)];
    list.add(word);
  }
  const cell = (r, c) => `${r}${c}`;
  const lines = [];
  const primary = [];
  for (let i = 0; i < size; i++) primary.push(`r${i}`, `c${i}`);
  const secondary = [];
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) secondary.push(cell(r, c));
  lines.push(`${primary.join(' ')} | ${secondary.join(' ')}`);
  const options = [];
  for (const word of list) {
    for (let i = 0; i < size; i++) {
      options.push([`r${i}`, ...[...word].map((ch, k) => `${cell(i, k)}:${ch}`)].join(' '));
      options.push([`c${i}`, ...[...word].map((ch, k) => `${cell(k, i)}:${ch}`)].join(' '));
    }
  }
  return `| ${size}x${size} word squares from ${words} random words over ${letters} letters, seed ${seed}\n${lines[0]}\n${options.join('\n')}\n`;
}

export function dominoes(rows = 8, columns = rows) {
  const cell = (r, c) => `${r}_${c}`;
  const items = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) items.push(cell(r, c));
  const options = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns) options.push(`${cell(r, c)} ${cell(r, c + 1)}`);
      if (r + 1 < rows) options.push(`${cell(r, c)} ${cell(r + 1, c)}`);
    }
  }
  return `| domino tilings of ${rows}x${columns}\n${items.join(' ')}\n${options.join('\n')}\n`;
}

export function shuffledText(text, seed) {
  const next = random(seed);
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('|'));
  const [primary, secondary = ''] = lines[0].split(/\s\|\s/);
  const words = (part) => part.split(/\s+/).filter(Boolean);
  const head = shuffled(words(primary), next).join(' ') + (secondary ? ` | ${shuffled(words(secondary), next).join(' ')}` : '');
  return `${head}\n${shuffled(lines.slice(1), next).join('\n')}\n`;
}
