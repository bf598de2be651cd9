// The full module (web/generated/dlx.mjs, or dlx-simd.mjs where WebAssembly has SIMD: Sudoku,
// exact cover, queens, polyominoes, the trace), loaded once per page or process. The Sudoku pages
// load sudoku-module.js instead.
import { moduleLoader } from './facade.js';
import { createBuild } from './simd.js';

export const loadModule = moduleLoader(() => createBuild(() => import('../generated/dlx-simd.mjs'), () => import('../generated/dlx.mjs')));
