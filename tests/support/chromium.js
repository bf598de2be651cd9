// Debian's Chromium driven by playwright-core (never a downloaded browser), and a static file server
// on a free loopback port for the pages under test.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll } from 'vitest';
import { SITE_DIR } from '../../tools/size.js';

// The pages are served in the tests under the site's own Content-Security-Policy (tools/csp.js).
export { SITE_CSP as STRICT_CSP } from '../../tools/csp.js';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

// Serves `dir` at http://127.0.0.1:<port><base> (a list of folders: the first that has the file);
// `headers` are added to every response; `onResponse(url, status)` hears of each response sent
// (the requests of a page's workers too, which the browser's page events may not report).
export async function serve(dir, { base = '/', headers = {}, onResponse } = {}) {
  const folders = [dir].flat().map((folder) => sirv(folder, { dev: true }));
  const server = createServer((req, res) => {
    if (onResponse) {
      const { url } = req;
      res.on('finish', () => onResponse(url, res.statusCode));
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (!req.url.startsWith(base)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    req.url = `/${req.url.slice(base.length)}`;
    const tryFolder = (k) => {
      if (k === folders.length) {
        res.statusCode = 404;
        res.end();
        return;
      }
      folders[k](req, res, () => tryFolder(k + 1));
    };
    tryFolder(0);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${base}`;
  // close() alone waits for every open connection, and Chromium may hold one it opened ahead of a
  // request it never made (a CI run waited past the test's two minutes): those are closed too.
  const close = () => new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  return { url, close };
}

/**
 * For a browser test file: Chromium and the site served once per `sites` entry (serve()'s
 * options), opened before the file's tests and closed after them: the pages as built
 * (build/site/, made by tests/browser/build-site.js), and beside them the project's own files
 * (the API's modules, the tests' pages). The returned object's `browser`, `url` (the first
 * site's) and `urls` are set once the tests run.
 */
export function siteUnderTest(...sites) {
  const project = fileURLToPath(new URL('../..', import.meta.url));
  const root = [join(project, SITE_DIR), project];
  const site = { browser: null, url: null, urls: [], servers: [] };
  beforeAll(async () => {
    site.browser = await launchChromium();
    for (const options of sites) site.servers.push(await serve(root, options));
    site.urls = site.servers.map((server) => server.url);
    [site.url] = site.urls;
  });
  afterAll(async () => {
    await site.browser?.close();
    await Promise.all(site.servers.map((server) => server.close()));
  });
  return site;
}
