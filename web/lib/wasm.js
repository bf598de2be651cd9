// How a module's WebAssembly is found, compiled and instantiated (docs/api.md, "How the WASM
// loads"). A build (module.js, sudoku-module.js) is the glue's factory, which both its WASM builds
// share, and the URL of each .wasm (plain and SIMD, simd.js), written as `new URL('…',
// import.meta.url)` literals where they are declared, the form Vite, webpack and Parcel follow
// and emit.
//   - In Node, the .wasm is read from disk and compiled: no decode, nothing inlined.
//   - In a browser, it is fetched and compiled while it streams in (compileStreaming).
//   - A bundle whose bundler left the URL as written (esbuild and Rollup by default: it then points
//     beside the bundle, where no .wasm was emitted) or that has no import.meta.url (esbuild's
//     IIFE output) takes the plain build's packed copy (*.packed.mjs) instead, which the bundler
//     does follow, as an import(): from the caller's `packed` (packed.js). Workers give none: only
//     a bundler that follows URLs builds a worker, and a worker bundle carries what it imports,
//     used or not.
import { hasSimd } from './simd.js';

// Read in Node only, through a specifier that bundlers leave alone.
const NODE_FS = 'node:fs/promises';

/**
 * Instantiates `build`'s WASM: `build` is { factory, wasm: { plain, simd }, file: { plain, simd },
 * home } (sudoku-module.js; the factory is the glue's default export), `packed` null or a
 * function that gives the plain build's WASM from its packed copy (packed.js). Resolves to the
 * glue's module.
 */
export async function instantiateBuild(build, packed = null) {
  const which = hasSimd() ? 'simd' : 'plain';
  return instantiate(build.factory, await compileBuild(build, which, packed));
}

/** The glue's module (`factory` is its default export) over `compiled`, a WebAssembly.Module. */
export function instantiate(factory, compiled) {
  return new Promise((resolve, reject) => {
    factory({
      // The glue's hook for a module compiled elsewhere: it waits for `done`.
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(compiled, imports).then((instance) => done(instance, compiled), reject);
        return {};
      },
    }).then(resolve, reject);
  });
}

async function compileBuild(build, which, packed) {
  const file = build.file[which];
  let url = null;
  try {
    url = build.wasm[which]();
  } catch {
    // new URL(…, undefined): a bundle without import.meta.url, which cannot have emitted the file.
  }
  if (url !== null && (packed === null || findable(url, file, build.home))) {
    try {
      return await compileFile(url);
    } catch (error) {
      if (packed === null) throw error;
      console.warn(`dlx-wasm: ${error.message}; using the WASM packed in JS instead (docs/api.md, "How the WASM loads")`);
    }
  }
  if (packed === null) throw new Error(`dlx-wasm: ${file} cannot be located: this script has no import.meta.url (docs/api.md, "How the WASM loads")`);
  return WebAssembly.compile(await packed());
}

// Whether the .wasm at `url` was put there: the loader runs from the package's own files (Node, a
// CDN, a server of the package), or a bundler emitted the file under a name of its own. A bundle
// that left the reference as written points beside itself, where there is none.
function findable(url, file, home) {
  return /\/web\/lib\/[\w.-]+\.js(?:[?#].*)?$/.test(home ?? '') || !url.pathname.endsWith(`/${file}`);
}

/** The .wasm at `url` compiled: read from disk (a file: URL) or fetched, by streaming if it can. */
export async function compileFile(url) {
  if (url.protocol === 'file:') {
    const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
    return WebAssembly.compile(await readFile(url));
  }
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} could not be fetched (HTTP ${response.status})`);
  // compileStreaming needs the WASM's media type; a host that sends another gets the slower path.
  if (typeof WebAssembly.compileStreaming === 'function' && /^application\/wasm\b/.test(response.headers.get('content-type') ?? '')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
