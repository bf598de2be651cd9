// npm run build:site: the site into build/site/ as npm start serves it and the browser tests load
// it, a build a page (buildSite() in size.js says why).
import { buildSite } from './size.js';

await buildSite();
