// The entry points of the Sudoku module (and of the full one, which adds cover_bindings.cpp): plain
// C exports, with no Embind in this module. JS writes a call's arguments into the heap as tagged
// values (wire.hpp, web/lib/wire.js), calls dlx_<name>(length), and reads the reply where it lies.
// Every entry point is one coarse call that copies its results out, so no handle ever reaches the
// caller. Validation lives in the encoders; a failure comes back as a description that
// web/lib/facade.js throws as a JS error, and the module stays usable. The hottest call, a Sudoku
// as text, has its own fixed reply: see sudoku_exports.cpp; the logic solver's calls are in
// logic_exports.cpp.
#include <malloc.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "bindings/answer.hpp"
#include "bindings/rating_reply.hpp"
#include "bindings/sudoku_reply.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/numbers.hpp"
#include "encoders/sudoku_generator.hpp"
#include "encoders/sudoku_slice.hpp"
#include "encoders/sudoku_text.hpp"
#include "encoders/sudoku_variant_text.hpp"
#include "logic/levels.hpp"

using dlx::bindings::answer;
using dlx::bindings::gridOf;
using dlx::bindings::limitsFrom;
using dlx::bindings::summaryFields;
using dlx::bindings::variantFrom;
using dlx::bindings::wire::Arguments;
using dlx::bindings::wire::Reply;

dlx::sudoku::Grid dlx::bindings::gridOf(const wire::Value& puzzle, std::string_view symbols, std::string* alphabet) {
  if (puzzle.isText()) {
    auto parsed = sudoku::parseText(puzzle.asText(), symbols);
    if (alphabet) *alphabet = parsed.alphabet;
    return parsed.grid;
  }
  const auto values = puzzle.asNumbers();
  auto grid = sudoku::gridFromNumbers(values.data(), values.size());
  if (alphabet) *alphabet = sudoku::defaultAlphabet(grid.size());
  return grid;
}

dlx::sudoku::Variant dlx::bindings::variantFrom(const wire::Value& spec, int size) {
  sudoku::Variant variant;
  variant.x = spec["x"].asBool();
  variant.windoku = spec["windoku"].asBool();
  const wire::Value regions = spec["regions"];
  if (regions.isText()) sudoku::parseRegions(std::string(regions.asText()), size, variant);
  else if (!regions.isNull()) variant.regions = regions.asInts();
  const wire::Value cages = spec["cages"];
  if (cages.isText()) {
    sudoku::parseCages(std::string(cages.asText()), size, variant);
  } else if (!spec["cageSums"].isNull()) {
    const auto cells = spec["cageCells"].asInts();
    const auto starts = spec["cageStarts"].asInts();
    const auto sums = spec["cageSums"].asNumbers();  // numbers: an int would wrap 2^32 + 3 to 3
    for (std::size_t k = 0; k < sums.size(); ++k) {
      const int sum = sudoku::cageSum(sums[k], "cage " + std::to_string(k + 1), describeNumber(sums[k]));
      variant.cages.push_back({std::vector<int>(cells.begin() + starts[k], cells.begin() + starts[k + 1]), sum});
    }
  }
  return variant;
}

extern "C" {

// Room for `bytes` of a call's arguments; JS writes them there. Null when the heap cannot grow.
EMSCRIPTEN_KEEPALIVE std::uint8_t* dlx_wire_input(int bytes) {
  return dlx::bindings::wire::input().room(static_cast<std::size_t>(bytes));
}

// The length of the last reply (its bytes: what the call returned).
EMSCRIPTEN_KEEPALIVE int dlx_wire_reply_length() { return static_cast<int>(dlx::bindings::wire::reply().bytes().size()); }

// solveSudokuSlice(puzzle, symbols, variant, searches, limit, maxNodes): a share of a search:
// `puzzle` (text in `symbols`' alphabet, or numbers) with each of `searches`' placements, within
// `maxNodes` over the whole slice (see sudoku::solveSlice); under `variant` (null: the classic
// rules), and with `searches` null the whole search. Solutions as text for a text puzzle, else as
// grids; `left`: the searches not finished, each an Int32Array (solveSlice's format).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveSudokuSlice(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    std::string alphabet;
    const bool asText = in[0].isText();
    const auto grid = gridOf(in[0], in[1].asText(), &alphabet);
    const dlx::Limits limits = limitsFrom(in[4].asNumber(), in[5].asNumber(), true);
    dlx::sudoku::Slice slice;
    if (in[2].isNull()) {
      slice = dlx::sudoku::solveSlice(grid, in[3].asInts(), limits);
    } else {
      const auto variant = variantFrom(in[2], grid.size());
      if (in[3].isNull()) {
        auto whole = dlx::sudoku::solveVariant(grid, variant, limits);
        slice.search = std::move(whole.search);
        slice.conflicts = std::move(whole.conflicts);
        slice.grids = std::move(whole.grids);
      } else {
        slice = dlx::sudoku::solveVariantSlice(grid, variant, in[3].asInts(), limits);
      }
    }
    out.record();
    summaryFields(out, slice.search);
    out.key("size").number(grid.size());
    std::string text;
    if (asText) {
      const std::size_t area = grid.cells.size();
      for (std::size_t at = 0; at < slice.grids.size(); at += area) text += dlx::sudoku::formatText(slice.grids.data() + at, grid.box, alphabet);
      slice.grids.clear();
    }
    out.key("grids").ints(slice.grids).key("text").text(text).key("conflicts").ints(slice.conflicts);
    out.key("left").list();
    int begin = 0;
    for (const int end : slice.leftEnds) {
      out.ints(slice.left.data() + begin, static_cast<std::size_t>(end - begin));
      begin = end;
    }
    out.end().end();
  });
}

