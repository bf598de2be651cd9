// Types for require('dlx-wasm') (index.cjs): the same export and types as index.d.ts, which a
// CommonJS file of TypeScript (module node16) may not import as an ES module.
import type { Solver } from './index.js' with { 'resolution-mode': 'import' };

export type * from './index.js' with { 'resolution-mode': 'import' };

/** Loads the WASM module (once; later calls reuse it) and returns a solver. */
export declare function createSolver(): Promise<Solver>;
