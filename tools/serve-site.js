// `npm start`'s server: the built site (build/site/) on a loopback port, every response under
// the site's Content-Security-Policy (tools/csp.js). Usage: node tools/serve-site.js [dir] [port].
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { SITE_CSP } from './csp.js';

/** A server for `dir` (not yet listening): static files, the CSP header on each response. */
export function siteServer(dir) {
  const files = sirv(dir, { etag: true });
  return createServer((req, res) => {
    res.setHeader('Content-Security-Policy', SITE_CSP);
    files(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'build/site', port = process.env.PORT ?? '8080'] = process.argv.slice(2);
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) {
    console.error(`serve-site: the port must be a whole number from 0 to 65535; got ${JSON.stringify(port)}`);
    process.exit(2);
  }
  const server = siteServer(dir);
  server.on('error', (error) => {
    console.error(`serve-site: ${error.message}`);
    process.exit(1);
  });
  server.listen(portNumber, '127.0.0.1', () => console.log(`serving ${dir} at http://127.0.0.1:${server.address().port}/`));
}
