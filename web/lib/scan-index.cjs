'use strict';
// CommonJS entry for require('dlx-wasm/scan'), as sudoku-index.cjs is for require('dlx-wasm/sudoku').
exports.scanSudoku = async function scanSudoku(image, options) {
  const api = await import('./scan-index.js');
  return api.scanSudoku(image, options);
};
