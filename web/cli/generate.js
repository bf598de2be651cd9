// dlx-wasm generate: Sudoku puzzles with exactly one solution, one per line.
import { Output, Progress, UsageError, report, wholeNumber } from './io.js';
import * as bounds from './bounds.js';
import * as variants from './variant.js';

export const options = {
  ...variants.options,
  ...bounds.options,
  size: { type: 'string' },
  count: { type: 'string' },
  seed: { type: 'string' },
  symmetry: { type: 'string' },
  difficulty: { type: 'string' },
  'search-level': { type: 'string' },
  'max-givens': { type: 'string' },
  'not-minimal': { type: 'boolean' },
  stats: { type: 'boolean' },
};

export const help = `Usage: dlx-wasm generate [options]

Prints Sudoku puzzles with exactly one solution, one per line ('.' blank,
symbols 1-9 then A...). Givens are removed from a random complete grid while
the solver still finds exactly one solution; by default until no given (no
symmetric pair) can be removed.

Options:
  --size N          4, 9 (default), 16 or 25
  --count N         how many puzzles (default 1)
  --seed S          0..4294967295: puzzle i uses seed S + i, so a run is
                    reproducible (default: a random seed, shown by --stats)
  --symmetry K      none (default), rotational or mirror
  --difficulty L    a level on the Sudoku Explainer scale: easy, medium, hard,
                    expert or extreme, or an SE range such as 6.0-7.5
                    (retries within a budget; exits 2 if it cannot be met)
  --search-level L  the solver's own measure instead: easy, medium, hard or
                    expert by the branch points of its search
  --max-givens N    at most N givens
  --not-minimal     stop removing at --max-givens (default: half the cells)
${variants.help('generate')}
${bounds.help}
  --stats           print each puzzle's seed, givens and rating on stderr
  -h, --help        show this help

Exit status: 0 done, 2 bad usage or a request that could not be met (within
its bounds).`;

// A level's name, or an SE range "6.0-7.5" (either end may be left out: "7-", "-4.4").
function difficultyOf(text) {
  if (text === undefined) return undefined;
  const range = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(text);
  if (!range) return text;
  return { ...(range[1] ? { min: Number(range[1]) } : {}), ...(range[2] ? { max: Number(range[2]) } : {}) };
}

export async function run(solver, values, args) {
  if (args.length > 0) throw new UsageError(`generate takes no arguments; got "${args[0]}"`);
  const size = wholeNumber(values.size, '--size') ?? 9;
  const count = wholeNumber(values.count, '--count') ?? 1;
  const first = wholeNumber(values.seed, '--seed', 0) ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
  if (first > 0xffffffff) throw new UsageError(`--seed must be at most 4294967295; got ${first}`);
  const maxGivens = wholeNumber(values['max-givens'], '--max-givens');
  const variant = variants.variantOf(values, 'generate');
  const limits = bounds.boundsOf(values);
  const out = new Output();
  const progress = new Progress('puzzles');
  for (let i = 0; i < count; i += 1) {
    progress.tick(i, i / count);
    const seed = (first + i) % 2 ** 32;
    const made = solver.generateSudoku({
      size,
      seed,
      symmetry: values.symmetry ?? 'none',
      minimal: !values['not-minimal'],
      difficulty: difficultyOf(values.difficulty),
      searchLevel: values['search-level'],
      maxGivens,
      variant,
      ...limits(),
    });
    out.line(made.puzzle);
    // A killer's cages follow their puzzle, as a cage map that sudoku --cages reads back.
    if (typeof made.variant?.cages === 'string') out.line(`${made.variant.cages}`);
    if (values.stats) {
      out.flush();
      const rated = made.rating ? `${made.rating.level}, SE ${made.rating.se ?? 'beyond the ladder'}${made.rating.hardest ? ` (${made.rating.hardest})` : ''}; ` : '';
      report(`seed ${seed}: ${made.givens} givens, ${rated}search ${made.search.level} (${made.search.branches} branch points, ${made.search.nodes} nodes)`);
    }
    // Each puzzle goes out when due: a closed pipe stops the run after the puzzle being made.
    if (out.due) await out.flush();
  }
  progress.done();
  await out.flush();
  return 0;
}
