// The plain build of a module's WASM packed in JS (web/generated/*.packed.mjs, tools/ship-wasm.js),
// for a bundle that did not emit the .wasm files (wasm.js). The API's entries import it, each with
// a literal import() of its own module's copy, which every bundler follows and loads only where it
// is used. Only the plain build: it runs everywhere, and a bundle that inlines what it imports
// (esbuild's) carries one module, not two.
import { lzmaDecode } from './lzma.js';

/** A packed module's WASM: base64 of one byte of LZMA properties and the raw LZMA1 stream. */
export function unpack({ default: base64, size }) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return lzmaDecode(bytes, size);
}
