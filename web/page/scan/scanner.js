// The scanner for the scan panel: createWorkerSolver()'s scanSudoku() as the page's elements make
// their pools, in a module worker of its own (worker-scan.js, which loads the scan module), started
// at the first scan and kept for the next: a scan never blocks the page, nor waits behind the
// board's search, and the Sudoku workers never carry the scanner. Where that worker cannot start
// (a bundle that did not emit it), the scan runs on the page's thread by the same answerer
// (page-thread.js), loaded then.
import { browserPool } from '../../worker/browser-pool.js';
import { pageThread } from '../../worker/page-thread.js';
import { SCAN_WORKER } from '../../worker/start-scan.js';

let answering = null;
const answerer = () => {
  answering ??= Promise.all([import('../../worker/answer-scan.js'), import('../../lib/scan-module.js')])
    .then(([{ scanAnswerer }, { loadScanModule }]) => ({ answer: scanAnswerer(loadScanModule) }));
  return answering;
};
// Left out of a build that defines DLX_WORKERS_EMITTED (the site's: vite.site.config.js), whose
// workers start, as the elements' page-thread fallback is (sudoku-pool.js).
const onPage = typeof DLX_WORKERS_EMITTED === 'undefined' ? (events, why) => pageThread(answerer, events, why) : null;

let scans = null;

/** Reads the Sudoku in `image` ({ width, height, data }: RGBA), as scanSudoku() does. */
export function scanPicture(image) {
  scans ??= browserPool({}, { ...SCAN_WORKER, onPage });
  return scans.scanSudoku(image);
}
