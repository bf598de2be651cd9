// The elements' CSS texts as the site ships them (tools/compact-css.js): compacting keeps every
// rule, since no text holds a comment, nor a string (an attribute value, a font's name) with a
// brace, semicolon, comma or a run of spaces, and it takes nothing but white space and the
// semicolon before a brace.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactCss, isCssModule } from '../../tools/compact-css.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const modules = readdirSync(join(root, 'web/page'), { recursive: true })
  .map((file) => join(root, 'web/page', file))
  .filter(isCssModule);

describe('the compacted CSS texts', () => {
  it('finds the element style modules', () => {
    expect(modules.map((file) => file.slice(root.length)).sort()).toEqual([
      'web/page/controls-css.js', 'web/page/cover/exact-cover-css.js', 'web/page/play/play-css.js',
      'web/page/play/stats-css.js', 'web/page/scan/scan-css.js', 'web/page/sudoku-solver-css.js',
    ]);
  });

  it.each(modules.map((file) => [file.slice(root.length), file]))('%s: no string or comment inside, the same text but white space', async (_, file) => {
    const { default: text } = await import(file);
    // Its strings (attribute values, font names) hold nothing compacting would change.
    expect(text).not.toContain('/*');
    for (const [string] of text.matchAll(/"[^"]*"|'[^']*'/g)) expect(string, file).toMatch(/^.(?:[^\s{};,]| (?! ))*.$/);
    const compact = compactCss(text);
    expect(compact.length).toBeLessThan(text.length);
    const bare = (css) => css.replace(/\s+/g, '').replace(/;}/g, '}');
    expect(bare(compact)).toBe(bare(text));
    expect(readFileSync(file, 'utf8')).toContain('export default');
  });

  it('keeps the spaces that mean something: descendants, calc(), values', () => {
    expect(compactCss('.a  .b {\n  width: calc(100% - 4px);\n  margin: 0 auto;\n}\n\n@media (max-width: 40rem), (pointer: coarse) {\n  .c,\n  .d { display: flex; }\n}'))
      .toBe('.a .b{width: calc(100% - 4px);margin: 0 auto}@media (max-width: 40rem),(pointer: coarse){.c,.d{display: flex}}');
  });
});
