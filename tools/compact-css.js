// The elements' CSS texts (web/page/*-css.js) as the site ships them: runs of white space made one
// space, none around braces, semicolons and commas, no semicolon before a brace. A minifier leaves
// a string's inside alone, and the texts are indented for reading; compacted, the play page's
// first load is 0.16 KB lighter under brotli. The site's build compacts them
// (vite.site.config.js), and its policy hashes the compacted texts (csp.js): the <style> elements
// of a browser without adoptedStyleSheets hold those. The texts have no comments, and no string
// with a brace, semicolon, comma or run of spaces (a `content: "a, b"` would lose its space), which
// tests/node/compact-css.test.js checks.
export function compactCss(text) {
  return text.replace(/\s+/g, ' ').replace(/ ?([{};,]) ?/g, '$1').replace(/;}/g, '}').trim();
}

/** The element style modules the site compacts: web/page/**\/*-css.js. */
export const isCssModule = (id) => /\/web\/page\/(?:[\w-]+\/)*[\w-]+-css\.js$/.test(id);
