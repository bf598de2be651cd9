// `node tools/embed-wasm.js GLUE WASM OUT`: the shipped module as one file again. Emscripten builds
// its ES module glue and the .wasm apart (no -sSINGLE_FILE, whose base64 gzip packs to 1.43 times
// the WASM); this writes the glue with the WASM packed by xz's LZMA1 and inlined as base64, and
// the decoder of web/lib/lzma.js (minified by the Closure Compiler) that unpacks it at load time,
// handed to the factory as `wasmBinary`: nothing is fetched or located at run time. A server's
// gzip sends the base64 at the packed size; LZMA packs the WASM 18% smaller than gzip -9 did
// (docs/performance.md, "Footprint"). The module is decoded here once and compared byte for byte.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lzmaDecode } from '../web/lib/lzma.js';

const [gluePath, wasmPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node tools/embed-wasm.js GLUE.mjs MODULE.wasm OUT.mjs');
  process.exit(2);
}
let glue = readFileSync(gluePath, 'utf8');
const wasm = readFileSync(wasmPath);

// Where the glue would locate the .wasm beside itself: a bundler would look for that file.
// (Closure writes the URL in parentheses.)
const located = /\(?new URL\("[\w.-]+\.wasm",import\.meta\.url\)\)?\.toString\(\)/;
// The factory's name (-sEXPORT_NAME): createDlxModule or createSudokuModule.
const exported = /export default (\w+);\s*$/.exec(glue);
if (!located.test(glue) || !exported) {
  throw new Error(`${gluePath}: not the glue this script knows (Emscripten 3.1.6, -sEXPORT_ES6 -sMODULARIZE); see tools/embed-wasm.js`);
}
const factory = exported[1];
glue = glue.slice(0, exported.index).replace(located, '"module.wasm"');

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

const closure = fileURLToPath(new URL('../node_modules/.bin/google-closure-compiler', import.meta.url));
const decoderSource = readFileSync(new URL('../web/lib/lzma.js', import.meta.url), 'utf8').replace(/^export /m, '');
const decoder = execFileSync(closure, ['--compilation_level', 'SIMPLE', '--language_out', 'ECMASCRIPT_2020', '--rewrite_polyfills=false'], {
  input: decoderSource,
  encoding: 'utf8',
}).trim();
if (!decoder.startsWith('function lzmaDecode(')) throw new Error('the Closure Compiler did not give back lzmaDecode()');

const out = `${glue}
// The WASM, as base64 of its properties' byte and raw LZMA1 (tools/embed-wasm.js), and its size.
const WASM = '${packed.toString('base64')}';
const WASM_SIZE = ${wasm.length};
// web/lib/lzma.js, minified.
${decoder}

function wasmBinary() {
  const text = atob(WASM);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) packed[i] = text.charCodeAt(i);
  return lzmaDecode(packed, WASM_SIZE);
}

export default async function createModule() {
  return ${factory}({ wasmBinary: wasmBinary() });
}
`;
writeFileSync(outPath, out);
