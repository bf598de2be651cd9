// Embind entry points of the Sudoku module (and of the full one, which adds cover_bindings.cpp):
// JS values in, core types through, plain JS objects out. Every entry point is one coarse call that
// copies its results out, so no handle ever reaches the caller. Validation lives in the encoders; a
// failure comes back as a description that web/lib/facade.js throws as a JS error, and the module
// stays usable. Results are value_objects (their field names are registered once). The hottest
// call, a Sudoku as text, skips Embind altogether: see sudoku_exports.cpp; the logic solver's calls
// are in logic_exports.cpp.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <malloc.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "bindings/guarded.hpp"
#include "bindings/search_js.hpp"
#include "bindings/sudoku_reply.hpp"
#include "bindings/summary.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/numbers.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_generator.hpp"
#include "encoders/sudoku_slice.hpp"
#include "encoders/sudoku_text.hpp"
#include "encoders/sudoku_variant.hpp"
#include "encoders/sudoku_variant_text.hpp"
#include "logic/levels.hpp"

using emscripten::val;
using dlx::bindings::Summary;
using dlx::bindings::copyToJs;
using dlx::bindings::guarded;
using dlx::bindings::limitsFrom;
using dlx::bindings::searchesToJs;
using dlx::bindings::summarize;
using dlx::bindings::variantFrom;
using dlx::bindings::withSummary;

// See guarded.hpp.
dlx::sudoku::Variant dlx::bindings::variantFrom(const val& spec, int size) {
  dlx::sudoku::Variant variant;
  variant.x = spec["x"].as<bool>();
  variant.windoku = spec["windoku"].as<bool>();
  const val regions = spec["regions"];
  if (regions.isString()) dlx::sudoku::parseRegions(regions.as<std::string>(), size, variant);
  else if (!regions.isNull()) variant.regions = emscripten::convertJSArrayToNumberVector<int>(regions);
  const val cages = spec["cages"];
  if (cages.isString()) {
    dlx::sudoku::parseCages(cages.as<std::string>(), size, variant);
  } else if (!spec["cageSums"].isNull()) {
    const auto cells = emscripten::convertJSArrayToNumberVector<int>(spec["cageCells"]);
    const auto starts = emscripten::convertJSArrayToNumberVector<int>(spec["cageStarts"]);
    const auto sums = emscripten::convertJSArrayToNumberVector<int>(spec["cageSums"]);
    for (std::size_t k = 0; k < sums.size(); ++k) {
      variant.cages.push_back({std::vector<int>(cells.begin() + starts[k], cells.begin() + starts[k + 1]), sums[k]});
    }
  }
  return variant;
}

