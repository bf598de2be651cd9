// A rating stopped by its deadline in the middle of a nested forcing chain (issue 42): the chains
// keep caches between calls (core/workspace.hpp's kept workspaces), and a call that a deadline ends
// frees what it allocated (bindings/call_scope.hpp). The module must come out whole: the next
// ratings are serate's. The clock is a stepped Date.now, so no timing decides the outcome.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSolver } from '../../web/lib/index.js';

// The forum's hardest list, #11 and #12: serate rates them 11.8/11.8/11.5 (its first step is a
// nested forcing chain) and 10.4/1.2/1.2.
const NESTED_FIRST = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';
const NEXT = '........9..6.1.7.24......3......12...6..2..5...28.7....3......4..8.7.6..9..1.....';
// The shared SE-rated set's first puzzle: 5.6/1.2/1.2.
const EASIER = '040002000100009307050078000005000030001040200090000400000280090607300002000600010';

let solver;
beforeAll(async () => { solver = await createSolver(); });
afterEach(() => vi.restoreAllMocks());

describe('rate() stopped inside a nested chain', () => {
  it('throws its deadline, and the next ratings are as serate gives them', () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 200));
    expect(() => solver.rate(NESTED_FIRST, { deadline: now + 2_000 })).toThrow(/deadline/);
    vi.restoreAllMocks();
    expect(solver.rate(NEXT)).toMatchObject({ se: 10.4, ep: 1.2, ed: 1.2 });
    expect(solver.rate(EASIER)).toMatchObject({ se: 5.6, ep: 1.2, ed: 1.2 });
  }, 120_000);
});
