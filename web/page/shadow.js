// An element's shadow root: the shared controls' style, its own, its markup; returns root's $.
//
// The styles are modules of CSS text (controls-css.js and each element's), not .css files named by
// new URL(..., import.meta.url): esbuild and Rollup do not emit such a file, which then 404s, and a
// page fetches nothing more for them. They are adopted as constructable stylesheets, one per text
// for every element of a kind, which a Content-Security-Policy without 'unsafe-inline' for styles
// allows (it governs <style> elements and style attributes, not the CSSOM). A browser without
// adoptedStyleSheets (Safari before 16.4) gets <style> elements instead, which such a policy blocks.
import './in-browser.js';
import CONTROLS from './controls-css.js';

const sheets = new Map();  // CSS text -> its CSSStyleSheet

const adopts = typeof ShadowRoot === 'function' && 'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

function sheetOf(text) {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

export function shadowOf(host, { style, template }) {
  const root = host.attachShadow({ mode: 'open' });
  if (adopts) {
    root.adoptedStyleSheets = [sheetOf(CONTROLS), sheetOf(style)];
  } else {
    for (const text of [CONTROLS, style]) {
      const element = document.createElement('style');
      element.textContent = text;
      root.append(element);
    }
  }
  const markup = document.createElement('template');
  markup.innerHTML = template;
  root.append(markup.content);
  return (selector) => root.querySelector(selector);
}
