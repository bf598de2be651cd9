// A front-end developer's page, bundled by each bundler in tests/package/bundlers.test.js: the
// Sudoku API from 'dlx-wasm/sudoku' (an answer and a hint shown in #api) and the two elements.
// No top-level await: esbuild's default browser format (iife) does not allow it.
import { createSolver } from 'dlx-wasm/sudoku';
import 'dlx-wasm/element';
import 'dlx-wasm/element/play';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const out = document.getElementById('api');

createSolver().then(
  (solver) => {
    const [solution] = solver.sudoku(PUZZLE).solutions;
    const hint = solver.hint(PUZZLE);
    out.textContent = JSON.stringify({ solution, hint: hint.status === 'step' ? hint.step.sentence : hint.status }, null, 2);
    out.dataset.state = 'done';
  },
  (error) => {
    out.textContent = `createSolver() failed: ${error.message}`;
    out.dataset.state = 'failed';
  },
);
