// The command line's cases of docs/bad-inputs.md ("Command line (streams and pipes)"): each run as
// a user runs it, in a shell, from a directory of its own; bad-inputs.test.js checks what each gets
// and writes the section from the runs. cli-streams.test.js tests the same in more ways.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../web/cli/dlx-wasm.js', import.meta.url));
const P = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

const files = {
  'long-line.txt': `${P}\n${'x'.repeat(10_000_000)}\n${P}\n`,
  'many.txt': `${`${P}\n`.repeat(20_000)}`,
  'regions.txt': `${'123456789'.repeat(9).slice(0, 80)}\x1b\n`,
  'cages.txt': `A\x1b[31mA${'.'.repeat(74)}\nA=3\n`,
  'notes.txt': 'not a photo\n',
};

// [the command (as the page shows it), the shell command ('dlx-wasm' for the CLI), what it must get:
// its status and the start of its standard error]
export const CLI_CASES = [
  ['dlx-wasm rate long-line.txt (line 2: 10 MB without a space, lines 1 and 3 puzzles)', 'dlx-wasm rate long-line.txt', 2, 'long-line.txt: line 2: the line is too long: 10000000 bytes (at most 1048576)'],
  ['dlx-wasm sudoku long-line.txt', 'dlx-wasm sudoku long-line.txt', 2, 'long-line.txt: line 2: the line is too long: 10000000 bytes (at most 1048576)'],
  ['dlx-wasm rate many.txt \\| head -1 (20,000 puzzles)', 'dlx-wasm rate many.txt | head -1', 0, ''],
  ['yes <puzzle> \\| dlx-wasm rate \\| head -1', `yes ${P} | dlx-wasm rate | head -1`, 0, ''],
  ['dlx-wasm generate --count 100000 \\| head -1', 'dlx-wasm generate --count 100000 | head -1', 0, ''],
  ['dlx-wasm sudoku --regions regions.txt (the 81st label the byte 0x1b)', `echo ${P} | dlx-wasm sudoku --regions regions.txt`, 2, "<stdin>: line 1: the region map has more than 9 labels: '\\u001B' at row 9, column 9"],
  ['dlx-wasm scan notes.txt missing.jpg (a text file, and no such file)', 'dlx-wasm scan notes.txt missing.jpg', 2, 'notes.txt: not a JPEG or PNG image\nmissing.jpg: cannot read it: no such file'],
  ['dlx-wasm sudoku --cages cages.txt (cells 2 to 6 of the map: ESC [ 3 1 m, a colour code)', `echo ${P} | dlx-wasm sudoku --cages cages.txt`, 2, "<stdin>: line 1: cage '\\u001B' (at row 1, column 2) has no sum"],
];

/** Runs `command` in a shell from a directory holding the cases' files: { status, stdout, stderr } of the CLI. */
export function runCliCase(command) {
  runCliCase.dir ??= mkdtempSync(join(tmpdir(), 'dlx-cli-bad-'));
  const dir = runCliCase.dir;
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // The CLI's own status, not that of the pipe's last command (nor of `yes`, ended by SIGPIPE).
  const script = `dlx-wasm() { node '${CLI}' "$@"; echo $? > status.txt; }\n${command} > out.txt`;
  const result = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8' });
  return { status: Number(readFileSync(join(dir, 'status.txt'), 'utf8')), stderr: result.stderr };
}

export const CLI_HEADING = 'Command line (streams and pipes)';

/** The page's section, from what each case got. */
export function cliSection(seen) {
  const lines = [
    `## ${CLI_HEADING}`,
    '',
    'Run in a shell; a closed pipe (`| head -1`) ends the command at once with status 0 (the status',
    'shown is the command\'s own). Control characters of an input are written out in a message.',
    '',
    '| command | status and standard error |',
    '|---|---|',
  ];
  for (const [call] of CLI_CASES) {
    const found = seen.find((s) => s.call === call);
    const stderr = found?.stderr.trim().replace(/\|/g, '\\|').replace(/\n/g, '\\n');
    lines.push(`| \`${call}\` | ${found ? `${found.status}${stderr ? `: ${stderr}` : ', nothing'}` : '(not run)'} |`);
  }
  return lines;
}
