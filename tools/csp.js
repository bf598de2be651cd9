// The Content-Security-Policy of the site: sent as a header by `npm start` (tools/serve-site.js)
// and `vite preview` (vite.site.config.js), and written into each page's meta tag when Vite builds
// it (vite.site.config.js replaces %SITE_CSP% in index.html, play.html, cover.html,
// techniques.html, with that page's own styles: pageCsp()), so that a static host with no headers
// of its own serves the pages under it too. Scripts from the page's
// own origin only, WebAssembly compiled ('wasm-unsafe-eval'), nothing inline, nothing from
// elsewhere; workers are same-origin scripts (worker-src falls back to script-src). Styles: the
// page's own files, and the elements' CSS texts by their hashes, for a browser without
// adoptedStyleSheets (Safari before 16.4), where the elements put each text in a <style> element
// (web/page/shadow.js); the hashes are of the very texts, compacted as the site's build ships them
// (compact-css.js), so they follow any change to them.
import { createHash } from 'node:crypto';
import { compactCss } from './compact-css.js';
import CONTROLS from '../web/page/controls-css.js';
import EXACT_COVER from '../web/page/cover/exact-cover-css.js';
import PLAY from '../web/page/play/play-css.js';
import SCAN from '../web/page/scan/scan-css.js';
import SUDOKU_SOLVER from '../web/page/sudoku-solver-css.js';

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The elements' CSS texts as the site ships them (compacted: compact-css.js), each as a CSP source (its sha256 hash). */
export const ELEMENT_STYLE_HASHES = [CONTROLS, SUDOKU_SOLVER, SCAN, PLAY, EXACT_COVER].map((text) => hash(compactCss(text)));

const policy = (hashes) => `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' ${hashes.join(' ')}; object-src 'none'; base-uri 'none'; form-action 'none'`;

/** The site's policy, as npm start sends it for every page: every element's style. */
export const SITE_CSP = policy(ELEMENT_STYLE_HASHES);

// The element styles each page's elements take, which its meta tag names (a hash is 44 characters
// no compressor shortens: the play page's first load is 70 bytes lighter without the other
// pages'). The technique page's boards take play mode's style with their own added, one text not
// hashed: a browser without adoptedStyleSheets shows them unstyled (docs/api.md, "Workers and
// bundlers").
const PAGE_STYLES = {
  'index.html': [CONTROLS, SUDOKU_SOLVER, SCAN],  // the scan panel's, loaded at the first Scan
  'play.html': [CONTROLS, PLAY],
  'cover.html': [CONTROLS, EXACT_COVER],
  'techniques.html': [CONTROLS],
};

/** The policy a page's meta tag states (vite.site.config.js): the site's, with its own elements' styles only. */
export function pageCsp(page) {
  if (!(page in PAGE_STYLES)) throw new RangeError(`csp: no page ${page} (pages: ${Object.keys(PAGE_STYLES).join(', ')})`);
  return policy(PAGE_STYLES[page].map((text) => hash(compactCss(text))));
}
