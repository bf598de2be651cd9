// The symbols of Sudoku values 1..25 when a puzzle names no alphabet: 1-9, then A-P. The C++ parser
// defines them (kSymbols in wasm/encoders/sudoku_text.hpp); this copy is for code that runs without
// the module (the page's grid, tests' checkers), and a Node test checks it against the parser's.
export const SUDOKU_SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
