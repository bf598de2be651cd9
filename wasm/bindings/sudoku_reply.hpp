// The reply of dlx_solve_sudoku_text (sudoku_exports.cpp), which web/lib/facade.js reads straight
// from the WASM heap. Every field is named once, in DLX_SUDOKU_REPLY: the struct below and the
// layout JS reads (sudokuReplyLayout() in sudoku_bindings.cpp: each name with its byte offset and type) are
// both made from that list, so the two sides cannot disagree. Pointers are 32-bit in WASM.
#pragma once

#include <cstdint>

// FIELD(C++ type, JS heap view: f64 or i32, name)
#define DLX_SUDOKU_REPLY(FIELD)                                                                  \
  FIELD(double, f64, count)                                                                      \
  FIELD(double, f64, nodes)                                                                      \
  FIELD(std::int32_t, i32, stopped)          /* a dlx::Stop */                                   \
  FIELD(std::int32_t, i32, size)             /* the grid's side */                               \
  FIELD(const char*, i32, solutions)         /* UTF-8, the solutions back to back */             \
  FIELD(std::int32_t, i32, solutionsLength)  /* bytes */                                         \
  FIELD(const int*, i32, conflicts)          /* cell indices */                                  \
  FIELD(std::int32_t, i32, conflictsLength)                                                      \
  FIELD(const char*, i32, errorClass)        /* null when the call succeeded, else a JS class */ \
  FIELD(std::int32_t, i32, errorClassLength)                                                     \
  FIELD(const char*, i32, message)                                                               \
  FIELD(std::int32_t, i32, messageLength)                                                        \
  FIELD(std::int32_t, i32, line)             /* the place of the error, 1-based; 0: none */      \
  FIELD(std::int32_t, i32, row)                                                                  \
  FIELD(std::int32_t, i32, column)

namespace dlx::bindings {

struct SudokuReply {
#define DLX_DECLARE(type, view, name) type name;
  DLX_SUDOKU_REPLY(DLX_DECLARE)
#undef DLX_DECLARE
};

}  // namespace dlx::bindings
