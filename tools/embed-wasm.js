// `node tools/embed-wasm.js GLUE WASM OUT`: the shipped module as one file again. Emscripten builds
// its ES module glue and the .wasm apart (no -sSINGLE_FILE, whose base64 gzip packs to 1.43 times
// the WASM); this writes the glue with the WASM gzipped and inlined as base64 (a server's gzip then
// sends it at 1.00 times the WASM's gzipped size, where hex was 1.12), inflated at load time by the
// platform's DecompressionStream and handed to the factory as `wasmBinary`, so nothing is fetched
// or located at run time (docs/performance.md, "Footprint").
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

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

// mtime 0 and level 9: the same WASM gives the same file.
const packed = gzipSync(wasm, { level: 9 });
packed.writeUInt32LE(0, 4);

const out = `${glue}
// The WASM, gzipped, as base64 (tools/embed-wasm.js).
const WASM = '${packed.toString('base64')}';

// Written and read by hand: Node takes three times as long through Blob and Response.
async function wasmBinary() {
  const text = atob(WASM);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) packed[i] = text.charCodeAt(i);
  const gunzip = new DecompressionStream('gzip');
  const writer = gunzip.writable.getWriter();
  writer.write(packed).catch(() => {});  // a failure reaches the reader too
  writer.close().catch(() => {});
  const reader = gunzip.readable.getReader();
  const chunks = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.length;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

export default async function createModule() {
  return ${factory}({ wasmBinary: await wasmBinary() });
}
`;
writeFileSync(outPath, out);
