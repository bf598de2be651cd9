// The entry points of the full module beside sudoku_bindings.cpp: exact cover (a 0/1 matrix, items
// and options by name, Knuth's text), N queens, polyominoes, and Algorithm X step by step. Plain C
// exports over the wire (wire.hpp) as the Sudoku ones are, under the same rules: one coarse call
// that copies its results out, a failure returned as a description (answer.hpp).
#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "bindings/answer.hpp"
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

using dlx::bindings::answer;
using dlx::bindings::limitsFrom;
using dlx::bindings::summaryFields;
using dlx::bindings::wire::Arguments;
using dlx::bindings::wire::Reply;
using dlx::bindings::wire::Value;

namespace {

// At most this many steps are kept (20 MB of them): the step-through is for small problems.
constexpr int kMaxTraceSteps = 1'000'000;

// The whole search of `problem` (`searches` null), or the slice of it that `searches` (an
// Int32Array) makes, whose searches left go into `left` (flat, with each one's end).
dlx::Result search(const dlx::Problem& problem, const dlx::Limits& limits, const Value& searches, bool check,
                   dlx::Slice* left) {
  if (searches.isNull()) return check ? dlx::solve(problem, limits) : dlx::solveBuilt(problem, limits);
  if (check) dlx::validate(problem);
  *left = dlx::solveSlice(problem, searches.asInts(), limits);
  return std::move(left->search);
}

// Inside an open record: the search's summary and `left`, the searches a slice left, each an
// Int32Array (solveSlice's format), or null for a whole search.
void searchFields(Reply& out, const dlx::Result& result, const Value& searches, const dlx::Slice& slice) {
  summaryFields(out, result);
  out.key("left");
  if (searches.isNull()) {
    out.null();
    return;
  }
  out.list();
  int begin = 0;
  for (const int end : slice.leftEnds) {
    out.ints(slice.left.data() + begin, static_cast<std::size_t>(end - begin));
    begin = end;
  }
  out.end();
}

// A cover's result, a record: the summary, `left`, and every solution's rows back to back in
// `rows` (solution s is rows[starts[s] .. starts[s + 1])); the caller adds fields and closes it.
void coverResult(Reply& out, const dlx::Problem& problem, const dlx::Limits& limits, const Value& searches) {
  dlx::Slice slice;
  const dlx::Result result = search(problem, limits, searches, true, &slice);
  out.record();
  searchFields(out, result, searches, slice);
  out.key("rows").ints(result.solutions.rows).key("starts").ints(result.solutions.start);
}

// The input a slice of a split search was last read from, and what it read: every slice of one
// search brings the same input, and reading it anew would cost more than a short slice
// (docs/performance.md, "Splitting"). Whole searches neither use nor keep it. What it keeps is
// copied untracked, so it outlives a call that fails after reading (call_scope.hpp).
template <typename Read>
struct LastRead {
  std::string key;
  Read read;

  template <typename Make>
  const Read& get(const std::string& newKey, Make make) {
    if (newKey != key) {
      const Read made = make();
      dlx::bindings::untracked([&] {
        key.clear();  // a failed copy leaves nothing behind
        read = made;
        key = newKey;
      });
    }
    return read;
  }
};

// One string, a line per name: one crossing instead of one per name.
std::string linesOf(const std::vector<std::string>& names) {
  std::string lines;
  for (const auto& name : names) (lines += name) += '\n';
  return lines;
}

}  // namespace

extern "C" {

// solveSparse(columns, primary, entries, rowLengths, limit, maxNodes, countOnly, searches): a 0/1
// matrix by the columns of each row's ones, rowLengths[r] of them for row r.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveSparse(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto flat = in[2].asNumbers();
    const auto lengths = in[3].asInts();
    const auto problem =
        dlx::matrix::fromSparse(in[0].asNumber(), in[1].asNumber(), flat.data(), flat.size(), lengths.data(), lengths.size());
    coverResult(out, problem, limitsFrom(in[4].asNumber(), in[5].asNumber(), !in[6].asBool()), in[7]);
    out.end();
  });
}

