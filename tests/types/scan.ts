// Compiled by `tsc -p tests/types` against dlx-wasm/scan's declarations (web/lib/scan-index.d.ts)
// and the pool's scanSudoku(): an ImageData or its like is accepted, the result is typed, misuse
// is rejected.
import { scanSudoku, type ScanImage, type ScanResult } from '../../web/lib/scan-index.js';
import { createWorkerSolver } from '../../web/worker/client.js';
import { createSolver } from '../../web/lib/index.js';

declare const photo: ImageData;
const read: ScanResult = await scanSudoku(photo);
const fromBytes: ScanImage = { width: 2, height: 1, data: new Uint8Array(8) };
const topLeft: number = read.corners[0].x + (await scanSudoku(fromBytes, { signal: AbortSignal.timeout(1000), deadline: Date.now() + 1000 })).corners[3].y;
const solved: string | undefined = (await createSolver()).sudoku(read.puzzle, { symbols: read.symbols }).solutions[0];
const marked: number[] = [...read.corrected, ...read.doubtful];
const sure: boolean = read.unique && read.grids === 1 && read.confidence.every((p) => p > 0.9);
const pooled: Promise<string> = createWorkerSolver({ module: 'sudoku' }).scanSudoku(photo).then((r) => r.puzzle);
// @ts-expect-error the pixels are bytes
scanSudoku({ width: 1, height: 1, data: new Float32Array(4) });
// @ts-expect-error an image has a height
scanSudoku({ width: 1, data: new Uint8Array(4) });
// @ts-expect-error no such option
scanSudoku(photo, { maxNodes: 5 });
// @ts-expect-error four corners, no fifth
read.corners[4].x;
console.log(topLeft, solved, marked, sure, pooled);
