// Types for `dlx-wasm/scan`: scanSudoku(), the Sudoku in a photo or a screenshot (docs/api.md, "dlx-wasm/scan").

/** A photo as a canvas gives it (an ImageData): width * height pixels of RGBA, row by row. */
export interface ScanImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/** A point in the image's pixels. */
export interface ScanPoint {
  x: number;
  y: number;
}

export interface ScanOptions {
  /** Looked at before the scan begins (a scan is one call of the module, about a tenth of a second). */
  signal?: AbortSignal;
  /** A time on Date.now()'s clock, looked at before the scan begins: a TimeoutError after it. */
  deadline?: number;
  /**
   * A network's weights blob, as train/export.py writes it (train/README.md), to read with instead
   * of the built-in network: one trained on your own photos, or the cross-validation folds of
   * `npm run bench:scan`. A RangeError when it is not one.
   */
  weights?: Uint8Array;
}

export interface ScanResult {
  /** size * size symbols in `symbols`, '.' for an empty cell: what sudoku(), hint() and the rest take. */
  puzzle: string;
  /** Cells a side: 9, or 16. */
  size: number;
  /** The alphabet of `puzzle`: '123456789'; for 16x16 '0123456789ABCDEF' (pass it as the symbols option) or '123456789ABCDEFG'. */
  symbols: string;
  /** Per cell, row by row: the probability of what was read there (0 to 1). */
  confidence: number[];
  /** The grid's corners in the image's pixels: top-left, top-right, bottom-right, bottom-left as the grid is read. */
  corners: [ScanPoint, ScanPoint, ScanPoint, ScanPoint];
  /** Cells (row * size + column) whose reading the corrector changed from the network's first choice. */
  corrected: number[];
  /** Cells whose reading stays uncertain, to show for checking. */
  doubtful: number[];
  /** Grid-shaped figures in the image: 2 or more when others were beside the one read (the largest). */
  grids: number;
  /** Whether the reading has exactly one solution. */
  unique: boolean;
  /** Readings the corrector tried before this one. */
  tried: number;
}

/**
 * Reads the Sudoku in `image` with the scan module, loaded at the first call. Rejects with a
 * TypeError or RangeError naming a bad image, or a RangeError when it holds no grid.
 */
export function scanSudoku(image: ScanImage, options?: ScanOptions): Promise<ScanResult>;