// solveDense(values, rowLengths, limit, maxNodes, countOnly, searches): a 0/1 matrix row by row.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveDense(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto flat = in[0].asNumbers();
    const auto lengths = in[1].asInts();
    const auto problem = dlx::matrix::fromDense(flat.data(), flat.size(), lengths.data(), lengths.size());
    coverResult(out, problem, limitsFrom(in[2].asNumber(), in[3].asNumber(), !in[4].asBool()), in[5]);
    out.end();
  });
}

// solveNamed(primary, lo, hi, bounded, secondary, entryItems, entryColors, colored, optionLengths,
// limit, maxNodes, countOnly, searches): the structured form, items and options by name
// (named_items.hpp checks them), flattened by web/lib/named.js: the primary items with their
// bounds (bounded[i] = 0: none given), the secondary items, then every option's entries back to
// back, each an item and a color (colored[k] = 0: none), optionLengths entries per option.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveNamed(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto primaryNames = in[0].asTexts();
    const auto los = in[1].asInts();
    const auto his = in[2].asInts();
    const auto given = in[3].asInts();
    const auto secondaryNames = in[4].asTexts();
    const auto items = in[5].asTexts();
    const auto colors = in[6].asTexts();
    const auto hasColor = in[7].asInts();
    const auto lengths = in[8].asInts();
    const std::size_t entries = items.size();
    if (los.size() != primaryNames.size() || his.size() != primaryNames.size() || given.size() != primaryNames.size() ||
        colors.size() != entries || hasColor.size() != entries) {
      dlx::internalError("solveNamed: arrays of different lengths (web/lib/named.js writes them)");
    }
    dlx::named::Builder builder;
    for (std::size_t i = 0; i < primaryNames.size(); ++i) {
      builder.item(primaryNames[i], dlx::Bound{los[i], his[i]}, given[i] != 0, false, 0);
    }
    for (const auto& name : secondaryNames) builder.item(name, dlx::Bound{}, false, true, 0);
    std::size_t k = 0;
    for (std::size_t o = 0; o < lengths.size(); ++o) {
      builder.beginOption("options[" + std::to_string(o) + "]", 0);
      for (int e = 0; e < lengths[o] && k < entries; ++e, ++k) builder.entry(items[k], colors[k], hasColor[k] != 0);
      builder.endOption();
    }
    coverResult(out, builder.finish(), limitsFrom(in[9].asNumber(), in[10].asNumber(), !in[11].asBool()), in[12]);
    out.end();
  });
}

// solveCoverText(text, format, most, limit, maxNodes, countOnly, searches): every problem of an
// exact-cover text (cover_text.hpp), a list of results, each with the line it starts on and, for
// Knuth's format, its options' item names (else null). `most` > 0 bounds how many the text may
// hold; `searches` (not null) makes each a slice.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveCoverText(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const std::string text(in[0].asText());
    const std::string format(in[1].asText());
    const int most = static_cast<int>(in[2].asNumber());
    const Value searches = in[6];
    const auto read = [&] { return dlx::cover_text::parse(text, dlx::cover_text::formatNamed(format), most); };
    static LastRead<std::vector<dlx::cover_text::TextProblem>> last;
    std::vector<dlx::cover_text::TextProblem> whole;
    const auto& problems = searches.isNull() ? (whole = read()) : last.get(format + '\n' + std::to_string(most) + '\n' + text, read);
    const auto limits = limitsFrom(in[3].asNumber(), in[4].asNumber(), !in[5].asBool());
    out.list();
    for (const auto& one : problems) {
      coverResult(out, one.problem, limits, searches);
      out.key("line").number(one.line).key("options");
      if (one.format == dlx::cover_text::Format::Knuth) {
        out.text(linesOf(one.options));
      } else {
        out.null();
      }
      out.end();
    }
    out.end();
  });
}

