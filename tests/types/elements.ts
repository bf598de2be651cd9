// Compiled by `tsc -p tests/types` against the elements' declarations (web/page/**/*.d.ts): the
// tag names map to the classes, properties and events are typed, misuse is rejected.
import '../../web/page/sudoku-solver.js';
import '../../web/page/play/sudoku-play.js';
import '../../web/page/cover/exact-cover-solver.js';
import '../../web/page/cover/algorithm-x-stepper.js';
import type { SudokuSolverElement } from '../../web/page/sudoku-solver.js';

const solver: SudokuSolverElement = document.createElement('sudoku-solver');
solver.puzzle = '.'.repeat(81);
solver.workerUrl = new URL('/assets/worker-sudoku.js', location.href);
const workerUrl: string | null = solver.workerUrl;
const loaded: Promise<void> = solver.setVariant({ x: true });
solver.addEventListener('puzzlechange', (event) => console.log(event.detail.size, event.detail.puzzle, event.detail.variant?.x, event.detail.replace));
// @ts-expect-error size is read from the attribute
solver.size = 16;

const play = document.querySelector('sudoku-play');
play?.load('.'.repeat(81), '', { windoku: true }).then((outcome: 'opened' | 'kept' | 'refused' | 'abandoned') => console.log(outcome));
play?.addEventListener('hint', (event) => console.log(event.detail.step.technique));
play?.addEventListener('solved', (event) => console.log(event.detail.seconds.toFixed(0)));
const withdraw: (() => void) | undefined = play?.report('Saved.', ['Open', '/play.html']);

const cover = document.createElement('exact-cover-solver');
cover.loadExample('queens', 8).then(() => console.log(cover.text, cover.example?.param));
cover.addEventListener('problemchange', (event) => console.log(event.detail.text, event.detail.example?.id));
// @ts-expect-error an example id the element does not make
cover.loadExample('sudoku');

const stepper = document.createElement('algorithm-x-stepper');
stepper.problem = cover.text;
stepper.step = 3;
const problem: string | null = stepper.problem;
stepper.addEventListener('stepchange', (event) => console.log(event.detail.step + 1));

export { loaded, withdraw, problem, workerUrl };
