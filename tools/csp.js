// The Content-Security-Policy of the site: sent as a header by `npm start` (tools/serve-site.js)
// and `vite preview` (vite.site.config.js), and written into each page's meta tag when Vite builds
// it (vite.site.config.js replaces %SITE_CSP% in index.html, play.html, cover.html, techniques.html), so that a
// static host with no headers of its own serves the pages under it too. Scripts from the page's
// own origin only, WebAssembly compiled ('wasm-unsafe-eval'), nothing inline, nothing from
// elsewhere; workers are same-origin scripts (worker-src falls back to script-src). Styles: the
// page's own files, and the elements' CSS texts by their hashes, for a browser without
// adoptedStyleSheets (Safari before 16.4), where the elements put each text in a <style> element
// (web/page/shadow.js); the hashes are of the very texts, so they follow any change to them.
import { createHash } from 'node:crypto';
import CONTROLS from '../web/page/controls-css.js';
import EXACT_COVER from '../web/page/cover/exact-cover-css.js';
import PLAY from '../web/page/play/play-css.js';
import SUDOKU_SOLVER from '../web/page/sudoku-solver-css.js';

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The elements' CSS texts, each as a CSP source (its sha256 hash). */
export const ELEMENT_STYLE_HASHES = [CONTROLS, SUDOKU_SOLVER, PLAY, EXACT_COVER].map(hash);

export const SITE_CSP = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' ${ELEMENT_STYLE_HASHES.join(' ')}; object-src 'none'; base-uri 'none'; form-action 'none'`;
