// The code of README.md and docs/api.md compiled by `tsc --strict` against the installed tarball,
// extracted from the docs here (never copied), as a TypeScript user who pastes it compiles it.
// The rules, kept small:
// - A ```js or ```ts block is code, one module each (indented ones in lists too); ```sh, ```console,
//   ```text and ```html blocks are not (shell, output, markup; docs.test.js runs the console and
//   html ones, and checks the text ones as the js blocks' output).
// - A js block is checked as JavaScript (checkJs: the docs' code has no type annotations, JSDoc
//   at most); a ts block as TypeScript.
// - A block without an import is a fragment of its section: it gets the names the docs take as
//   given there from PRELUDE, each with the type the text around it says, and nothing else.
// - Every block sees the DOM (the package runs in pages; a fragment may use a button) and Node's
//   types (`node:os`).
// Each is compiled twice: moduleResolution NodeNext, and node10 ("node", which reads the exports
// map's types only through typesVersions), with a file that imports every export of the package.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const { root, project } = inject('package');
const DOCS = ['README.md', 'docs/api.md'];
const PRELUDE = `import type { Solver } from 'dlx-wasm';
export declare const solver: Solver;           // createSolver()'s, as each section starts
export declare const puzzle: string;           // a puzzle as one line
export declare const lines: string[];          // sudokuBatch(): "lines: strings of 81 symbols"
export declare const button: HTMLButtonElement; // "Bounding a long call": a page's Stop button
export declare const status: HTMLElement;      // and the line that shows the progress
`;
const NAMES = [...PRELUDE.matchAll(/export declare const (\w+)/g)].map(([, name]) => name);

// The code blocks of a markdown file: { file, line (the fence's), lang, body }.
function codeBlocks(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^( *)```(\w*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, lang] = open;
    const start = i;
    const body = [];
    for (i += 1; i < lines.length && lines[i].trim() !== '```'; i += 1) body.push(lines[i].slice(indent.length));
    if (lang === 'js' || lang === 'ts') out.push({ file, line: start + 1, lang, body: body.join('\n') });
  }
  return out;
}

const blocks = DOCS.flatMap(codeBlocks);
const dir = join(project, 'doc-blocks');
const nameOf = ({ file, line, lang }) => `${file.replace(/\W/g, '_')}@${line}.${lang === 'ts' ? 'mts' : 'mjs'}`;

// Every export of the package, imported, so that each one's types must be found (a module without
// them is an error under --strict), and the element tags typed.
function allExports() {
  const { exports } = JSON.parse(readFileSync(join(project, 'node_modules', 'dlx-wasm', 'package.json'), 'utf8'));
  const specifiers = Object.keys(exports).filter((key) => key !== './package.json').map((key) => `dlx-wasm${key.slice(1)}`);
  return `${specifiers.map((specifier, i) => `import * as export${i} from '${specifier}';`).join('\n')}
export const all = [${specifiers.map((_, i) => `export${i}`).join(', ')}];
const size: number = document.createElement('sudoku-solver').size;
const step: number = document.createElement('algorithm-x-stepper').step;
const ready: Promise<void> | undefined = document.querySelector('sudoku-play')?.ready;
const text: string | undefined = document.querySelector('exact-cover-solver')?.text;
export { size, step, ready, text };
`;
}

function writeProject() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'prelude.d.mts'), PRELUDE);
  writeFileSync(join(dir, 'exports.mts'), allExports());
  for (const block of blocks) {
    // The prelude's import goes last (imports are hoisted), so a block's lines keep their numbers.
    const fragment = !/^\s*import\s/m.test(block.body);
    writeFileSync(join(dir, nameOf(block)), `${block.body}\n${fragment ? `import { ${NAMES.join(', ')} } from './prelude.mjs';\n` : 'export {};\n'}`);
  }
}

function tsc(name, compilerOptions) {
  writeFileSync(join(dir, name), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, allowJs: true, checkJs: true, target: 'es2022', lib: ['es2022', 'dom'],
      types: ['node'], typeRoots: [join(root, 'node_modules', '@types')], ...compilerOptions,
    },
    include: ['*.mjs', '*.mts'],
  }));
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, name)], { cwd: project, encoding: 'utf8' });
  // "README_md@101.mjs(8,13): error …" -> "README.md:109:13: error …", the place in the doc.
  return `${run.stdout}${run.stderr}`.replace(/^(?:doc-blocks\/)?(\w+)_md@(\d+)\.m[jt]s\((\d+),(\d+)\)/gm, (_, file, fence, line, column) => (
    `${DOCS.find((doc) => doc.replace(/\W/g, '_') === `${file}_md`)}:${Number(fence) + Number(line)}:${column}`));
}

describe('the docs\' code compiles under tsc --strict against the tarball', () => {
  writeProject();

  it('finds the code blocks, fragments among them', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(14);
    expect(blocks.filter((block) => !/^\s*import\s/m.test(block.body)).length).toBeGreaterThanOrEqual(5);
  });

  it('with moduleResolution NodeNext', () => {
    expect(tsc('tsconfig.nodenext.json', { module: 'nodenext', moduleResolution: 'nodenext' })).toBe('');
  });

  it('with moduleResolution node10, which finds every export\'s types through typesVersions', () => {
    expect(tsc('tsconfig.node10.json', { module: 'es2022', moduleResolution: 'node10' })).toBe('');
  });
});

describe('a CommonJS file of TypeScript (module node16)', () => {
  it('compiles against the require() types of dlx-wasm, dlx-wasm/sudoku and dlx-wasm/worker', () => {
    const cjs = join(project, 'cjs-types');
    mkdirSync(cjs, { recursive: true });
    writeFileSync(join(cjs, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2022', 'dom'], types: [] },
      files: ['main.cts'],
    }));
    writeFileSync(join(cjs, 'main.cts'), `
      import { createSolver, type Hint } from 'dlx-wasm';
      import { createSolver as createSudokuSolver, type SudokuSolver } from 'dlx-wasm/sudoku';
      import { createWorkerSolver, type SudokuWorkerSolver } from 'dlx-wasm/worker';
      export async function main(): Promise<string | undefined> {
        const hint: Hint = (await createSolver()).hint('.'.repeat(81));
        const sudoku: SudokuSolver = await createSudokuSolver();
        const pool: SudokuWorkerSolver = createWorkerSolver({ module: 'sudoku' });
        // @ts-expect-error the Sudoku module has no exact cover
        pool.exactCover('a\\na\\n');
        return hint.step?.sentence ?? sudoku.rate('.'.repeat(81)).hardest ?? undefined;
      }`);
    const run = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', cjs], { cwd: project, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toBe('');
  });
});
