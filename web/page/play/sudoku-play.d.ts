// Types for `dlx-wasm/element/play`: <sudoku-play> (sudoku-play.js), a custom element for browsers.
// Importing the module defines the element; docs/api.md, "Play mode".
import type { Step, SudokuVariant } from '../../lib/index.js';

/** What load() came to: opened, kept (the player kept their game), refused (the reason is shown), abandoned (New pressed). */
export type PlayLoadOutcome = 'opened' | 'kept' | 'refused' | 'abandoned';

export interface SudokuPlayEventMap extends HTMLElementEventMap {
  /** A game started or resumed; `moves` as text (the `move` event's). */
  game: CustomEvent<{ puzzle: string; moves: string; variant: SudokuVariant | null }>;
  move: CustomEvent<{ moves: string }>;
  /** A hint shown: `stage` 1 where to look, 2 the step drawn (a third press applies it: a `move`). */
  hint: CustomEvent<{ step: Step; stage: 1 | 2 }>;
  solved: CustomEvent<{ seconds: number }>;
}

export class SudokuPlayElement extends HTMLElement {
  /** The size of a new game, from the Size picker (9 or 16; the `size` attribute sets it, and adds 4 or 25 when it asks them). */
  readonly size: number;
  /** The rules in play, in sudoku()'s form (null: classic). */
  readonly variant: SudokuVariant | null;
  /** Settled once the saved game and any pending link are set up. */
  readonly ready: Promise<void>;
  /**
   * Where the element's worker script is, for a bundle that did not emit it where the package has
   * it: the `worker-url` attribute (null: none); set to a string or URL, or null to remove it.
   */
  get workerUrl(): string | null;
  set workerUrl(url: string | URL | null | undefined);
  /**
   * Opens a puzzle (one line) under a variant (null: classic), replaying `moves` (the `move`
   * event's text); with a game in progress it asks the player first.
   */
  load(puzzle: string, moves?: string, variant?: SudokuVariant | null): Promise<PlayLoadOutcome>;
  /** Shows a notice until dismissed, with an optional link [label, href]; returns a function that takes it back. */
  report(text: string, link?: readonly [label: string, href: string] | null): () => void;
  addEventListener<K extends keyof SudokuPlayEventMap>(type: K, listener: (this: SudokuPlayElement, event: SudokuPlayEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SudokuPlayEventMap>(type: K, listener: (this: SudokuPlayElement, event: SudokuPlayEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-play': SudokuPlayElement;
  }
}
