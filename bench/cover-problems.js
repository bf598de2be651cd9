// Exact-cover problems for the benchmarks against Knuth's programs, written in his text format,
// from a seed, so that a run can be repeated and a code change cannot be tuned to one file.
//   wordSquares({ words, letters, size, seed }): every size×size square whose rows and columns are
//     words of a random list (rows and columns primary, cells secondary colored by their letter)
//   dominoes(rows, columns): every domino tiling of a board (items the cells, options the dominoes)
// Options are listed in a random order (from the seed) where a problem has one.

// A small deterministic generator (mulberry32), so that the files are the same on every machine.
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(list, next) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function wordSquares({ words = 300, letters = 8, size = 4, seed = 1 } = {}) {
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
  return `| ${size}x${size} word squares from ${words} random words over ${letters} letters, seed ${seed}\n${lines[0]}\n${shuffled(options, next).join('\n')}\n`;
}

export function dominoes(rows = 8, columns = rows, seed = 1) {
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
  return `| domino tilings of ${rows}x${columns}, seed ${seed}\n${shuffled(items, random(seed)).join(' ')}\n${shuffled(options, random(seed + 1)).join('\n')}\n`;
}