// parseSudokuText(text, symbols, variant): the parse alone, for callers that show or edit a
// puzzle: its size, cell values and alphabet. With a variant (variantFrom()'s form, or null), its
// rules checked and read back for drawing: each cell's region, and the cages (cells back to back,
// where each starts, sums, labels).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_parseSudokuText(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto puzzle = dlx::sudoku::parseText(in[0].asText(), in[1].asText());
    out.record().key("size").number(puzzle.grid.size()).key("cells").ints(puzzle.grid.cells).key("symbols").text(puzzle.alphabet);
    if (!in[2].isNull()) {
      const auto variant = variantFrom(in[2], puzzle.grid.size());
      dlx::sudoku::checkVariant(variant, puzzle.grid.box);
      std::vector<int> cells, starts{0}, sums;
      for (const auto& cage : variant.cages) {
        cells.insert(cells.end(), cage.cells.begin(), cage.cells.end());
        starts.push_back(static_cast<int>(cells.size()));
        sums.push_back(cage.sum);
      }
      out.key("regions");
      if (variant.regions.empty()) out.null();
      else out.ints(variant.regions);
      out.key("cageCells").ints(cells).key("cageStarts").ints(starts).key("cageSums").ints(sums);
      // Each cage's label as errors show it (a character, a control one escaped), "" for none.
      out.key("cageLabels").list();
      for (std::size_t k = 0; k < variant.cages.size(); ++k) out.text(k < variant.cageNames.size() ? variant.cageNames[k] : "");
      out.end();
    }
    out.end();
  });
}

// solveSudokuNumbers(cells, limit, maxNodes): the grids of a puzzle given as numbers.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_solveSudokuNumbers(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const auto values = in[0].asNumbers();
    const auto grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
    const auto outcome = dlx::sudoku::solve(grid, limitsFrom(in[1].asNumber(), in[2].asNumber(), true));
    out.record();
    summaryFields(out, outcome.search);
    out.key("size").number(grid.size()).key("grids").ints(outcome.grids).key("conflicts").ints(outcome.conflicts).end();
  });
}

