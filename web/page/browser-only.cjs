'use strict';
// What require() of dlx-wasm/element, /element/play, /element/exact-cover or /element/stepper gets
// in Node: a clear error instead of ERR_REQUIRE_ESM (Node before 20.19) or "HTMLElement is not
// defined" (later). The elements are custom elements: they need a DOM and customElements. In a
// bundler (the "node" condition is not set) the same require() gets the element itself.
const error = new Error("dlx-wasm's elements (dlx-wasm/element, dlx-wasm/element/play, dlx-wasm/element/exact-cover, dlx-wasm/element/stepper) run in browsers only: import them in a page or a bundle; in Node, use require('dlx-wasm'), require('dlx-wasm/sudoku') or require('dlx-wasm/worker')");
error.code = 'ERR_DLX_WASM_BROWSER_ONLY';
throw error;
