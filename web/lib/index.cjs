'use strict';
// CommonJS entry for require('dlx-wasm'): the package is an ES module, which Node 20 before 20.19
// cannot require(), so this loads it with import() behind the same async createSolver().
exports.createSolver = async function createSolver() {
  const api = await import('./index.js');
  return api.createSolver();
};
