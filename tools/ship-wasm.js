// `node tools/ship-wasm.js GLUE WASM OUTDIR`: what a module build ships, from Emscripten's ES module
// glue and its .wasm (both in the build folder), into OUTDIR (web/generated/):
//   NAME.wasm         the WASM as its own file, fetched and compiled by streaming where a bundler,
//                     a CDN or a server serves it, read from disk in Node (web/lib/wasm.js);
//   NAME.packed.mjs   the plain build's WASM as JS, for a bundle that did not emit the .wasm (esbuild,
//                     Rollup by default): base64 of its LZMA1 (xz), unpacked by web/lib/lzma.js. A
//                     server's gzip sends the base64 at about the packed size, 18% less than the WASM
//                     gzipped. Of the plain build only: it runs everywhere, and the SIMD one is 5%
//                     faster on 9x9 but would double what such a bundle carries;
//   GLUE.mjs          the glue, named after the module without "-simd": the plain and SIMD builds of a
//                     module export the same functions, so once the one place the glue names its
//                     .wasm is blanked, their glues are the same bytes and one serves both (tests/node/wasm-builds.test.js checks the
//                     glue against both builds' exports and imports).
// The glue never locates its .wasm: web/lib/wasm.js compiles it and hands the glue the instance
// (Module.instantiateWasm), so no bundler sees a second reference to the file.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { lzmaDecode } from '../web/lib/lzma.js';

const [gluePath, wasmPath, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node tools/ship-wasm.js GLUE.mjs MODULE.wasm OUTDIR');
  process.exit(2);
}
const name = basename(wasmPath, '.wasm');
const wasm = readFileSync(wasmPath);

// Where the glue would locate the .wasm beside itself (Closure writes the URL in parentheses), and
// the fallback name it would use with locateFile: both blanked.
let glue = readFileSync(gluePath, 'utf8');
const located = /\(?new URL\("[\w.-]+\.wasm",import\.meta\.url\)\)?\.toString\(\)/;
if (!located.test(glue) || !/export default \w+;\s*$/.test(glue)) {
  throw new Error(`${gluePath}: not the glue this script knows (Emscripten 3.1.6, -sEXPORT_ES6 -sMODULARIZE); see tools/ship-wasm.js`);
}
glue = glue.replace(located, '""').replaceAll(`"${name}.wasm"`, '""');
if (glue.includes('.wasm"')) throw new Error(`${gluePath}: the glue still names a .wasm file`);

// Written through a temporary file, so a reader never sees half of one (the plain and SIMD builds
// of a module write the same glue, and may run at once).
function write(path, bytes) {
  writeFileSync(`${path}.tmp-${process.pid}`, bytes);
  renameSync(`${path}.tmp-${process.pid}`, path);
}

const gluePathOut = join(outDir, `${name.replace(/-simd$/, '')}.mjs`);
write(gluePathOut, glue);
write(join(outDir, `${name}.wasm`), wasm);

if (name.endsWith('-simd')) process.exit(0);

// LZMA's literal context, literal position and position bits, written in the stream's first byte
// as a .lzma header writes them: pb=0 packs WASM 0.2% smaller than the default pb=2 (WASM code has
// no 4-byte structure). The same WASM gives the same bytes.
const [lc, lp, pb] = [3, 0, 0];
const raw = execFileSync('xz', ['--format=raw', `--lzma1=preset=9e,lc=${lc},lp=${lp},pb=${pb}`, '--stdout'], { input: wasm, maxBuffer: 1 << 28 });
const packed = Buffer.concat([Buffer.from([lc + 9 * lp + 45 * pb]), raw]);
const unpacked = lzmaDecode(packed, wasm.length);
if (Buffer.compare(Buffer.from(unpacked.buffer, unpacked.byteOffset, unpacked.length), wasm) !== 0) {
  throw new Error(`${wasmPath}: web/lib/lzma.js does not give back what xz packed`);
}
write(join(outDir, `${name}.packed.mjs`), `// ${name}.wasm as base64 of its properties' byte and raw LZMA1, and its size (tools/ship-wasm.js).
export default '${packed.toString('base64')}';
export const size = ${wasm.length};
`);
