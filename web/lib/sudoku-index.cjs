'use strict';
// CommonJS entry for require('dlx-wasm/sudoku'), as index.cjs is for require('dlx-wasm').
exports.createSolver = async function createSolver() {
  const api = await import('./sudoku-index.js');
  return api.createSolver();
};
