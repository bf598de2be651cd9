// Embind entry points of the full module beside sudoku_bindings.cpp: exact cover (a 0/1 matrix,
// items and options by name, Knuth's text), N queens, polyominoes, and Algorithm X step by step.
// The same rules hold: one coarse call that copies its results out, failures returned as
// descriptions (guarded.hpp), results as value_objects.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "bindings/guarded.hpp"
#include "bindings/search_js.hpp"
#include "bindings/summary.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "core/slice.hpp"
#include "encoders/cover_text.hpp"
#include "encoders/knuth_text.hpp"
#include "encoders/matrix.hpp"
#include "encoders/named_items.hpp"
#include "encoders/numbers.hpp"
#include "encoders/polyomino.hpp"
#include "encoders/queens.hpp"

using emscripten::val;
using dlx::bindings::Summary;
using dlx::bindings::copyToJs;
using dlx::bindings::guarded;
using dlx::bindings::limitsFrom;
using dlx::bindings::searchesToJs;
using dlx::bindings::summarize;
using dlx::bindings::withSummary;

namespace {

// A search's summary and, for a slice of a search split across workers (core/slice.hpp), the
// searches it left (an array of Int32Arrays in solveSlice's format; null for a whole search).
struct Searched : Summary {
  val left = val::null();
};

struct CoverResult : Searched {
  val rows = val::null();    // Int32Array: every solution's rows back to back
  val starts = val::null();  // Int32Array: solution s is rows[starts[s] .. starts[s + 1])
  val options = val::null(); // Knuth's text only: each option's item names, a line each
  int line = 0;              // text only: the line the problem starts on
};

// Algorithm X step by step (dlx::trace): five numbers per step, as TraceStep lists them.
struct TraceResult {
  val steps = val::null();  // Int32Array: event, level, item, option, length per step
  double count = 0;
  bool complete = true;
  val items = val::null();    // Knuth's text only: the items' names, a line each
  val options = val::null();  // Knuth's text only: each option's item names, a line each
  int columns = 0;            // the matrix traced: its items, the first `primary` of them primary,
  int primary = 0;
  val entries = val::null();  // Int32Array: every option's items back to back
  val starts = val::null();   // Int32Array: option o is entries[starts[o] .. starts[o + 1])
};

// At most this many steps are kept (20 MB of them): the step-through is for small problems.
constexpr int kMaxTraceSteps = 1'000'000;

struct PolyominoResult : Searched {
  val pictures = val::null();  // per solution, the board drawn with its pieces' initials
  // Per solution, its number of pieces placed, then per piece: the piece's number, its number of
  // cells, then each cell as row * columns + column (web/lib/polyomino.js reads it).
  val placed = val::null();
  val pieces = val::null();    // the pieces' names
  int columns = 0;
  int symmetries = 1;
  std::string problem;         // asked for (writeProblem): the exact cover in Knuth's format, nothing solved
};

struct QueensResult : Searched {
  val files = val::null();  // Int32Array: every solution's files back to back
};

// The whole search of `problem` (`searches` null), or the slice of it that `searches` (an
// Int32Array) makes, its `left` into `out`. `check`: validate a problem the caller gave.
dlx::Result search(const dlx::Problem& problem, const dlx::Limits& limits, const val& searches, bool check,
                   Searched& out) {
  if (searches.isNull()) return check ? dlx::solve(problem, limits) : dlx::solveBuilt(problem, limits);
  if (check) dlx::validate(problem);
  dlx::Slice slice = dlx::solveSlice(problem, emscripten::convertJSArrayToNumberVector<int>(searches), limits);
  out.left = searchesToJs(slice.left, slice.leftEnds);
  return std::move(slice.search);
}

CoverResult coverResult(const dlx::Problem& problem, const dlx::Limits& limits, const val& searches) {
  CoverResult out;
  const dlx::Result result = search(problem, limits, searches, true, out);
  summarize(result, out);
  out.rows = copyToJs(result.solutions.rows);
  out.starts = copyToJs(result.solutions.start);
  return out;
}

val solveSparse(double columns, double primary, const val& entries, const val& rowLengths, double limit,
                double maxNodes, bool countOnly, const val& searches) {
  return guarded([&] {
    const auto flat = emscripten::convertJSArrayToNumberVector<double>(entries);
    const auto lengths = emscripten::convertJSArrayToNumberVector<int>(rowLengths);
    const auto problem =
        dlx::matrix::fromSparse(columns, primary, flat.data(), flat.size(), lengths.data(), lengths.size());
    return coverResult(problem, limitsFrom(limit, maxNodes, !countOnly), searches);
  });
}

val solveDense(const val& values, const val& rowLengths, double limit, double maxNodes, bool countOnly,
               const val& searches) {
  return guarded([&] {
    const auto flat = emscripten::convertJSArrayToNumberVector<double>(values);
    const auto lengths = emscripten::convertJSArrayToNumberVector<int>(rowLengths);
    const auto problem = dlx::matrix::fromDense(flat.data(), flat.size(), lengths.data(), lengths.size());
    return coverResult(problem, limitsFrom(limit, maxNodes, !countOnly), searches);
  });
}

// The structured form: items and options by name (named_items.hpp checks them), flattened by
// web/lib/named.js: the primary items with their bounds (bounded[i] = 0: none given), the
// secondary items, then every option's entries back to back, each an item and a color (colored[k]
// = 0: none), optionLengths entries per option.
val solveNamed(const val& primary, const val& lo, const val& hi, const val& bounded, const val& secondary,
               const val& entryItems, const val& entryColors, const val& colored, const val& optionLengths,
               double limit, double maxNodes, bool countOnly, const val& searches) {
  return guarded([&] {
    const auto primaryNames = emscripten::vecFromJSArray<std::string>(primary);
    const auto los = emscripten::convertJSArrayToNumberVector<int>(lo);
    const auto his = emscripten::convertJSArrayToNumberVector<int>(hi);
    const auto given = emscripten::convertJSArrayToNumberVector<int>(bounded);
    const auto secondaryNames = emscripten::vecFromJSArray<std::string>(secondary);
    const auto items = emscripten::vecFromJSArray<std::string>(entryItems);
    const auto colors = emscripten::vecFromJSArray<std::string>(entryColors);
    const auto hasColor = emscripten::convertJSArrayToNumberVector<int>(colored);
    const auto lengths = emscripten::convertJSArrayToNumberVector<int>(optionLengths);
    dlx::named::Builder builder;
    for (std::size_t i = 0; i < primaryNames.size(); ++i) {
      builder.item(primaryNames[i], dlx::Bound{los[i], his[i]}, given[i] != 0, false, 0);
    }
    for (const auto& name : secondaryNames) builder.item(name, dlx::Bound{}, false, true, 0);
    std::size_t k = 0;
    for (std::size_t o = 0; o < lengths.size(); ++o) {
      builder.beginOption("options[" + std::to_string(o) + "]", 0);
      for (int e = 0; e < lengths[o]; ++e, ++k) builder.entry(items[k], colors[k], hasColor[k] != 0);
      builder.endOption();
    }
    return coverResult(builder.finish(), limitsFrom(limit, maxNodes, !countOnly), searches);
  });
}

// The input a slice of a split search was last read from, and what it read: every slice of one
// search brings the same input, and reading it anew would cost more than a short slice
// (docs/performance.md, "Splitting"). Whole searches neither use nor keep it.
template <typename Read>
struct LastRead {
  std::string key;
  Read read;

