// The `worker-url` attribute and `workerUrl` property every element has: where its worker script
// is served, for a bundler that did not emit it where the package has it (the attribute relative
// to the page's address, as new Worker() reads it). Without it, the element starts the package's
// own worker script; where the worker it starts cannot start, it runs its searches on the page's
// thread (browser-pool.js). Also here: upgradeProperty(), for the properties an element takes
// before its class is defined.
import { describe } from '../lib/validate.js';

export const WORKER_URL = 'worker-url';

/** The URL the element's workers start from, or undefined for the package's own script. */
export const workerUrlOf = (host) => host.getAttribute(WORKER_URL) || undefined;

/** Adds the workerUrl property to an element class: the attribute's value (null: none). */
export function withWorkerUrl(ElementClass) {
  Object.defineProperty(ElementClass.prototype, 'workerUrl', {
    configurable: true,
    get() {
      return this.getAttribute(WORKER_URL);
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(WORKER_URL);
      else if (typeof value === 'string' || value instanceof URL) this.setAttribute(WORKER_URL, String(value));
      else throw new TypeError(`<${this.localName}>: workerUrl must be a string, a URL or null; got ${describe(value)}`);
    },
  });
}

/**
 * A property set on the element before its class was defined is an own property that hides the
 * class's accessor: it is taken off and set again through the accessor (at connection).
 */
export function upgradeProperty(host, name) {
  if (!Object.hasOwn(host, name)) return;
  const value = host[name];
  delete host[name];
  host[name] = value;
}
