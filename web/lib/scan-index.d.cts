// Types for require('dlx-wasm/scan') (scan-index.cjs), as sudoku-index.d.cts is for require('dlx-wasm/sudoku').
import type { ScanImage, ScanOptions, ScanResult } from './scan-index.js' with { 'resolution-mode': 'import' };

export type * from './scan-index.js' with { 'resolution-mode': 'import' };

/** Reads the Sudoku in `image` with the scan module, loaded at the first call. */
export declare function scanSudoku(image: ScanImage, options?: ScanOptions): Promise<ScanResult>;
