// Embind only: JS values in, core types through, plain JS objects out. Every entry point is one
// coarse call that copies its results out, so no handle ever reaches the caller. Validation lives in
// the encoders; a C++ InputError becomes a JS RangeError/TypeError here and the module stays usable.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <new>
#include <string>
#include <vector>

#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/knuth_text.hpp"
#include "encoders/matrix.hpp"
#include "encoders/matrix_text.hpp"
#include "encoders/numbers.hpp"
#include "encoders/queens.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"

using emscripten::val;

namespace {

// The JS wrapper passes 0 for "no limit" and has already checked these are whole and positive.
dlx::Limits limitsFrom(double limit, double maxNodes, bool keepSolutions,
                       dlx::Branching branching = dlx::Branching::Mrv) {
  dlx::Limits limits;
  limits.maxSolutions = static_cast<std::uint64_t>(limit);
  limits.maxNodes = static_cast<std::uint64_t>(maxNodes);
  limits.keepSolutions = keepSolutions;
  limits.branching = branching;
  return limits;
}

template <typename T>
val copyToJs(const std::vector<T>& data) {
  // slice() copies out of the WASM heap: the result stays valid when memory grows.
  return val(emscripten::typed_memory_view(data.size(), data.data())).call<val>("slice");
}

val searchSummary(const dlx::Result& result) {
  val out = val::object();
  out.set("count", static_cast<double>(result.count));
  out.set("complete", result.complete());
  out.set("nodes", static_cast<double>(result.nodes));
  switch (result.stop) {
    case dlx::Stop::Exhausted: out.set("stopped", val::null()); break;
    case dlx::Stop::SolutionLimit: out.set("stopped", std::string("limit")); break;
    case dlx::Stop::NodeLimit: out.set("stopped", std::string("maxNodes")); break;
  }
  return out;
}

val coverResult(const dlx::Result& result) {
  val out = searchSummary(result);
  out.set("rows", copyToJs(result.solutions.rows));
  out.set("starts", copyToJs(result.solutions.start));
  return out;
}

// Runs `body`, turning every failure into a real JS exception instead of a bare pointer or an abort.
// Input errors carry their place (line, row, column; 1-based) as properties when it is known.
template <typename Body>
val guarded(Body body) {
  const char* errorClass = "RangeError";
  std::string message;
  dlx::Place place;
  try {
    return body();
  } catch (const dlx::InputError& e) {
    message = e.what();
    place = e.place();
  } catch (const std::bad_alloc&) {
    message = "out of memory: the problem is too large for the WASM heap (at most 2 GiB)";
  } catch (const std::exception& e) {
    errorClass = "Error";
    message = std::string("internal error: ") + e.what();
  }
  val error = val::global(errorClass).new_(message);
  if (place.line) error.set("line", place.line);
  if (place.row) error.set("row", place.row);
  if (place.column) error.set("column", place.column);
  error.throw_();
}

val solveSudokuText(const std::string& text, const std::string& symbols, double limit, double maxNodes) {
  return guarded([&] {
    const auto puzzle = dlx::sudoku::parseText(text, symbols);
    const auto outcome = dlx::sudoku::solve(puzzle.grid, limitsFrom(limit, maxNodes, true));
    val out = searchSummary(outcome.search);
    const int size = puzzle.grid.size();
    const std::size_t area = static_cast<std::size_t>(size) * size;
    val solutions = val::array();
    for (std::size_t s = 0; s * area < outcome.grids.size(); ++s) {
      solutions.call<void>("push", dlx::sudoku::formatText(outcome.grids.data() + s * area, puzzle.grid.box,
                                                           puzzle.alphabet));
    }
    out.set("size", size);
    out.set("solutions", solutions);
    out.set("conflicts", copyToJs(outcome.conflicts));
    return out;
  });
}

val solveSudokuNumbers(const val& cells, double limit, double maxNodes) {
  return guarded([&] {
    const auto values = emscripten::convertJSArrayToNumberVector<double>(cells);
    const auto grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
    const auto outcome = dlx::sudoku::solve(grid, limitsFrom(limit, maxNodes, true));
    val out = searchSummary(outcome.search);
    out.set("size", grid.size());
    out.set("grids", copyToJs(outcome.grids));
    out.set("conflicts", copyToJs(outcome.conflicts));
    return out;
  });
}

val solveSparse(double columns, double primary, const val& entries, const val& rowLengths, double limit,
                double maxNodes, bool countOnly) {
  return guarded([&] {
    const auto flat = emscripten::convertJSArrayToNumberVector<double>(entries);
    const auto lengths = emscripten::convertJSArrayToNumberVector<int>(rowLengths);
    const auto problem =
        dlx::matrix::fromSparse(columns, primary, flat.data(), flat.size(), lengths.data(), lengths.size());
    return coverResult(dlx::solve(problem, limitsFrom(limit, maxNodes, !countOnly)));
  });
}

val solveDense(const val& values, const val& rowLengths, double limit, double maxNodes, bool countOnly) {
  return guarded([&] {
    const auto flat = emscripten::convertJSArrayToNumberVector<double>(values);
    const auto lengths = emscripten::convertJSArrayToNumberVector<int>(rowLengths);
    const auto problem = dlx::matrix::fromDense(flat.data(), flat.size(), lengths.data(), lengths.size());
    return coverResult(dlx::solve(problem, limitsFrom(limit, maxNodes, !countOnly)));
  });
}

val solveMatrixText(const std::string& text, double limit, double maxNodes, bool countOnly) {
  return guarded([&] {
    const auto matrices = dlx::matrix::parseText(text);
    val out = val::array();
    for (const auto& matrix : matrices) {
      val one = coverResult(dlx::solve(matrix.problem, limitsFrom(limit, maxNodes, !countOnly)));
      one.set("line", matrix.line);
      out.call<void>("push", one);
    }
    return out;
  });
}

val solveKnuthText(const std::string& text, double limit, double maxNodes, bool countOnly) {
  return guarded([&] {
    const auto parsed = dlx::knuth::parse(text);
    val out = coverResult(dlx::solve(parsed.problem, limitsFrom(limit, maxNodes, !countOnly)));
    val options = val::array();
    for (const auto& option : parsed.options) options.call<void>("push", option);
    out.set("options", options);
    return out;
  });
}

val solveQueens(double n, double limit, double maxNodes, bool countOnly, bool lexicographic) {
  return guarded([&] {
    const int size = dlx::integerIn(n, 1, dlx::queens::kMaxN, "n");
    const auto branching = lexicographic ? dlx::Branching::First : dlx::Branching::Mrv;
    const auto order = lexicographic ? dlx::queens::Order::RanksFirst : dlx::queens::Order::OrganPipe;
    const auto result =
        dlx::solveBuilt(dlx::queens::encode(size, order), limitsFrom(limit, maxNodes, !countOnly, branching));
    std::vector<int> files;
    files.reserve(result.solutions.size() * size);
    for (std::size_t s = 0; s < result.solutions.size(); ++s) {
      const int begin = result.solutions.start[s];
      const auto one = dlx::queens::decode(result.solutions.rows.data() + begin, result.solutions.start[s + 1] - begin,
                                           size);
      files.insert(files.end(), one.begin(), one.end());
    }
    val out = searchSummary(result);
    out.set("files", copyToJs(files));
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_wasm) {
  emscripten::function("solveSudokuText", &solveSudokuText);
  emscripten::function("solveSudokuNumbers", &solveSudokuNumbers);
  emscripten::function("solveSparse", &solveSparse);
  emscripten::function("solveDense", &solveDense);
  emscripten::function("solveKnuthText", &solveKnuthText);
  emscripten::function("solveMatrixText", &solveMatrixText);
  emscripten::function("solveQueens", &solveQueens);
}
