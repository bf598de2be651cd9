// The site as served (`npm start`, the browser tests): the four pages built by Vite into
// build/site/, each page's modules bundled and minified, so a visit loads a few files instead of
// thirty (docs/performance.md, "Footprint"). Relative URLs: the site works under any sub-path.
// Nothing is inlined (assets as data: URLs would break a strict Content-Security-Policy, tools/csp.js).
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';
import { compactCss, isCssModule } from './tools/compact-css.js';
import { pageCsp, SITE_CSP } from './tools/csp.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Each page states the policy in a meta tag (tools/csp.js: with its own elements' styles), written here from the one source.
  plugins: [
    { name: 'site-csp', transformIndexHtml: (html, { filename }) => html.replace('%SITE_CSP%', pageCsp(basename(filename))) },
    // The elements' CSS texts compacted (tools/compact-css.js), as the policy's hashes are of them.
    {
      name: 'compact-element-css',
      async transform(_code, id) {
        if (!isCssModule(id)) return null;
        const { default: text } = await import(pathToFileURL(id).href);
        return { code: `export default ${JSON.stringify(compactCss(text))};\n`, map: null };
      },
    },
  ],
  base: './',
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'build/site',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    manifest: true,
    rollupOptions: {
      input: {
        index: `${root}index.html`,
        play: `${root}play.html`,
        cover: `${root}cover.html`,
        techniques: `${root}techniques.html`,
      },
    },
  },
  worker: { format: 'es' },
  // The workers are emitted: the elements' page-thread fallback is left out (web/page/sudoku-pool.js);
  // the pages run in browsers only: the elements' check for Node is left out (web/page/in-browser.js).
  define: { DLX_WORKERS_EMITTED: 'true', DLX_BROWSER_BUILD: 'true' },
  // `vite preview` serves the built site as `npm start` does.
  preview: { headers: { 'Content-Security-Policy': SITE_CSP } },
});
