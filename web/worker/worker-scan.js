// The module worker of createWorkerSolver()'s scanSudoku() in browsers (scan-pool.js): the scan
// module, started at the first scan, so the solver's workers never load it.
import { loadScanModule } from '../lib/scan-module.js';
import { scanAnswerer } from './answer-scan.js';
import { serve } from './serve.js';

serve(scanAnswerer(loadScanModule));
