// An element's shadow root: the shared controls.css, its own style, its markup; returns root's $.
export function shadowOf(host, { style, template }) {
  const root = host.attachShadow({ mode: 'open' });
  for (const href of [new URL('./controls.css', import.meta.url).href, style]) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    root.append(link);
  }
  const markup = document.createElement('template');
  markup.innerHTML = template;
  root.append(markup.content);
  return (selector) => root.querySelector(selector);
}
