// Types for `dlx-wasm/element/exact-cover`: <exact-cover-solver> (exact-cover-solver.js), a custom
// element for browsers. Importing the module defines the element; docs/api.md, "The exact-cover elements".

/** The examples loadExample() makes (examples.js); another id is said to be unknown in the element. */
export type ExactCoverExampleId = 'knuth' | 'matrix' | 'queens' | 'pentominoes' | 'langford' | 'words';

/** The example the problem is, as made: its id and parameter (null for one without). */
export interface ExactCoverExample {
  id: string;
  param: string | null;
}

export interface ExactCoverSolverEventMap extends HTMLElementEventMap {
  /** `replace` is true while typing or clicking in the grid. */
  problemchange: CustomEvent<{ text: string; example: ExactCoverExample | null; replace: boolean }>;
}

export class ExactCoverSolverElement extends HTMLElement {
  /** The problem as text (Knuth's format or an N M matrix). */
  readonly text: string;
  /** The example while the problem is one as made, else null. */
  readonly example: ExactCoverExample | null;
  /**
   * Where the element's worker script is, for a bundle that did not emit it where the package has
   * it: the `worker-url` attribute (null: none); set to a string or URL, or null to remove it.
   */
  get workerUrl(): string | null;
  set workerUrl(url: string | URL | null | undefined);
  /** Shows a problem given as text in the text box and, where it fits, the grid. */
  load(text: string): Promise<void>;
  /** Loads an example with its parameter (one of its choices, else its default). */
  loadExample(id: ExactCoverExampleId, param?: string | number): Promise<void>;
  addEventListener<K extends keyof ExactCoverSolverEventMap>(type: K, listener: (this: ExactCoverSolverElement, event: ExactCoverSolverEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ExactCoverSolverEventMap>(type: K, listener: (this: ExactCoverSolverElement, event: ExactCoverSolverEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'exact-cover-solver': ExactCoverSolverElement;
  }
}
