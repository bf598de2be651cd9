// One export list per entry of the installed package: every file its exports map names for an
// entry (the ES module for each condition, the CommonJS entry, the types for import and require)
// exports the same values. ES modules and declarations are read by TypeScript's checker (the values
// a module exports, without running it: the elements need a DOM); the CommonJS entries are
// require()d as Node 20.0 requires them (no require() of ES modules).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';

const { project } = inject('package');
const installed = join(project, 'node_modules', 'dlx-wasm');
const { exports } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const entries = Object.entries(exports).filter(([key]) => key !== './package.json');
// What require() of an element gets in Node: an error that says the elements are for browsers.
const BROWSER_ONLY = './web/page/browser-only.cjs';

// The modules and declarations an entry's conditions lead to: [conditions, file].
function targets(value, conditions = []) {
  if (typeof value === 'string') return /\.(c|m)?js$|\.d\.(c|m)?ts$/.test(value) ? [[conditions.join('.') || 'default', value]] : [];
  return Object.entries(value).flatMap(([condition, inner]) => targets(inner, [...conditions, condition]));
}

// The exports that are modules (not a file to fetch, such as a .wasm).
const modules = entries.filter(([, value]) => targets(value).length > 0);
const files = [...new Set(entries.flatMap(([, value]) => targets(value).map(([, file]) => file)))];
const program = ts.createProgram(files.filter((file) => !file.endsWith('.cjs')).map((file) => join(installed, file)), {
  allowJs: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
});
const checker = program.getTypeChecker();

// The values a module exports, as TypeScript reads its source or declarations (types left out).
function declared(file) {
  const module = checker.getSymbolAtLocation(program.getSourceFile(join(installed, file)));
  if (!module) return [];
  return checker.getExportsOfModule(module).filter((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & ts.SymbolFlags.Value) !== 0 && !checker.getTypeOnlyAliasDeclaration(symbol);
  }).map((symbol) => symbol.name).sort();
}

// What require() gives in Node 20.0's way: the names, or the error's code.
function required(file) {
  const script = `try { console.log(JSON.stringify(Object.keys(require(${JSON.stringify(`./node_modules/dlx-wasm/${file.slice(2)}`)})).sort())); } catch (error) { console.log(JSON.stringify({ code: error.code, message: error.message })); }`;
  return JSON.parse(execFileSync(process.execPath, ['--no-experimental-require-module', '-e', script], { cwd: project, encoding: 'utf8' }));
}

describe('every entry exports one list of names', () => {
  it('finds every module export, each with its types', () => {
    expect(modules.map(([key]) => key)).toEqual(expect.arrayContaining(['.', './sudoku', './worker', './element', './element/play', './element/exact-cover', './element/stepper']));
    for (const [key, value] of modules) expect(targets(value).some(([conditions]) => conditions.startsWith('types')), key).toBe(true);
  });

  it.each(modules)('%s', (_key, value) => {
    const names = new Map();
    for (const [conditions, file] of targets(value)) {
      if (file === BROWSER_ONLY) continue;
      names.set(`${conditions}: ${file}`, file.endsWith('.cjs') ? required(file) : declared(file));
    }
    const [first] = names.values();
    expect(first.length).toBeGreaterThan(0);
    expect(Object.fromEntries(names)).toEqual(Object.fromEntries([...names.keys()].map((where) => [where, first])));
  });

  it('slice, the workers\' share of a split search, is not public', () => {
    for (const key of ['.', './sudoku']) {
      for (const [, file] of targets(exports[key])) expect(file.endsWith('.cjs') ? required(file) : declared(file), file).toEqual(['createSolver']);
    }
  });

  it('require() of an element in Node says that the elements are for browsers', () => {
    const element = entries.filter(([key]) => key.startsWith('./element'));
    for (const [key, value] of element) {
      expect(targets(value).filter(([conditions]) => conditions === 'node.require'), key).toEqual([['node.require', BROWSER_ONLY]]);
    }
    expect(required(BROWSER_ONLY)).toEqual({ code: 'ERR_DLX_WASM_BROWSER_ONLY', message: expect.stringMatching(/^dlx-wasm's elements .* run in browsers only/) });
  });
});
