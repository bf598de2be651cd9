// The installed `dlx-wasm` bin on real files: whole outputs compared byte for byte with golden files
// (checked independently when they were made: every Sudoku answer is a valid grid keeping the
// givens, the queens answer matches a brute-force enumeration).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { inAlphabet } from '../support/sudoku-check.js';

const { project, root } = inject('package');
const bin = join(project, 'node_modules', '.bin', 'dlx-wasm');
const fixture = (name) => join(root, 'tests', 'fixtures', 'cli', name);
const golden = (name) => readFileSync(fixture(name), 'utf8');

function run(args, input, cwd = project) {
  const result = spawnSync(bin, args, { cwd, input, encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe('dlx-wasm sudoku', () => {
  it('solves one puzzle per line (9x9 with . or 0, 16x16) and stops at "end"', () => {
    expect(run(['sudoku', fixture('sudoku-lines.in')])).toEqual({ stdout: golden('sudoku-lines.out'), stderr: '', status: 0 });
  });

  it('reads standard input', () => {
    expect(run(['sudoku'], golden('sudoku-lines.in')).stdout).toBe(golden('sudoku-lines.out'));
    expect(run(['sudoku', '-'], golden('sudoku-lines.in')).stdout).toBe(golden('sudoku-lines.out'));
  });

  it('answers 16x16 blocks in the A-P alphabet as blocks', () => {
    expect(run(['sudoku', fixture('sudoku-blocks-AP.in')])).toEqual({ stdout: golden('sudoku-blocks-AP.out'), stderr: '', status: 0 });
  });

  it('answers blocks of space-separated numbers in the same layout', () => {
    expect(run(['sudoku', fixture('sudoku-numbers.in')])).toEqual({ stdout: golden('sudoku-numbers.out'), stderr: '', status: 0 });
  });

  it('reports bad lines with their number, prints No solution, solves the rest, exits 2', () => {
    const result = run(['sudoku', fixture('sudoku-mixed.in')]);
    expect(result.stdout).toBe(golden('sudoku-mixed.out'));
    const file = fixture('sudoku-mixed.in');
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      `${file}: line 2: symbol 'X' at row 3, column 5 is not allowed in a 9x9 puzzle (symbols 1-9; blanks '.', '0' or '-')`,
      `${file}: line 4: 80 symbols is not a puzzle; a line holds 81, 256 or 625 symbols (16 for a 4x4 alone on its line), or one row of a block of 4, 9, 16 or 25 lines`,
      `${file}: line 5: givens clash at row 1 column 1, row 9 column 1`,
    ]);
    expect(result.status).toBe(2);
  });

  it('exits 1 when a puzzle has no solution', () => {
    expect(run(['sudoku'], '12345678.........9' + '.'.repeat(63) + '\n')).toEqual({ stdout: 'No solution\n', stderr: '', status: 1 });
  });

  it('names the line of a bad row inside a block', () => {
    const block = golden('sudoku-numbers.in').split('\n');
    block[4] = block[4].replace(/^\d/, '12');
    const result = run(['sudoku'], block.join('\n'));
    expect(result.stderr).toBe('<stdin>: line 5: row 5, column 1 of the 9x9 grid: 12 is not an integer in 0..9\n');
    expect(result.status).toBe(2);
    const short = golden('sudoku-numbers.in').split('\n');
    short[3] = '1 2 3';
    expect(run(['sudoku'], short.join('\n')).stderr).toMatch(/^<stdin>: line 4: row 4 of the block that starts on line 1 has 3 space-separated symbols; expected 9\n/);
  });

  it('counts solutions up to --limit and says whether the count is exact', () => {
    const input = `${golden('sudoku-lines.in').split('\n')[1]}\n${'.'.repeat(81)}\n`;
    expect(run(['sudoku', '--count'], input).stdout).toBe('exactly 1\nat least 2\n');
    expect(run(['sudoku', '--count', '--limit', '5'], input).stdout).toBe('exactly 1\nat least 5\n');
    expect(run(['sudoku', '--count', '--limit', 'Infinity'], '.'.repeat(16)).status).toBe(2);
    expect(run(['sudoku', '--count', '--limit', '1000'], '.'.repeat(16)).stdout).toBe('exactly 288\n');
  });

  it('prints statistics on standard error only', () => {
    const result = run(['sudoku', '--stats', fixture('sudoku-lines.in')]);
    expect(result.stdout).toBe(golden('sudoku-lines.out'));
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(3);
    expect(result.stderr).toMatch(/line 2: \d+ nodes, [\d.]+ ms, 1 solution\(s\)/);
  });

  it('takes an alphabet with --symbols', () => {
    const hex = inAlphabet(golden('sudoku-lines.in').split('\n')[4], '0123456789ABCDEF');
    const expected = inAlphabet(golden('sudoku-lines.out').split('\n')[2], '0123456789ABCDEF');
    expect(run(['sudoku', '--symbols', '0123456789ABCDEF'], hex).stdout).toBe(`${expected}\n`);
  });
});

describe('dlx-wasm cover', () => {
  it('prints 1-based row numbers of a 0/1 matrix, or No Solution!', () => {
    expect(run(['cover', fixture('cover-matrix.in')])).toEqual({ stdout: golden('cover-matrix.out'), stderr: '', status: 0 });
    expect(run(['cover'], '2 2\n1 0\n1 0\n')).toEqual({ stdout: 'No Solution!\n', stderr: '', status: 1 });
  });

  it("prints every solution's options for Knuth's format", () => {
    expect(run(['cover', '--all', fixture('cover-knuth.in')])).toEqual({ stdout: golden('cover-knuth-all.out'), stderr: '', status: 0 });
    expect(run(['cover', fixture('cover-knuth.in')]).stdout).toBe('a b\nc x\n');
    expect(run(['cover', '--count', fixture('cover-knuth.in')]).stdout).toBe('2\n');
    expect(run(['cover', '--limit', '1', '--count', fixture('cover-knuth.in')]).stdout).toBe('1\n');
  });

  it('reports a bad line and exits 2', () => {
    expect(run(['cover'], '2 3\n1 0 0\n0 1\n')).toEqual({ stdout: '', stderr: 'dlx-wasm: line 3: expected 3 values of 0 or 1; found 2\n', status: 2 });
    expect(run(['cover'], 'a b\na c\n')).toEqual({ stdout: '', stderr: "dlx-wasm: line 2: option 1: 'c' is not one of the items\n", status: 2 });
  });

  it('reads colors and bounds, and prints the chosen options with their colors', () => {
    // Knuth's dlx3 example: one solution.
    const dlx3 = '| dlx3.w\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';
    expect(run(['cover', '--all'], dlx3)).toEqual({ stdout: 'A C X:1 Y:1\nB X:1\nC Y:1\n', stderr: '', status: 0 });
    expect(run(['cover'], 'A | x\nA x:\n')).toEqual({ stdout: '', stderr: "dlx-wasm: line 2: option 1: 'x:': the color after ':' is empty\n", status: 2 });
  });
});

describe('dlx-wasm polyomino', () => {
  const board = (rows, columns) => `${'#'.repeat(columns)}\n`.repeat(rows);
  it('draws a packing of the pentominoes, counts them, and up to symmetry', () => {
    const first = run(['polyomino'], board(3, 20));
    expect(first.status).toBe(0);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    // Every pentomino's initial on exactly 5 cells.
    const cells = {};
    for (const ch of lines.join('')) cells[ch] = (cells[ch] ?? 0) + 1;
    expect(Object.keys(cells).sort().join('')).toBe('FILNPTUVWXYZ');
    expect(Object.values(cells).every((n) => n === 5)).toBe(true);
    expect(run(['polyomino', '--count'], board(3, 20)).stdout).toBe('8\n');
    expect(run(['polyomino', '--count', '--unique'], board(3, 20)).stdout).toBe('2\n');
  });

  it('takes pieces from a file, with counts, and prints the problem in Knuth\'s format', () => {
    const pieces = fixture('dominoes.pieces');
    // Two tilings (two across, two down), drawn alike: the same piece name in every cell.
    expect(run(['polyomino', '--pieces', pieces, '--all'], '##\n##\n')).toEqual({ stdout: 'DD\nDD\n\nDD\nDD\n', stderr: '', status: 0 });
    expect(run(['polyomino', '--pieces', pieces, '--count'], '###\n###\n').stdout).toBe('3\n');
    const problem = run(['polyomino', '--pieces', pieces, '--problem'], '##\n');
    expect(problem).toEqual({ stdout: '0:3|D 0,0 0,1\nD 0,0 0,1\n', stderr: '', status: 0 });
    expect(run(['polyomino', '--pieces', pieces], '###\n')).toEqual({ stdout: 'No Solution!\n', stderr: '', status: 1 });
    expect(run(['polyomino'], '#x\n')).toEqual({
      stdout: '',
      stderr: "dlx-wasm: line 1, column 2: 'x' is not a board cell: '#' to cover, '+' may stay empty, '.' or ' ' no cell\n",
      status: 2,
    });
  });
});

describe('dlx-wasm queens', () => {
  it('prints the first three solutions in lexicographic order and the total', () => {
    expect(run(['queens', '8'])).toEqual({ stdout: golden('queens-8.out'), stderr: '', status: 0 });
    expect(run(['queens', '--count', '10']).stdout).toBe('724\n');
    expect(run(['queens', '3'])).toEqual({ stdout: '0\n', stderr: '', status: 1 });
  });
});

describe('dlx-wasm generate', () => {
  it('prints one puzzle per line, puzzle i from seed S + i, as the API makes them', async () => {
    const { createSolver } = await import('../../web/lib/index.js');
    const solver = await createSolver();
    const result = run(['generate', '--count', '4', '--seed', '10', '--symmetry', 'rotational']);
    expect(result.status).toBe(0);
    const expected = [10, 11, 12, 13].map((seed) => solver.generateSudoku({ seed, symmetry: 'rotational' }).puzzle);
    expect(result.stdout).toBe(`${expected.join('\n')}\n`);
    for (const puzzle of expected) expect(solver.sudoku(puzzle)).toMatchObject({ count: 1, complete: true });
  });

  it('exits 2 with the reason when a difficulty cannot be met', () => {
    const result = run(['generate', '--seed', '1', '--search-level', 'expert', '--max-givens', '18']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^dlx-wasm: could not make an expert puzzle with at most 18 givens in 200 attempts/);
  });
});

describe('dlx-wasm rate, hint, explain', () => {
  const seRated = join(root, 'tests', 'fixtures', '9x9-se-rated-diabolical.txt');
  const puzzles = readFileSync(seRated, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' ')[0]);

  it('rates a line per puzzle, as the API rates it, the SE rating after each puzzle ignored', async () => {
    const { createSolver } = await import('../../web/lib/index.js');
    const solver = await createSolver();
    const result = run(['rate', seRated]);
    expect(result).toMatchObject({ stderr: '', status: 0 });
    const expected = puzzles.map((puzzle) => {
      const { se, level, hardest } = solver.rate(puzzle);
      return `${se.toFixed(1)} ${level} ${hardest}`;
    });
    expect(result.stdout).toBe(`${expected.join('\n')}\n`);
  });

  it('names each bad line on standard error and rates the others', () => {
    const input = `${puzzles[0]}\nxyz\n${'.'.repeat(81)}\n${puzzles[1]}\n`;
    const result = run(['rate'], input);
    expect(result.status).toBe(2);
    expect(result.stdout.split('\n')).toHaveLength(3);
    expect(result.stderr).toBe('<stdin>: line 2: 3 symbols is not a puzzle; a line holds 81, 256 or 625 symbols (16 for a 4x4 alone on its line), or one row of a block of 4, 9, 16 or 25 lines\n' +
      '<stdin>: line 3: the puzzle has more than one solution; a logical solution needs exactly one\n');
  });

  it('hints the next step and explains every step in the grid\'s letters (16x16), with the rating last', () => {
    const grid = golden('sudoku-lines.in').split('\n').find((line) => line.length === 256);
    const hint = run(['hint'], `${grid}\n`);
    expect(hint).toMatchObject({ stderr: '', status: 0 });
    expect(hint.stdout).toMatch(/^<stdin>: line 1\n\[\d\.\d\] [A-Z][^\n]*r\d+c\d+[^\n]*\.\n$/);
    const explained = run(['explain'], `${grid}\n`);
    expect(explained.status).toBe(0);
    const lines = explained.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('<stdin>: line 1');
    expect(lines[1]).toBe(`  1. ${hint.stdout.split('\n')[1]}`);
    expect(lines.at(-1)).toMatch(/^Rating: (SE \d+\.\d, (easy|medium|hard|expert|extreme), hardest [a-z-]+|beyond the ladder)/);
    const placed = lines.filter((line) => /places [1-9A-G] at/.test(line));
    expect(placed.length).toBeGreaterThan(0);
  });

  it('explains a killer from its cage map', () => {
    const result = run(['explain', '--cages', fixture('killer-ukpa-247.cages')], `${'.'.repeat(81)}\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Cage combination: /);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Rating: /);
  });
});

describe('--workers', () => {
  it('splits a search of over a million nodes across worker threads, with the answer of one search', () => {
    expect(run(['queens', '--count', '--workers', '2', '14'])).toEqual({ stdout: '365596\n', stderr: '', status: 0 });
    expect(run(['polyomino', '--count', '--workers', '2', fixture('pentominoes-6x10.in')])).toEqual({ stdout: '9356\n', stderr: '', status: 0 });
    const text = run(['polyomino', '--problem', fixture('pentominoes-6x10.in')]).stdout;
    expect(run(['cover', '--count', '--workers', '1'], text)).toEqual({ stdout: '9356\n', stderr: '', status: 0 });
  });

  it('solves a batch of Sudoku lines here and sends the one of over a million nodes to the workers, in input order', () => {
    const solved = golden('sudoku-lines.in').split('\n')[1];
    const input = `${solved}\n${'.'.repeat(81)}\n${'.'.repeat(40)}x${'.'.repeat(40)}\n${solved}\n`;
    const result = run(['sudoku', '--count', '--limit', '200000', '--workers', '2'], input);
    expect(result).toEqual({
      stdout: 'exactly 1\nat least 200000\nexactly 1\n',
      stderr: expect.stringMatching(/^<stdin>: line 3: symbol 'X' at row 5, column 5 is not allowed/),
      status: 2,
    });
  });

  it('takes 1 to 256 workers', () => {
    expect(run(['queens', '--workers', '0', '8'])).toMatchObject({ status: 2, stderr: expect.stringContaining('--workers must be a whole number of at least 1; got "0"') });
    expect(run(['cover', '--workers', '257'], '')).toMatchObject({ status: 2, stderr: expect.stringContaining('--workers must be at most 256; got 257') });
  });
});

describe('dlx-wasm split, run-job and merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dlx-jobs-'));
  const problem = 'a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\nc e f\n';  // two covers: options 1, 4, 5 and 4, 5, 7 (1-based)

  it('cuts a search into jobs whose results add up to its count, and keeps solutions up to --limit', () => {
    writeFileSync(join(dir, 'knuth.dlx'), problem);
    const split = run(['split', '--jobs', '2', '--limit', '5', 'knuth.dlx'], undefined, dir);
    expect(split).toMatchObject({ stderr: '', status: 0 });
    const jobs = split.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.map((job) => job.job)).toEqual(jobs.map((_, i) => i + 1));
    const results = run(['run-job'], split.stdout, dir);
    expect(results).toMatchObject({ stderr: '', status: 0 });
    const merged = run(['merge'], results.stdout, dir);
    expect(merged.stdout.split('\n').slice(0, -2).sort()).toEqual(['1 4 5', '4 5 7']);
    expect(merged).toMatchObject({ stdout: expect.stringMatching(/\n2\n$/), stderr: '', status: 0 });
  });

  it('reports a bad job with its line and runs the others; refuses a problem file that is not what it is named', () => {
    const jobs = run(['split', '--jobs', '2', 'knuth.dlx'], undefined, dir).stdout.trim().split('\n');
    const bad = [jobs[0], '{"split":"x","job":9,"of":2,"limit":0}', jobs[1].replace(/"take":\[[^\]]*\]/, '"take":[99]')].join('\n');
    const result = run(['run-job'], bad, dir);
    expect(result.status).toBe(2);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('<stdin>: line 2: job 9 is not one of 1..2');
    expect(result.stderr).toContain('<stdin>: line 3: search 1 of the slice names option 99 among its taken options; the problem\'s are 0..6');
    const file = JSON.parse(jobs[0]).problem;
    writeFileSync(join(dir, file), `${problem}| changed\n`);
    expect(run(['run-job'], jobs[0], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining(`does not hold the problem it is named for`) });
    writeFileSync(join(dir, file), problem);
  });

  it('refuses results of two splits', () => {
    const one = run(['run-job'], run(['split', '--jobs', '2', 'knuth.dlx'], undefined, dir).stdout, dir).stdout;
    const other = run(['run-job'], run(['split', '--jobs', '3', 'knuth.dlx'], undefined, dir).stdout, dir).stdout;
    const result = run(['merge'], `${one}${other}`, dir);
    expect(result).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/line \d+: the result of another split/) });
  });
});

describe('usage', () => {
  it('has --help on every command', () => {
    for (const args of [['--help'], ['sudoku', '--help'], ['cover', '-h'], ['queens', '--help'], ['polyomino', '--help'], ['generate', '--help'], ['rate', '--help'], ['hint', '--help'], ['explain', '-h'], ['split', '--help'], ['run-job', '--help'], ['merge', '--help'], ['scan', '--help']]) {
      const result = run(args);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Usage: dlx-wasm/);
    }
  });

  it('prints the installed package\'s version', () => {
    const { version } = JSON.parse(readFileSync(join(project, 'node_modules/dlx-wasm/package.json'), 'utf8'));
    for (const flag of ['--version', '-V']) expect(run([flag])).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('exits 2 on bad usage with a message', () => {
    expect(run(['solve'])).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown command "solve"') });
    expect(run(['queens'])).toMatchObject({ status: 2, stderr: expect.stringContaining('queens takes one argument, N') });
    expect(run(['queens', 'x'])).toMatchObject({ status: 2, stderr: expect.stringContaining('N must be a whole number of at least 1; got "x"') });
    expect(run(['sudoku', 'no-such-file'])).toMatchObject({ status: 2, stderr: expect.stringContaining('cannot read no-such-file: no such file') });
    expect(run(['cover', '--format', 'csv'], '')).toMatchObject({ status: 2, stderr: expect.stringContaining("format 'csv' is not one of 'auto', 'knuth', 'matrix'") });
  });
});
