// The elements need a DOM. Imported in Node (server-side rendering, a test runner without a DOM),
// they say so, with the error require() of them throws (browser-only.cjs, the same words: the
// package's tests compare the two), rather than fail on "HTMLElement is not defined". Every element
// imports shadow.js, which imports this first. A browser-only build (the site's: DLX_BROWSER_BUILD
// defined, vite.site.config.js) leaves the check and its words out.
if (typeof DLX_BROWSER_BUILD === 'undefined' && typeof HTMLElement === 'undefined') {
  const error = new Error("dlx-wasm's elements (dlx-wasm/element, dlx-wasm/element/play, dlx-wasm/element/exact-cover, dlx-wasm/element/stepper) run in browsers only: import them in a page or a bundle; in Node, use require('dlx-wasm'), require('dlx-wasm/sudoku') or require('dlx-wasm/worker')");
  error.code = 'ERR_DLX_WASM_BROWSER_ONLY';
  throw error;
}
