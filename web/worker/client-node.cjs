'use strict';
// CommonJS entry for require('dlx-wasm/worker') in Node. Where Node can require() an ES module
// (20.19+, 22.12+) this is client-node.js itself, so both entries are one module. Elsewhere (Node
// 20.0 to 20.18, 22.0 to 22.11: ERR_REQUIRE_ESM) it is a facade with the same methods: the first
// call imports client-node.js, which makes the pool from the same settings, and every call goes on
// to it in order. The settings are checked by client-node.js alone (settings.js), as the methods' arguments
// are: an ES module cannot be loaded synchronously there, so a bad setting rejects the calls (with
// checkSettings()'s TypeError or RangeError, settings.js) instead of throwing from createWorkerSolver().
try {
  module.exports = require('./client-node.js');
} catch (error) {
  if (error.code !== 'ERR_REQUIRE_ESM') throw error;
  exports.createWorkerSolver = createWorkerSolver;
}

// The pool's methods (pool.js, METHODS; tests/package/require.test.js checks they are the same).
const METHODS = ['sudoku', 'sudokuBatch', 'parseSudoku', 'exactCover', 'exactCoverEach', 'queens', 'polyomino', 'traceExactCover', 'generateSudoku', 'hint', 'explain', 'rate', 'techniques', 'scanSudoku'];

function createWorkerSolver(settings) {
  let pool = null;
  const start = () => {
    pool ??= import('./client-node.js').then((api) => api.createWorkerSolver(settings));
    return pool;
  };
  // A call, and terminate(), wait for the pool in the order they were made: a terminate() after a
  // call reaches the pool after it, and rejects it as the pool does ("calls still waiting reject").
  const solver = { terminate: () => void (pool && pool.then((p) => p.terminate(), () => {})) };
  for (const method of METHODS) solver[method] = (...args) => start().then((p) => p[method](...args));
  return Object.freeze(solver);
}
