// `node tools/embed-wasm.js GLUE WASM OUT`: the shipped module as one file again. Emscripten builds
// its ES module glue and the .wasm apart (no -sSINGLE_FILE, whose base64 gzip packs to 1.43 times
// the WASM); this writes the glue with the WASM inlined as hex (1.12 times) and handed to the
// factory as `wasmBinary`, so nothing is fetched or located at run time (docs/performance.md,
// "Footprint").
import { readFileSync, writeFileSync } from 'node:fs';

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

const out = `${glue}
// The WASM, as hex (tools/embed-wasm.js).
const WASM = '${wasm.toString('hex')}';

function wasmBinary() {
  const bytes = new Uint8Array(WASM.length / 2);
  const digit = (c) => (c < 58 ? c - 48 : c - 87);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (digit(WASM.charCodeAt(2 * i)) << 4) | digit(WASM.charCodeAt(2 * i + 1));
  return bytes;
}

export default function createModule() {
  return ${factory}({ wasmBinary: wasmBinary() });
}
`;
writeFileSync(outPath, out);
