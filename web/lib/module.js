// The full module (web/generated/dlx.mjs: Sudoku, exact cover, queens, polyominoes, the trace),
// loaded once per page or process. The Sudoku pages load sudoku-module.js instead.
import createDlxModule from '../generated/dlx.mjs';
import { moduleLoader } from './facade.js';

export const loadModule = moduleLoader(createDlxModule);