// generateSudoku(size, seed, symmetry, minimal, searchLevel, seMin, seMax, maxGivens, variant,
// killer, maxNodes, ticking): `searchLevel` empty: any; `seMin`, `seMax`: an SE range in tenths
// (0, 0: any); `variant`: null, or the rules the puzzle keeps (as variantFrom() reads them; cages
// ignored); `killer`: draw cages on the solution (returned as their text form, formatCages());
// `maxNodes`, `ticking`: the call's watch (watchCall() in answer.hpp). When no grid gave what was
// asked: { shortfall }, what was made instead.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_generateSudoku(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    dlx::Watch watch;
    dlx::bindings::watchCall(in[10], in[11], watch);
    // Any whole size first, so that a size out of the list is told the sizes that can be made
    // (generatedBox), not only that it is out of a range ("3 is not an integer in 4..25" misled).
    const int side = dlx::integerIn(in[0].asNumber(), 0, 1 << 20, "size");
    dlx::sudoku::GenerateOptions options;
    options.box = dlx::sudoku::generatedBox(side);
    options.seed = dlx::uint32In(in[1].asNumber(), "seed");
    options.symmetry = dlx::sudoku::symmetryNamed(std::string(in[2].asText()));
    options.minimal = in[3].asBool();
    const auto searchLevel = std::string(in[4].asText());
    options.searchLevel = searchLevel.empty() ? -1 : static_cast<int>(dlx::sudoku::levelNamed(searchLevel));
    options.seMin = static_cast<int>(in[5].asNumber());
    options.seMax = static_cast<int>(in[6].asNumber());
    options.maxGivens = dlx::integerIn(in[7].asNumber(), 0, side * side, "maxGivens");
    if (!in[8].isNull()) options.variant = variantFrom(in[8], side);
    options.killer = in[9].asBool();
    const auto made = dlx::sudoku::generate(options);
    if (made.shortfall.missed) {
      // What was made instead, each count under its level's name: JS words the RangeError.
      const auto& shortfall = made.shortfall;
      out.record().key("shortfall").record().key("attempts").number(shortfall.attempts).key("made").record();
      for (int l = 0; l < 4; ++l) out.key(dlx::sudoku::levelName(static_cast<dlx::sudoku::Level>(l))).number(shortfall.made[l]);
      out.end().key("madeSE").record();
      for (int l = 0; l < dlx::logic::kLevelCount; ++l) out.key(dlx::logic::kLevels[l].name).number(shortfall.madeSE[l]);
      out.end().key("harder").number(shortfall.harder).key("fewest").number(shortfall.fewest).end().end();
      return;
    }
    const std::string symbols = dlx::sudoku::defaultAlphabet(side);
    const auto givens = std::count_if(made.puzzle.cells.begin(), made.puzzle.cells.end(), [](int v) { return v != 0; });
    out.record();
    out.key("puzzle").text(dlx::sudoku::formatText(made.puzzle.cells.data(), options.box, symbols));
    out.key("solution").text(dlx::sudoku::formatText(made.solution.cells.data(), options.box, symbols));
    out.key("givens").number(static_cast<double>(givens));
    out.key("searchLevel").text(dlx::sudoku::levelName(made.rating.level));
    out.key("branches").number(static_cast<double>(made.rating.branches));
    out.key("nodes").number(static_cast<double>(made.rating.nodes));
    out.key("attempts").number(made.attempts);
    // Not rated (a grid above 9x9 with no SE range asked for): no rating.
    const auto& logic = made.logic;
    if (logic.rated) {
      dlx::bindings::writeRating(out, "rating", {logic.difficulty, logic.pearl, logic.diamond, logic.hardest, logic.solved});
    } else {
      out.key("rating").null();
    }
    out.key("cages").text(options.killer ? dlx::sudoku::formatCages(made.cages, side) : std::string());
    out.end();
  });
}

// heapBytesInUse(): bytes the C++ heap has handed out and not taken back (the leak tests watch it).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_heapBytesInUse(int length) {
  return answer(length, [](const Arguments&, Reply& out) { out.number(static_cast<double>(mallinfo().uordblks)); });
}

// stopReasons(): the names of a dlx::Stop's numbers, in order: null, 'limit', 'maxNodes' (summary.hpp).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_stopReasons(int length) {
  return answer(length, [](const Arguments&, Reply& out) {
    out.list();
    for (int stop = 0; stop < dlx::bindings::kStops; ++stop) {
      const char* name = dlx::bindings::stopName(static_cast<dlx::Stop>(stop));
      if (name == nullptr) out.null();
      else out.text(name);
    }
    out.end();
  });
}

// sudokuReplyLayout(): where each field of the Sudoku text reply lies (sudoku_reply.hpp):
// { reply: { name: { offset, view } }, record: { ... }, recordBytes }.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_sudokuReplyLayout(int length) {
  return answer(length, [](const Arguments&, Reply& out) {
    using dlx::bindings::SudokuRecord;
    using dlx::bindings::SudokuReply;
    const auto field = [&out](const char* name, std::size_t offset, const char* view) {
      out.key(name).record().key("offset").number(static_cast<double>(offset)).key("view").text(view).end();
    };
#define DLX_REPLY_FIELD(type, view, name) field(#name, offsetof(SudokuReply, name), #view);
#define DLX_RECORD_FIELD(type, view, name) field(#name, offsetof(SudokuRecord, name), #view);
    out.record().key("reply").record();
    DLX_SUDOKU_REPLY(DLX_REPLY_FIELD)
    out.end().key("record").record();
    DLX_SUDOKU_RECORD(DLX_RECORD_FIELD)
#undef DLX_REPLY_FIELD
#undef DLX_RECORD_FIELD
    out.end().key("recordBytes").number(sizeof(SudokuRecord)).end();
  });
}

}  // extern "C"
