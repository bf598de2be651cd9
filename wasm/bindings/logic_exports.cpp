// The logic solver's entry points, C exports over the wire as in sudoku_bindings.cpp: hints,
// explanations and ratings (wasm/logic/explain.hpp). A step crosses as numbers in one Int32Array
// (stepNumbers() below); web/lib/logic.js reads them back.
#include <cstdint>
#include <string>
#include <vector>

#include "bindings/answer.hpp"
#include "bindings/rating_reply.hpp"
#include "encoders/sudoku_text.hpp"
#include "logic/explain.hpp"
#include "logic/levels.hpp"

using dlx::bindings::answer;
using dlx::bindings::gridOf;
using dlx::bindings::wire::Arguments;
using dlx::bindings::wire::Reply;

namespace {

// Each step as: technique, difficulty (SE in tenths), the placements (a count, then cell and
// digit each), the removals (the same), the cells it rests on (a count, then each), its houses
// (a count, then each, as indices into the houses list), its digits (a bit mask, bit d-1 for d, as
// two numbers: bits 0-31, then 32-63, as a 64x64 grid needs), its chains (a count, then each as a length and cell, digit, on of each node).
std::vector<int> stepNumbers(const std::vector<dlx::logic::Step>& steps) {
  std::vector<int> out;
  const auto candidates = [&](const std::vector<dlx::logic::Candidate>& list) {
    out.push_back(static_cast<int>(list.size()));
    for (const auto& [cell, digit] : list) out.push_back(cell), out.push_back(digit);
  };
  const auto ints = [&](const std::vector<int>& list) {
    out.push_back(static_cast<int>(list.size()));
    out.insert(out.end(), list.begin(), list.end());
  };
  for (const auto& step : steps) {
    out.push_back(static_cast<int>(step.technique));
    out.push_back(step.difficulty);
    candidates(step.placements);
    candidates(step.removals);
    ints(step.cells);
    ints(step.houses);
    out.push_back(static_cast<int>(static_cast<std::uint32_t>(step.digits)));
    out.push_back(static_cast<int>(static_cast<std::uint32_t>(step.digits >> 32)));
    out.push_back(static_cast<int>(step.chains.size()));
    for (const auto& chain : step.chains) {
      out.push_back(static_cast<int>(chain.size()));
      for (const auto& node : chain) out.push_back(node.cell), out.push_back(node.digit), out.push_back(node.on ? 1 : 0);
    }
  }
  return out;
}

}  // namespace

extern "C" {

// explainSudoku(puzzle, symbols, variant, entries, marks, all, maxNodes, ticking): `entries`: the
// player's digits as a grid like the puzzle (or null); `marks`: an Int32Array of a candidate mask
// per cell as two numbers (bits 0-31, then 32-63), 0 and 0 for an unmarked cell (or null); `all`:
// every step, else the next; `maxNodes`, `ticking`: the call's watch (watchCall()).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_explainSudoku(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    dlx::Watch watch;
    dlx::bindings::watchCall(in[6], in[7], watch);
    dlx::logic::Position position;
    std::string alphabet;
    position.puzzle = gridOf(in[0], in[1].asText(), &alphabet);
    if (!in[2].isNull()) position.variant = dlx::bindings::variantFrom(in[2], position.puzzle.size());
    if (!in[3].isNull()) position.entries = gridOf(in[3], in[1].asText(), nullptr).cells;
    const auto marks = in[4].asInts();
    for (std::size_t i = 0; i + 1 < marks.size(); i += 2) {
      position.marks.push_back(static_cast<std::uint32_t>(marks[i]) | dlx::logic::Mask{static_cast<std::uint32_t>(marks[i + 1])} << 32);
    }
    const auto made = dlx::logic::explain(position, in[5].asBool() ? dlx::logic::Scope::All : dlx::logic::Scope::Next);
    std::vector<int> houses, mistakes;
    for (const auto& house : made.board.houses) houses.push_back(static_cast<int>(house.kind)), houses.push_back(house.index);
    for (const auto& m : made.mistakes) mistakes.push_back(m.cell), mistakes.push_back(m.digit), mistakes.push_back(m.marks ? 1 : 0);
    out.record().key("size").number(position.puzzle.size()).key("symbols").text(alphabet);
    out.key("houses").ints(houses).key("mistakes").ints(mistakes).key("steps").ints(stepNumbers(made.steps));
    const auto& rating = made.rating;
    dlx::bindings::writeRating(out, "rating", {rating.difficulty, rating.pearl, rating.diamond, static_cast<int>(rating.hardest), rating.solved});
    out.key("filled").boolean(made.board.solved());
    out.key("counts").ints(std::vector<int>(made.rating.counts.begin(), made.rating.counts.end())).end();
  });
}

// logicNames(): the names of the techniques (by their numbers in a step), with their SE values in
// tenths (the least and the most a step gets, 0 for no top), and of the house kinds: the module's own lists, so JS never keeps a copy.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_logicNames(int length) {
  return answer(length, [](const Arguments&, Reply& out) {
    out.record().key("levels").list();
    for (const auto& level : dlx::logic::kLevels) {
      out.record().key("name").text(level.name).key("min").number(level.min / 10.0).key("max");
      out.number(level.max >= dlx::logic::kOpen ? __builtin_inf() : level.max / 10.0).end();
    }
    out.end().key("techniques").list();
    for (int t = 0; t < dlx::logic::kTechniqueCount; ++t) out.text(dlx::logic::kTechniqueNames[t]);
    out.end().key("values").list();
    for (int t = 0; t < dlx::logic::kTechniqueCount; ++t) out.number(dlx::logic::kTechniqueValues[t]);
    out.end().key("tops").list();
    for (int t = 0; t < dlx::logic::kTechniqueCount; ++t) out.number(dlx::logic::kTechniqueTops[t]);
    out.end().key("houseKinds").list();
    for (const char* kind : dlx::logic::kHouseKindNames) out.text(kind);
    out.end().key("last").number(static_cast<int>(dlx::logic::kLastTechnique)).end();
  });
}

}  // extern "C"
