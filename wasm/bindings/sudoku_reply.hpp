// The reply of dlx_solve_sudoku_texts (sudoku_exports.cpp), which web/lib/facade.js reads straight
// from the WASM heap: a header for the call, and a record per puzzle solved. Every field is named
// once, in DLX_SUDOKU_REPLY and DLX_SUDOKU_RECORD: the structs below and the layout JS reads
// (sudokuReplyLayout() in sudoku_bindings.cpp: each name with its byte offset and type) are both
// made from those lists, so the two sides cannot disagree. Pointers are 32-bit in WASM.
#pragma once

#include <cstdint>

// FIELD(C++ type, JS heap view: f64 or i32, name)
#define DLX_SUDOKU_REPLY(FIELD)                                                                  \
  FIELD(const void*, i32, records)           /* a SudokuRecord per puzzle solved, in order */    \
  FIELD(std::int32_t, i32, solved)           /* how many records */                              \
  FIELD(const char*, i32, solutions)         /* UTF-8, every record's solutions back to back */  \
  FIELD(const int*, i32, conflicts)          /* cell indices, every record's back to back */     \
  FIELD(const char*, i32, errorClass)        /* null, or the JS class of the failure of the  */  \
  FIELD(std::int32_t, i32, errorClassLength) /* puzzle after the last record              */     \
  FIELD(const char*, i32, message)                                                               \
  FIELD(std::int32_t, i32, messageLength)                                                        \
  FIELD(std::int32_t, i32, line)             /* the place of the error, 1-based; 0: none */      \
  FIELD(std::int32_t, i32, row)                                                                  \
  FIELD(std::int32_t, i32, column)

#define DLX_SUDOKU_RECORD(FIELD)                                                                 \
  FIELD(double, f64, count)                                                                      \
  FIELD(double, f64, nodes)                                                                      \
  FIELD(std::int32_t, i32, stopped)          /* a dlx::Stop */                                   \
  FIELD(std::int32_t, i32, size)             /* the grid's side */                               \
  FIELD(std::int32_t, i32, solutionsLength)  /* bytes */                                         \
  FIELD(std::int32_t, i32, conflictsLength)

namespace dlx::bindings {

#define DLX_DECLARE(type, view, name) type name;
struct SudokuReply {
  DLX_SUDOKU_REPLY(DLX_DECLARE)
};
struct SudokuRecord {
  DLX_SUDOKU_RECORD(DLX_DECLARE)
};
#undef DLX_DECLARE

}  // namespace dlx::bindings
