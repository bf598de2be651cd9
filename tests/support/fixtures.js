// Puzzle fixtures copied from the shared benchmark sets (see tests/fixtures/README.md), published
// variant puzzles with their solutions, and a seeded random generator and shuffle for property
// tests and benchmarks.
import { readFileSync } from 'node:fs';
import { SUDOKU_SYMBOLS } from '../../web/lib/symbols.js';

// A file of tests/fixtures/cli/, where the CLI's tests read it too.
const cliFixture = (name) => readFileSync(new URL(`../fixtures/cli/${name}`, import.meta.url), 'utf8');

// Janko, Chaos-Sudoku 108 (https://www.janko.at/Raetsel/Sudoku/Chaos/108.a.htm).
export const JIGSAW = {
  puzzle: '8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.',
  regions: cliFixture('jigsaw-janko-108.regions'),
  solution: '845279361359162784281395476467918235574623918136754829928536147792481653613847592',
};
// UK Puzzle Association, killer sudoku (ukpuzzles.org, file 247): cages only.
export const KILLER = {
  cages: cliFixture('killer-ukpa-247.cages'),
  solution: '632798154478165392195324786724639815813452679569817243346571928981243567257986431',
};

// UK Puzzle Association (ukpuzzles.org, file 247), diagonal Sudoku: X.
export const X_UKPA = {
  puzzle: '.....38......47...6...2....89........23...78........36....3...4...16......78.....',
  solution: '259613847381947265674528913896371452123456789745289136518732694932164578467895321',
};
// The Hypersudoku (windoku) example of Wikipedia's Sudoku article (Peter Ritmeester, NRC
// Handelsblad), as open-source solvers transcribe it with its solution.
export const WINDOKU = {
  puzzle: '.......1...2....34....51........65...7.3...8...3..........8....58....9..69.......',
  solution: '946832715152697834738451296819726543475319682263548179327985461584163927691274358',
};

export function puzzles(name) {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  return text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

// A seeded generator (mulberry32), so a failing random case can be replayed.
export function seededRandom(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// `items` in a random order drawn from `random` (Fisher-Yates).
export function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A random symmetry of a puzzle of any size in the default alphabet (blanks written '.'): digits
 * relabelled, bands and the rows within them permuted, stacks and the columns within them
 * permuted, and a transpose half the time. The same puzzle to a solver that knows the rules, a new
 * one to a solver tuned on the published copy.
 */
export function disguised(puzzle, random) {
  const size = Math.round(Math.sqrt(puzzle.length));
  const box = Math.round(Math.sqrt(size));
  const order = (n) => shuffled([...Array(n).keys()], random);
  const lines = () => order(box).flatMap((band) => order(box).map((k) => band * box + k));
  const rows = lines();
  const cols = lines();
  const digits = shuffled([...SUDOKU_SYMBOLS.slice(0, size)], random);
  const transpose = random() < 0.5;
  let out = '';
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      const [sr, sc] = transpose ? [cols[c], rows[r]] : [rows[r], cols[c]];
      const value = SUDOKU_SYMBOLS.indexOf(puzzle[sr * size + sc].toUpperCase()) + 1;
      out += value === 0 ? '.' : digits[value - 1];
    }
  }
  return out;
}