namespace {

struct SudokuNumbersResult : Summary {
  int size = 0;
  val grids = val::null();  // Int32Array: the solutions back to back
  val conflicts = val::null();
};

// One worker's share of a Sudoku search split across a pool (sudoku::solveSlice).
struct SudokuSliceResult : SudokuNumbersResult {
  std::string text;      // a puzzle given as text: the solutions in its alphabet, back to back
  val left = val::null();  // the searches not finished: an array of Int32Arrays (solveSlice's format)
};

struct GeneratedResult {
  std::string puzzle;    // one line, '.' blank, symbols 1-9 then A...
  std::string solution;
  int givens = 0;
  std::string searchLevel;
  int level = 0;      // the SE level (logic/levels.hpp)
  double branches = 0;
  double nodes = 0;
  int attempts = 0;
  std::string cages;  // killer: the cages drawn, as a cage map with its sums
  int se = -1;        // the logic rating in tenths; -1: not rated
  int hardest = 0;    // a logic::Technique
  bool seSolved = false;
};

// A share of a search: `puzzle` (text in `symbols`' alphabet, or numbers) with each of `searches`'
// placements, within `maxNodes` over the whole slice (see sudoku::solveSlice); under `variant`
// (null: the classic rules), and with `searches` null the whole search.
val solveSudokuSlice(const val& puzzle, const std::string& symbols, const val& variantSpec, const val& searches, double limit,
                     double maxNodes) {
  return guarded([&] {
    dlx::sudoku::Grid grid;
    std::string alphabet;
    const bool asText = puzzle.isString();
    if (asText) {
      auto parsed = dlx::sudoku::parseText(puzzle.as<std::string>(), symbols);
      grid = std::move(parsed.grid);
      alphabet = std::move(parsed.alphabet);
    } else {
      const auto values = emscripten::convertJSArrayToNumberVector<double>(puzzle);
      grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
    }
    const dlx::Limits limits = limitsFrom(limit, maxNodes, true);
    dlx::sudoku::Slice slice;
    if (variantSpec.isNull()) {
      slice = dlx::sudoku::solveSlice(grid, emscripten::convertJSArrayToNumberVector<int>(searches), limits);
    } else {
      const auto variant = variantFrom(variantSpec, grid.size());
      if (searches.isNull()) {
        auto whole = dlx::sudoku::solveVariant(grid, variant, limits);
        slice.search = std::move(whole.search);
        slice.conflicts = std::move(whole.conflicts);
        slice.grids = std::move(whole.grids);
      } else {
        slice = dlx::sudoku::solveVariantSlice(grid, variant, emscripten::convertJSArrayToNumberVector<int>(searches), limits);
      }
    }
    SudokuSliceResult out;
    summarize(slice.search, out);
    out.size = grid.size();
    const std::size_t area = grid.cells.size();
    if (asText) {
      for (std::size_t at = 0; at < slice.grids.size(); at += area) {
        out.text += dlx::sudoku::formatText(slice.grids.data() + at, grid.box, alphabet);
      }
      out.grids = copyToJs(std::vector<int>{});
    } else {
      out.grids = copyToJs(slice.grids);
    }
    out.conflicts = copyToJs(slice.conflicts);
    out.left = searchesToJs(slice.left, slice.leftEnds);
    return out;
  });
}

// The parse alone, for callers that show or edit a puzzle: its size, cell values and alphabet.
// With a variant (variantFrom()'s form, or null), its rules checked and read back for drawing:
// each cell's region, and the cages (cells back to back, where each starts, sums, labels).
val parseSudokuText(const std::string& text, const std::string& symbols, const val& variantSpec) {
  return guarded([&] {
    const auto puzzle = dlx::sudoku::parseText(text, symbols);
    val out = val::object();
    out.set("size", puzzle.grid.size());
    out.set("cells", copyToJs(puzzle.grid.cells));
    out.set("symbols", puzzle.alphabet);
    if (!variantSpec.isNull()) {
      const auto variant = variantFrom(variantSpec, puzzle.grid.size());
      dlx::sudoku::checkVariant(variant, puzzle.grid.box);
      std::vector<int> cells, starts{0}, sums;
      std::string labels;
      for (std::size_t k = 0; k < variant.cages.size(); ++k) {
        const auto& cage = variant.cages[k];
        cells.insert(cells.end(), cage.cells.begin(), cage.cells.end());
        starts.push_back(static_cast<int>(cells.size()));
        sums.push_back(cage.sum);
        labels += k < variant.cageNames.size() ? variant.cageNames[k] : std::string(1, ' ');
      }
      out.set("regions", variant.regions.empty() ? val::null() : copyToJs(variant.regions));
      out.set("cageCells", copyToJs(cells));
      out.set("cageStarts", copyToJs(starts));
      out.set("cageSums", copyToJs(sums));
      out.set("cageLabels", labels);
    }
    return out;
  });
}

val solveSudokuNumbers(const val& cells, double limit, double maxNodes) {
  return guarded([&] {
    const auto values = emscripten::convertJSArrayToNumberVector<double>(cells);
    const auto grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
    const auto outcome = dlx::sudoku::solve(grid, limitsFrom(limit, maxNodes, true));
    SudokuNumbersResult out;
    summarize(outcome.search, out);
    out.size = grid.size();
    out.grids = copyToJs(outcome.grids);
    out.conflicts = copyToJs(outcome.conflicts);
    return out;
  });
}

// `searchLevel` empty: any; `seMin`, `seMax`: an SE range in tenths (0, 0: any).
// `variantSpec`: null, or the rules the puzzle keeps (as variantFrom() reads them; cages ignored);
// `killer`: draw cages on the solution (returned as their text form, formatCages()).
val generateSudoku(double size, double seed, const std::string& symmetry, bool minimal, const std::string& searchLevel,
                   double seMin, double seMax, double maxGivens, const val& variantSpec, bool killer) {
  return guarded([&] {
    const int side = dlx::integerIn(size, 4, 25, "size");
    dlx::sudoku::GenerateOptions options;
    options.box = dlx::sudoku::generatedBox(side);
    options.seed = dlx::uint32In(seed, "seed");
    options.symmetry = dlx::sudoku::symmetryNamed(symmetry);
    options.minimal = minimal;
    options.searchLevel = searchLevel.empty() ? -1 : static_cast<int>(dlx::sudoku::levelNamed(searchLevel));
    options.seMin = static_cast<int>(seMin);
    options.seMax = static_cast<int>(seMax);
    options.maxGivens = dlx::integerIn(maxGivens, 0, side * side, "maxGivens");
    if (!variantSpec.isNull()) options.variant = variantFrom(variantSpec, side);
    options.killer = killer;
    const auto made = dlx::sudoku::generate(options);
    const std::string symbols = dlx::sudoku::defaultAlphabet(side);
    GeneratedResult out;
    out.puzzle = dlx::sudoku::formatText(made.puzzle.cells.data(), options.box, symbols);
    out.solution = dlx::sudoku::formatText(made.solution.cells.data(), options.box, symbols);
    out.givens = static_cast<int>(std::count_if(made.puzzle.cells.begin(), made.puzzle.cells.end(), [](int v) { return v != 0; }));
    out.searchLevel = dlx::sudoku::levelName(made.rating.level);
    out.level = dlx::logic::levelOf(made.logic.difficulty, made.logic.solved);
    out.branches = static_cast<double>(made.rating.branches);
    out.nodes = static_cast<double>(made.rating.nodes);
    out.attempts = made.attempts;
    out.se = made.logic.rated ? made.logic.difficulty : -1;
    out.hardest = made.logic.hardest;
    out.seSolved = made.logic.solved;
    if (killer) out.cages = dlx::sudoku::formatCages(made.cages, side);
    return out;
  });
}

// Bytes the C++ heap has handed out and not taken back: the leak tests watch it.
double heapBytesInUse() { return static_cast<double>(mallinfo().uordblks); }

// The names of a dlx::Stop's numbers, in order: null, 'limit', 'maxNodes' (summary.hpp).
val stopReasons() {
  val names = val::array();
  for (int stop = 0; stop < dlx::bindings::kStops; ++stop) {
    const char* name = dlx::bindings::stopName(static_cast<dlx::Stop>(stop));
    names.call<void>("push", name == nullptr ? val::null() : val(std::string(name)));
  }
  return names;
}

// Where each field of the Sudoku text reply lies: { name: { offset, view } } (sudoku_reply.hpp).
val sudokuReplyLayout() {
  val layout = val::object();
#define DLX_LAYOUT(type, view, name)                                                          \
  {                                                                                           \
    val field = val::object();                                                                \
    field.set("offset", static_cast<int>(offsetof(dlx::bindings::SudokuReply, name)));        \
    field.set("view", std::string(#view));                                                    \
    layout.set(#name, field);                                                                 \
  }
  DLX_SUDOKU_REPLY(DLX_LAYOUT)
#undef DLX_LAYOUT
  return layout;
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_sudoku) {
  emscripten::value_object<SudokuNumbersResult> sudokuNumbers("SudokuNumbersResult");
  withSummary(sudokuNumbers)
      .field("size", &SudokuNumbersResult::size)
      .field("grids", &SudokuNumbersResult::grids)
      .field("conflicts", &SudokuNumbersResult::conflicts);
  emscripten::value_object<SudokuSliceResult> sudokuSlice("SudokuSliceResult");
  withSummary(sudokuSlice)
      .field("size", &SudokuSliceResult::size)
      .field("grids", &SudokuSliceResult::grids)
      .field("text", &SudokuSliceResult::text)
      .field("conflicts", &SudokuSliceResult::conflicts)
      .field("left", &SudokuSliceResult::left);

  emscripten::value_object<GeneratedResult>("GeneratedResult")
      .field("puzzle", &GeneratedResult::puzzle)
      .field("solution", &GeneratedResult::solution)
      .field("givens", &GeneratedResult::givens)
      .field("searchLevel", &GeneratedResult::searchLevel)
      .field("level", &GeneratedResult::level)
      .field("branches", &GeneratedResult::branches)
      .field("nodes", &GeneratedResult::nodes)
      .field("attempts", &GeneratedResult::attempts)
      .field("se", &GeneratedResult::se)
      .field("hardest", &GeneratedResult::hardest)
      .field("seSolved", &GeneratedResult::seSolved)
      .field("cages", &GeneratedResult::cages);

  emscripten::function("generateSudoku", &generateSudoku);
  emscripten::function("heapBytesInUse", &heapBytesInUse);
  emscripten::function("stopReasons", &stopReasons);
  emscripten::function("sudokuReplyLayout", &sudokuReplyLayout);
  emscripten::function("parseSudokuText", &parseSudokuText);
  emscripten::function("solveSudokuNumbers", &solveSudokuNumbers);
  emscripten::function("solveSudokuSlice", &solveSudokuSlice);
}
