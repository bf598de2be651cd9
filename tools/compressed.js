// A file's size as a server sends it: gzip at level 9, brotli at its highest quality (11), as
// static hosts precompress. Shared by the size report and the size budgets.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes gzipped at level 9. */
export const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Bytes under brotli at quality 11, as a text or a binary file (the mode changes little). */
export const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length;
