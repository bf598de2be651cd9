// The scan module (web/generated/scan.mjs and scan.wasm: the photo scanner of wasm/scan/, its
// network's weights compiled in), loaded once per page, process or worker, at the first scan: what
// dlx-wasm/scan and the workers' scanSudoku() use, and nothing else (the Sudoku and full modules
// never carry it). Its one call takes the photo's RGBA in a buffer of its own, written straight
// into the heap (the wire's tagged values would take 8 bytes a byte): wasm/bindings/scan_bindings.cpp.
import { errorOf } from './errors.js';
import { instantiateBuild } from './wasm.js';
import { wireFunction } from './wire.js';
import glue from '../generated/scan.mjs';

// One build (no SIMD one: CMakeLists.txt), so the loader's two URLs are the same file's.
const SCAN_BUILD = {
  factory: glue,
  wasm: {
    plain: () => new URL('../generated/scan.wasm', import.meta.url),
    simd: () => new URL('../generated/scan.wasm', import.meta.url),
  },
  file: { plain: 'scan.wasm', simd: 'scan.wasm' },
  home: import.meta.url,
};

// The module's calls: scan(width, height, data) gives the reply of dlx_scanSudoku() (the data
// checked by scan-image.js), or throws its failure; heapBytesInUse() for the tests that watch the
// heap across failed calls.
function scanFacade(raw) {
  const scanSudoku = wireFunction(raw, 'scanSudoku');
  const heapBytesInUse = wireFunction(raw, 'heapBytesInUse');
  const scanWeights = wireFunction(raw, 'scanWeights');
  return Object.freeze({
    // `weights`: a network's weights blob (scanSudoku's option), read again at each call that has
    // it (a 60 KB blob reads in well under a millisecond) so that a changed array is never stale.
    scan(width, height, data, weights) {
      if (weights) {
        const blobAt = raw._dlx_scan_weights(weights.length);
        if (blobAt === 0) throw new RangeError('out of memory: the weights do not fit in the WASM heap');
        raw.HEAPU8.set(weights, blobAt);
        const read = scanWeights();
        if (read?.failed) throw errorOf(read.failed);
      }
      const at = raw._dlx_scan_pixels(data.length);
      if (at === 0) throw new RangeError(`out of memory: a ${width}x${height} image does not fit in the WASM heap (at most 2 GiB)`);
      raw.HEAPU8.set(data, at);  // the view taken after the call, which may have grown the memory
      const reply = scanSudoku(width, height, Boolean(weights));
      if (reply?.failed) throw errorOf(reply.failed);
      return reply;
    },
    heapBytesInUse: () => heapBytesInUse(),
  });
}

let loading = null;

/**
 * Loads the scan module (the first call's module is shared): `packed` gives its WASM from its
 * packed copy where a bundle did not emit the .wasm (the entry passes it; workers do not: wasm.js).
 */
export function loadScanModule(packed = null) {
  loading ??= instantiateBuild(SCAN_BUILD, packed).then(scanFacade, (error) => {
    loading = null;  // a later call tries again
    throw error;
  });
  return loading;
}
