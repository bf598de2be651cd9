// The address of a technique's section on the technique page (techniques.html#x-wing), for a
// step's technique named in a hint or an explanation (solver-logic.js; play mode's hint text may
// link it too). Apart from technique-links.js: the list of techniques it checks against is the
// library's sentences.js, which play mode loads with its first hint, not with the page.
import { TECHNIQUES } from '../lib/sentences.js';
import { TECHNIQUES_PAGE } from './technique-links.js';

/** The address of `technique`'s section (its name in the API, as a step names it) on the technique page at `page`. */
export function techniqueHref(technique, page = TECHNIQUES_PAGE) {
  if (!TECHNIQUES.includes(technique)) {
    throw new RangeError(`techniqueHref: ${JSON.stringify(technique)} is not a technique the logic solver names (${TECHNIQUES.join(', ')})`);
  }
  return `${page}#${technique}`;
}
