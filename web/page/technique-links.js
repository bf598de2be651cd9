// Links from a rating to the technique pages (techniques.html: what each technique looks like, and
// what the SE scale is). The elements take the page's address in their `techniques-url`
// attribute (the site's pages give `techniques.html`); without it, a rating still explains
// itself, in a tooltip (an <abbr> with the scale's note). A technique's own link is
// technique-href.js's, apart: it needs the library's list of techniques, which play mode loads
// only with its first hint, and this is on its status line from the start.

/** The elements' attribute naming the technique page's address. */
export const TECHNIQUES_URL = 'techniques-url';

/** The site's technique page, from the site's other pages. */
export const TECHNIQUES_PAGE = 'techniques.html';

/** The technique page's section on the SE scale. */
export const SCALE_ID = 'se-scale';

/** What "SE" means, in a sentence: the tooltip of every rating shown. */
export const SCALE_NOTE = 'SE: the Sudoku Explainer scale. A puzzle rates as the hardest step its solution needs, '
  + 'taking the easiest step each time: 1.0 to 2.3 for singles, up to about 4.4 for intersections, subsets, '
  + 'fish and short wings, up to 6.4 for uniqueness, quads and long wings, 6.6 and more for chains.';

/** A rating without an SE value (rating.se null, "beyond"), said plainly wherever a rating is shown. */
export const UNRATED = 'no SE value: harder than every technique the solver knows';

/** The address of the SE scale's explanation on the technique page at `page`. */
export function scaleHref(page = TECHNIQUES_PAGE) {
  return `${page}#${SCALE_ID}`;
}

/**
 * `text` (a status line) as nodes, each rating in it ("SE 4.2") explaining itself: a link to the
 * scale on the page at `page`, titled with the scale's note; without a page, an <abbr> with the note.
 */
export function ratedNodes(text, page = null) {
  const nodes = [];
  let at = 0;
  for (const match of String(text).matchAll(/\bSE(?= \d)/g)) {
    nodes.push(document.createTextNode(text.slice(at, match.index)));
    const rating = /^SE \d+(?:\.\d+)?/.exec(text.slice(match.index))[0];
    const link = document.createElement(page ? 'a' : 'abbr');
    if (page) link.href = scaleHref(page);
    link.className = 'rating';  // kept on one line (its CSS): "SE" and its value do not part
    link.title = SCALE_NOTE;
    link.textContent = rating;
    nodes.push(link);
    at = match.index + rating.length;
  }
  nodes.push(document.createTextNode(String(text).slice(at)));
  return nodes;
}

/** Shows `text` in `element` (a status line) with its ratings explained (ratedNodes()), for `host`'s technique page. */
export function showRated(element, text, host) {
  element.replaceChildren(...ratedNodes(text, host.getAttribute(TECHNIQUES_URL)));
}
