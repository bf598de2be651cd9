// What New asks the generator for (web/page/play/making.js): the options of each size, level and
// variant, what is not offered and why, and the puzzle made ahead for the next New, taken when the
// pickers are unchanged and dropped (its call aborted) when they are not.
import { describe, expect, it } from 'vitest';
import { MadeAhead, makeOptions, offered } from '../../web/page/play/making.js';
import { VARIANT_CHOICES } from '../../web/page/sudoku-variant-view.js';

const choice = (value) => VARIANT_CHOICES.find((v) => v.value === value);
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

describe('makeOptions', () => {
  it('asks for jigsaw regions and killer cages drawn afresh, on 9x9 and 16x16', () => {
    for (const size of [9, 16]) {
      expect(makeOptions(size, 'easy', choice('jigsaw')).options).toEqual({ size, difficulty: 'easy', variant: { regions: true } });
      expect(makeOptions(size, 'easy', choice('killer')).options.variant).toEqual({ cages: true });
      expect(makeOptions(size, 'hard', choice('x,windoku')).options).toEqual({ size, difficulty: 'hard', variant: { x: true, windoku: true } });
    }
    expect(makeOptions(9, 'medium', choice('')).options).toEqual({ size: 9, difficulty: 'medium', variant: undefined });
  });

  it('offers a 16x16 killer at the levels made in seconds, with a fixed number of givens, and says why not the others', () => {
    expect(LEVELS.filter((level) => offered(16, level, choice('killer')))).toEqual(['easy', 'medium', 'extreme']);
    expect(LEVELS.filter((level) => offered(9, level, choice('killer')))).toEqual(LEVELS);
    expect(makeOptions(16, 'medium', choice('killer')).options).toEqual({ size: 16, difficulty: 'medium', minimal: false, maxGivens: 48, variant: { cages: true } });
    expect(makeOptions(16, 'hard', choice('killer')).refused).toBe('A 16×16 killer at hard takes minutes to make: it is offered at easy, medium, extreme.');
    expect(makeOptions(25, 'easy', choice('jigsaw')).refused).toBe('Jigsaw puzzles are made up to 16×16.');
  });

  it('says the wait where making takes more than a moment, and nothing on 9x9 or a 16x16 classic', () => {
    for (const value of ['', 'x', 'windoku', 'x,windoku', 'jigsaw', 'killer']) {
      for (const level of LEVELS) expect(makeOptions(9, level, choice(value)).wait, `${value} ${level}`).toBe('');
    }
    expect(makeOptions(16, 'extreme', choice('')).wait).toBe('');
    expect(makeOptions(16, 'hard', choice('jigsaw')).wait).toBe(' (a few seconds; Cancel stops it)');
    expect(makeOptions(16, 'extreme', choice('windoku')).wait).toBe(' (up to a minute at extreme; Cancel stops it)');
    expect(makeOptions(25, 'easy', choice('')).wait).toBe(' (a 25×25 takes minutes; Cancel stops it)');
    expect(makeOptions(16, 'hard', choice('windoku')).what).toBe('a hard 16×16 Windoku puzzle');
  });
});

describe('MadeAhead', () => {
  // A worker pool's generateSudoku, recorded: each call's options and signal, answered at once.
  const makerOf = () => {
    const calls = [];
    return { calls, generateSudoku: (options) => { calls.push(options); return Promise.resolve({ puzzle: `made ${calls.length}` }); } };
  };

  it('makes the next puzzle after a pause, and gives it to a New with the same options', async () => {
    const maker = makerOf();
    const ahead = new MadeAhead();
    ahead.after = 0;
    const options = { size: 9, difficulty: 'hard', variant: { regions: true } };
    ahead.start(maker, options, false);
    expect(maker.calls).toHaveLength(0);  // not at once: a hint asked first has the device
    await ahead.settled();
    expect(maker.calls).toHaveLength(1);
    const taken = ahead.take({ size: 9, difficulty: 'hard', variant: { regions: true } });
    expect(await taken.made).toEqual({ puzzle: 'made 1' });
    expect(maker.calls[0].signal.aborted).toBe(false);
    expect(ahead.take(options)).toBe(null);  // taken once
  });

  it('drops it for a New with other options, one not started yet, and where making is slow', async () => {
    const maker = makerOf();
    const ahead = new MadeAhead();
    ahead.after = 0;
    ahead.start(maker, { size: 9, difficulty: 'hard' }, false);
    await ahead.settled();
    expect(ahead.take({ size: 9, difficulty: 'easy' })).toBe(null);
    expect(maker.calls[0].signal.aborted).toBe(true);

    ahead.after = 20;
    ahead.start(maker, { size: 9, difficulty: 'hard' }, false);
    expect(ahead.take({ size: 9, difficulty: 'hard' })).toBe(null);  // not started: New makes its own
    await new Promise((resolve) => { setTimeout(resolve, 60); });
    expect(maker.calls).toHaveLength(1);  // and it never starts

    ahead.start(maker, { size: 16, difficulty: 'hard', variant: { windoku: true } }, true);
    await ahead.settled();
    expect(maker.calls).toHaveLength(1);
  });
});
