// The Content-Security-Policy of the site: sent as a header by `npm start` (tools/serve-site.js)
// and `vite preview` (vite.site.config.js), and stated in each page's meta tag (index.html,
// play.html, cover.html: copies, which tests/browser/play-saved.test.js checks against this one),
// so that a static host with no headers of its own serves the pages under it too. Scripts from
// the page's own origin only, WebAssembly compiled ('wasm-unsafe-eval'), nothing inline, nothing
// from elsewhere; workers are same-origin scripts (worker-src falls back to script-src).
export const SITE_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; form-action 'none'";
