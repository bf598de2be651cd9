// Vitest's global setup for the browser tests: the site they load is built first (vite.site.config.js,
// about a second), so a test never sees pages older than their sources.
import { buildSite } from '../../tools/size.js';

export default async function setup() {
  await buildSite();
}
