// Types for `dlx-wasm/element`: <sudoku-solver> (sudoku-solver.js), a custom element for browsers.
// Importing the module defines the element; docs/api.md, "The element".
import type { SudokuVariant } from '../lib/index.js';

/** puzzlechange's detail: `replace` is true for an edit of a cell, false for a new puzzle or variant. */
export interface PuzzleChangeDetail {
  size: number;
  puzzle: string;
  variant: SudokuVariant | null;
  replace: boolean;
}

export interface SudokuSolverEventMap extends HTMLElementEventMap {
  puzzlechange: CustomEvent<PuzzleChangeDetail>;
}

export class SudokuSolverElement extends HTMLElement {
  /**
   * The givens as one line in the grid's symbols, '.' blank. Set, it loads one puzzle as load()
   * does (a TypeError or RangeError at once for a text that is not one puzzle).
   */
  get puzzle(): string;
  set puzzle(text: string);
  /** The grid's side, from the `size` attribute: 4, 9 (default), 16 or 25. */
  readonly size: number;
  /** The rules besides the classic ones, in sudoku()'s form, or null. */
  readonly variant: SudokuVariant | null;
  /**
   * Where the element's worker script is, for a bundle that did not emit it where the package has
   * it: the `worker-url` attribute (null: none); set to a string or URL, or null to remove it.
   */
  get workerUrl(): string | null;
  set workerUrl(url: string | URL | null | undefined);
  /** Loads a puzzle in any format the command line reads; what is wrong is said in the element. */
  load(text: string): Promise<void>;
  /** Sets the rules (null: classic): checked in the worker, drawn; a bad one is said and dropped. */
  setVariant(variant: SudokuVariant | null): Promise<void>;
  addEventListener<K extends keyof SudokuSolverEventMap>(type: K, listener: (this: SudokuSolverElement, event: SudokuSolverEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SudokuSolverEventMap>(type: K, listener: (this: SudokuSolverElement, event: SudokuSolverEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-solver': SudokuSolverElement;
  }
}