  template <typename Make>
  const Read& get(std::string newKey, Make make) {
    if (newKey != key) {
      key.clear();  // a failed read leaves nothing behind
      read = make();
      key = std::move(newKey);
    }
    return read;
  }
};

// Every problem of an exact-cover text (cover_text.hpp), each result with the line it starts on
// and, for Knuth's format, its options' item names. `most` > 0 bounds how many the text may hold;
// `searches` (not null) makes each a slice.
val solveCoverText(const std::string& text, const std::string& format, int most, double limit, double maxNodes,
                   bool countOnly, const val& searches) {
  return guarded([&] {
    const auto read = [&] { return dlx::cover_text::parse(text, dlx::cover_text::formatNamed(format), most); };
    static LastRead<std::vector<dlx::cover_text::TextProblem>> last;
    std::vector<dlx::cover_text::TextProblem> whole;
    const auto& problems = searches.isNull() ? (whole = read()) : last.get(format + '\n' + std::to_string(most) + '\n' + text, read);
    val out = val::array();
    for (const auto& one : problems) {
      CoverResult result = coverResult(one.problem, limitsFrom(limit, maxNodes, !countOnly), searches);
      result.line = one.line;
      if (one.format == dlx::cover_text::Format::Knuth) {
        // One string, its lines the options: one crossing instead of one per option.
        std::string lines;
        for (const auto& option : one.options) (lines += option) += '\n';
        result.options = val(lines);
      }
      out.call<void>("push", result);
    }
    return out;
  });
}

// The step-through's trace of a problem given as text (one problem, either format).
val traceCoverText(const std::string& text, const std::string& format, double maxSteps) {
  return guarded([&] {
    const int most = dlx::integerIn(maxSteps, 1, kMaxTraceSteps, "maxSteps");
    const auto problems = dlx::cover_text::parse(text, dlx::cover_text::formatNamed(format), 1);
    const auto& one = problems.front();
    const dlx::Trace trace = dlx::trace(one.problem, static_cast<std::size_t>(most));
    std::vector<int> flat;
    flat.reserve(trace.steps.size() * 5);
    for (const auto& step : trace.steps) {
      flat.insert(flat.end(), {static_cast<int>(step.event), step.level, step.item, step.option, step.length});
    }
    TraceResult out;
    out.steps = copyToJs(flat);
    out.count = static_cast<double>(trace.count);
    out.complete = trace.complete;
    out.columns = one.problem.columns;
    out.primary = one.problem.primary;
    out.entries = copyToJs(one.problem.entries);
    out.starts = copyToJs(one.problem.rowStart);
    if (one.format == dlx::cover_text::Format::Knuth) {
      std::string items;
      for (const auto& item : one.items) (items += item) += '\n';
      std::string options;
      for (const auto& option : one.options) (options += option) += '\n';
      out.items = val(items);
      out.options = val(options);
    }
    return out;
  });
}

// The names of a dlx::TraceEvent's numbers, in order (dlx::kTraceEventNames).
val traceEvents() {
  val names = val::array();
  for (const char* name : dlx::kTraceEventNames) names.call<void>("push", std::string(name));
  return names;
}

val solvePolyomino(const std::string& boardText, const std::string& piecesText, bool rotations, bool reflections,
                   bool uniqueOnly, double limit, double maxNodes, bool countOnly, bool writeProblem,
                   const val& searches) {
  return guarded([&] {
    const auto board = dlx::polyomino::parseBoard(boardText);
    const auto pieces = dlx::polyomino::parsePieces(piecesText);
    const auto encoded = dlx::polyomino::encode(board, pieces, {rotations, reflections}, uniqueOnly);
    PolyominoResult out;
    out.symmetries = encoded.symmetries;
    if (writeProblem) {
      out.problem = dlx::knuth::write(encoded.problem, encoded.items);
      return out;
    }
    const auto result = search(encoded.problem, limitsFrom(limit, maxNodes, !countOnly), searches, false, out);
    summarize(result, out);
    out.columns = board.columns;
    out.pictures = val::array();
    out.pieces = val::array();
    for (const auto& piece : pieces) out.pieces.call<void>("push", piece.name);
    std::vector<int> placed;
    const auto& kept = result.solutions;
    for (std::size_t s = 0; s < kept.size(); ++s) {
      const int* rows = kept.rows.data() + kept.start[s];
      const int count = kept.start[s + 1] - kept.start[s];
      placed.push_back(count);
      for (int k = 0; k < count; ++k) {
        const auto& placement = encoded.placements[rows[k]];
        placed.push_back(placement.piece);
        placed.push_back(static_cast<int>(placement.cells.size()));
        placed.insert(placed.end(), placement.cells.begin(), placement.cells.end());
      }
      out.pictures.call<void>("push", dlx::polyomino::picture(board, encoded, rows, count));
    }
    out.placed = copyToJs(placed);
    return out;
  });
}

val solveQueens(double n, double limit, double maxNodes, bool countOnly, bool lexicographic, const val& searches) {
  return guarded([&] {
    const int size = dlx::integerIn(n, 1, dlx::queens::kMaxN, "n");
    const auto branching = lexicographic ? dlx::Branching::First : dlx::Branching::Mrv;
    const auto order = lexicographic ? dlx::queens::Order::RanksFirst : dlx::queens::Order::OrganPipe;
    QueensResult out;
    const auto result = search(dlx::queens::encode(size, order), limitsFrom(limit, maxNodes, !countOnly, branching),
                               searches, false, out);
    std::vector<int> files;
    files.reserve(result.solutions.size() * size);
    for (std::size_t s = 0; s < result.solutions.size(); ++s) {
      const int begin = result.solutions.start[s];
      const auto one = dlx::queens::decode(result.solutions.rows.data() + begin, result.solutions.start[s + 1] - begin,
                                           size);
      files.insert(files.end(), one.begin(), one.end());
    }
    summarize(result, out);
    out.files = copyToJs(files);
    return out;
  });
}

template <typename T>
emscripten::value_object<T>& withLeft(emscripten::value_object<T>& object) {
  return withSummary(object).field("left", &T::left);
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_cover) {
  emscripten::value_object<CoverResult> cover("CoverResult");
  withLeft(cover)
      .field("rows", &CoverResult::rows)
      .field("starts", &CoverResult::starts)
      .field("options", &CoverResult::options)
      .field("line", &CoverResult::line);
  emscripten::value_object<PolyominoResult> polyomino("PolyominoResult");
  withLeft(polyomino)
      .field("pictures", &PolyominoResult::pictures)
      .field("placed", &PolyominoResult::placed)
      .field("pieces", &PolyominoResult::pieces)
      .field("columns", &PolyominoResult::columns)
      .field("symmetries", &PolyominoResult::symmetries)
      .field("problem", &PolyominoResult::problem);
  emscripten::value_object<QueensResult> queens("QueensResult");
  withLeft(queens).field("files", &QueensResult::files);

  emscripten::value_object<TraceResult>("TraceResult")
      .field("steps", &TraceResult::steps)
      .field("count", &TraceResult::count)
      .field("complete", &TraceResult::complete)
      .field("items", &TraceResult::items)
      .field("options", &TraceResult::options)
      .field("columns", &TraceResult::columns)
      .field("primary", &TraceResult::primary)
      .field("entries", &TraceResult::entries)
      .field("starts", &TraceResult::starts);

  emscripten::function("solveSparse", &solveSparse);
  emscripten::function("solveDense", &solveDense);
  emscripten::function("solveCoverText", &solveCoverText);
  emscripten::function("solveNamed", &solveNamed);
  emscripten::function("solveQueens", &solveQueens);
  emscripten::function("solvePolyomino", &solvePolyomino);
  emscripten::function("traceCoverText", &traceCoverText);
  emscripten::function("traceEvents", &traceEvents);
}