// traceCoverText(text, format, maxSteps): the step-through's trace of one problem given as text:
// five numbers per step in `steps` (event, level, item, option, length), the matrix traced
// (`columns` items, the first `primary` of them primary; option o is entries[starts[o] ..
// starts[o + 1])) and, for Knuth's format, its items' and options' names, a line each.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_traceCoverText(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const int most = dlx::integerIn(in[2].asNumber(), 1, kMaxTraceSteps, "maxSteps");
    const auto problems = dlx::cover_text::parse(in[0].asText(), dlx::cover_text::formatNamed(std::string(in[1].asText())), 1);
    const auto& one = problems.front();
    const dlx::Trace trace = dlx::trace(one.problem, static_cast<std::size_t>(most));
    std::vector<int> flat;
    flat.reserve(trace.steps.size() * 5);
    for (const auto& step : trace.steps) {
      flat.insert(flat.end(), {static_cast<int>(step.event), step.level, step.item, step.option, step.length});
    }
    out.record().key("steps").ints(flat);
    out.key("count").number(static_cast<double>(trace.count)).key("complete").boolean(trace.complete);
    out.key("columns").number(one.problem.columns).key("primary").number(one.problem.primary);
    out.key("entries").ints(one.problem.entries).key("starts").ints(one.problem.rowStart);
    const bool knuth = one.format == dlx::cover_text::Format::Knuth;
    out.key("items");
    knuth ? out.text(linesOf(one.items)) : out.null();
    out.key("options");
    knuth ? out.text(linesOf(one.options)) : out.null();
    out.end();
  });
}

// traceEvents(): the names of a dlx::TraceEvent's numbers, in order (dlx::kTraceEventNames).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_traceEvents(int length) {
  return answer(length, [](const Arguments&, Reply& out) {
    out.list();
    for (const char* name : dlx::kTraceEventNames) out.text(name);
    out.end();
  });
}

// solvePolyomino(board, pieces, rotations, reflections, uniqueOnly, limit, maxNodes, countOnly,
// writeProblem, searches): per solution its picture (the board drawn with its pieces' initials)
// and in `placed` its number of pieces, then per piece: the piece's number, its number of cells,
// then each cell as row * columns + column (web/lib/polyomino.js reads it). With writeProblem, the
// exact cover in Knuth's format as `problem`, nothing solved.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solvePolyomino(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto board = dlx::polyomino::parseBoard(in[0].asText());
    const auto pieces = dlx::polyomino::parsePieces(in[1].asText());
    const auto encoded = dlx::polyomino::encode(board, pieces, {in[2].asBool(), in[3].asBool()}, in[4].asBool());
    out.record().key("symmetries").number(encoded.symmetries);
    if (in[8].asBool()) {
      out.key("problem").text(dlx::knuth::write(encoded.problem, encoded.items)).end();
      return;
    }
    const Value searches = in[9];
    dlx::Slice slice;
    const auto result = search(encoded.problem, limitsFrom(in[5].asNumber(), in[6].asNumber(), !in[7].asBool()), searches, false, &slice);
    searchFields(out, result, searches, slice);
    out.key("columns").number(board.columns);
    out.key("pieces").list();
    for (const auto& piece : pieces) out.text(piece.name);
    out.end();
    std::vector<int> placed;
    const auto& kept = result.solutions;
    out.key("pictures").list();
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
      out.text(dlx::polyomino::picture(board, encoded, rows, count));
    }
    out.end();
    out.key("placed").ints(placed).end();
  });
}

// solveQueens(n, limit, maxNodes, countOnly, lexicographic, searches): every solution's files back
// to back in `files`.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveQueens(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const int size = dlx::integerIn(in[0].asNumber(), 1, dlx::queens::kMaxN, "n");
    const bool lexicographic = in[4].asBool();
    const auto branching = lexicographic ? dlx::Branching::First : dlx::Branching::Mrv;
    const auto order = lexicographic ? dlx::queens::Order::RanksFirst : dlx::queens::Order::OrganPipe;
    const Value searches = in[5];
    dlx::Slice slice;
    const auto result = search(dlx::queens::encode(size, order), limitsFrom(in[1].asNumber(), in[2].asNumber(), !in[3].asBool(), branching),
                               searches, false, &slice);
    std::vector<int> files;
    files.reserve(result.solutions.size() * size);
    for (std::size_t s = 0; s < result.solutions.size(); ++s) {
      const int begin = result.solutions.start[s];
      const auto one = dlx::queens::decode(result.solutions.rows.data() + begin, result.solutions.start[s + 1] - begin,
                                           size);
      files.insert(files.end(), one.begin(), one.end());
    }
    out.record();
    searchFields(out, result, searches, slice);
    out.key("files").ints(files).end();
  });
}

}  // extern "C"
