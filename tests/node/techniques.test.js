// The technique pages' data against the library: every technique the logic solver can name has
// words (texts.js) and an example position (examples.js, found by tools/technique-examples.js)
// where hint() finds a step of that very technique; the links to the pages (technique-href.js)
// name only techniques there are.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolver } from '../../web/lib/sudoku-index.js';
import { loadSudokuModule } from '../../web/lib/sudoku-module.js';
import { logicNames } from '../../web/lib/logic.js';
import { TECHNIQUES, techniqueTitle } from '../../web/lib/sentences.js';
import { techniqueHref } from '../../web/page/technique-href.js';
import { scaleHref, UNRATED } from '../../web/page/technique-links.js';
import { ratingSentence } from '../../web/page/solver-logic.js';
import EXAMPLES from '../../web/page/techniques/examples.js';
import { boardOf, candidatesText, hintOptions } from '../../web/page/techniques/position.js';
import { LOOK_FOR } from '../../web/page/techniques/texts.js';

let solver;
let names;
beforeAll(async () => {
  solver = await createSolver();
  names = logicNames(await loadSudokuModule()).techniques;
});

describe('the technique pages', () => {
  it('have every technique the logic solver can name, in its order, each with its words and one example', () => {
    expect(TECHNIQUES).toEqual(names);
    expect(EXAMPLES.map((example) => example.technique)).toEqual(names);
    expect(Object.keys(LOOK_FOR).sort()).toEqual([...names].sort());
    for (const technique of names) {
      expect(LOOK_FOR[technique].length, technique).toBeGreaterThan(40);
      expect(techniqueTitle(technique), technique).not.toBe(technique);  // a title of its own
    }
  });

  it('says why a technique has no example, and only where SE\'s order never takes it first', () => {
    const none = EXAMPLES.filter((example) => example.none);
    for (const example of none) expect(example.none.length, example.technique).toBeGreaterThan(80);
    expect(none.length).toBeLessThan(EXAMPLES.length / 8);
  });

  it.each(EXAMPLES.filter((example) => !example.none).map((example) => [example.technique, example]))('shows %s at a position where hint() finds that technique', (technique, example) => {
    const answer = solver.hint(example.puzzle, hintOptions(example));
    expect(answer.status, example.source).toBe('step');
    expect(answer.step.technique, example.source).toBe(technique);
    // The position is true to the solution: every digit entered is the solution's.
    const [solution] = solver.sudoku(example.puzzle, example.variant ? { variant: example.variant } : {}).solutions;
    [...example.entries].forEach((symbol, cell) => {
      if (symbol !== '.') expect(symbol, `${technique}: r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`).toBe(solution[cell]);
    });
    // The marks the board draws are the ones hint() was given, and keep each cell's answer.
    const { values, marks } = boardOf(example);
    if (example.candidates) {
      expect(candidatesText(marks)).toBe(example.candidates.split(',').map((text, cell) => (values[cell] ? '' : text)).join(','));
      marks.forEach((mask, cell) => {
        if (!values[cell]) expect(mask & (1 << (Number(solution[cell]) - 1)), `${technique}: the marks of cell ${cell}`).not.toBe(0);
      });
    }
  });

  it('tells what to look for in each chain technique in a few sentences, not one opaque line', () => {
    for (const technique of names.filter((name) => name.endsWith('chain'))) {
      expect(LOOK_FOR[technique].length, technique).toBeGreaterThan(180);
      expect(LOOK_FOR[technique].split(/[.:] /).length, technique).toBeGreaterThan(1);
    }
  });

  it('gives every technique its SE values from the module, easiest first, and no step rates outside them', () => {
    const values = solver.techniques();
    expect(values.map((v) => v.technique)).toEqual(names);
    for (let t = 1; t < values.length; t += 1) expect(values[t].se, values[t].technique).toBeGreaterThanOrEqual(values[t - 1].se);
    const of = Object.fromEntries(values.map((v) => [v.technique, v]));
    expect(of['hidden-single']).toEqual({ technique: 'hidden-single', se: 1.2, top: 1.5 });
    expect(of['wxyz-wing'].top).toBeGreaterThan(of['wxyz-wing'].se);
    expect(of['naked-pair'].top).toBe(of['naked-pair'].se);
    for (const technique of names.filter((name) => name.endsWith('chain'))) expect(of[technique].top, technique).toBeNull();
    for (const example of EXAMPLES.filter((e) => !e.none)) {
      const { step } = solver.hint(example.puzzle, hintOptions(example));
      expect(step.se, step.technique).toBeGreaterThanOrEqual(of[step.technique].se);
      if (of[step.technique].top !== null) expect(step.se, step.technique).toBeLessThanOrEqual(of[step.technique].top);
    }
  });

  it('says a rating without an SE value plainly, not in the solver\'s jargon ("beyond the ladder")', () => {
    const said = ratingSentence({ se: null, level: 'extreme', hardest: 'forcing-chain', beyond: true, counts: { 'hidden-single': 3 } });
    expect(said).toContain(UNRATED);
    expect(said).not.toMatch(/ladder/i);
  });

  it('links a technique to its section and a rating to the scale, and refuses a name that is no technique', () => {
    expect(techniqueHref('x-wing')).toBe('techniques.html#x-wing');
    expect(techniqueHref('hidden-single', '/docs/techniques.html')).toBe('/docs/techniques.html#hidden-single');
    expect(scaleHref()).toBe('techniques.html#se-scale');
    expect(() => techniqueHref('x wing')).toThrow(/techniqueHref: "x wing" is not a technique the logic solver names \(full-house, /);
    expect(() => techniqueHref(undefined)).toThrow(RangeError);
  });
});
