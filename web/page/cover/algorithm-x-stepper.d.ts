// Types for `dlx-wasm/element/stepper`: <algorithm-x-stepper> (algorithm-x-stepper.js), a custom
// element for browsers. Importing the module defines the element; docs/api.md, "The exact-cover elements".

export interface AlgorithmXStepperEventMap extends HTMLElementEventMap {
  stepchange: CustomEvent<{ step: number }>;
}

export class AlgorithmXStepperElement extends HTMLElement {
  /** How many steps are done (the `step` attribute); setting it goes to that step. */
  get step(): number;
  set step(value: number);
  /** The problem traced (null before one is set); setting it traces a text (plain exact cover, small). */
  get problem(): string | null;
  set problem(text: string);
  /**
   * Where the element's worker script is, for a bundle that did not emit it where the package has
   * it: the `worker-url` attribute (null: none); set to a string or URL, or null to remove it.
   */
  get workerUrl(): string | null;
  set workerUrl(url: string | URL | null | undefined);
  addEventListener<K extends keyof AlgorithmXStepperEventMap>(type: K, listener: (this: AlgorithmXStepperElement, event: AlgorithmXStepperEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof AlgorithmXStepperEventMap>(type: K, listener: (this: AlgorithmXStepperElement, event: AlgorithmXStepperEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'algorithm-x-stepper': AlgorithmXStepperElement;
  }
}
