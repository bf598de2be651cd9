// The logic solver's bindings: hints, explanations and ratings (wasm/logic/explain.hpp). A step
// crosses as numbers in one Int32Array (stepsToJs() below); web/lib/steps.js reads them back.
#include <emscripten/bind.h>

#include <string>
#include <vector>

#include "bindings/guarded.hpp"
#include "encoders/sudoku_text.hpp"
#include "logic/explain.hpp"
#include "logic/levels.hpp"

using emscripten::val;

namespace {

// Each step as: technique, difficulty (SE in tenths), the placements (a count, then cell and
// digit each), the removals (the same), the cells it rests on (a count, then each), its houses
// (a count, then each, as indices into the houses list), its digits (a bit mask, bit d-1 for d),
// its chains (a count, then each as a length and cell, digit, on of each node).
val stepsToJs(const std::vector<dlx::logic::Step>& steps) {
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
    out.push_back(static_cast<int>(step.digits));
    out.push_back(static_cast<int>(step.chains.size()));
    for (const auto& chain : step.chains) {
      out.push_back(static_cast<int>(chain.size()));
      for (const auto& node : chain) out.push_back(node.cell), out.push_back(node.digit), out.push_back(node.on ? 1 : 0);
    }
  }
  return dlx::bindings::copyToJs(out);
}

dlx::sudoku::Grid gridOf(const val& puzzle, const std::string& symbols, std::string* alphabet) {
  if (puzzle.isString()) {
    auto parsed = dlx::sudoku::parseText(puzzle.as<std::string>(), symbols);
    if (alphabet) *alphabet = parsed.alphabet;
    return parsed.grid;
  }
  const auto values = emscripten::convertJSArrayToNumberVector<double>(puzzle);
  auto grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
  if (alphabet) *alphabet = dlx::sudoku::defaultAlphabet(grid.size());
  return grid;
}

// `entries`: the player's digits as a grid like the puzzle (or null); `marks`: an Int32Array of a
// candidate mask per cell, 0 for an unmarked cell (or null); `all`: every step, else the next.
val explainSudoku(const val& puzzle, const std::string& symbols, const val& variantSpec, const val& entries, const val& marks, bool all) {
  return dlx::bindings::guarded([&] {
    dlx::logic::Position position;
    std::string alphabet;
    position.puzzle = gridOf(puzzle, symbols, &alphabet);
    if (!variantSpec.isNull()) position.variant = dlx::bindings::variantFrom(variantSpec, position.puzzle.size());
    if (!entries.isNull()) position.entries = gridOf(entries, symbols, nullptr).cells;
    if (!marks.isNull()) {
      for (int m : emscripten::convertJSArrayToNumberVector<int>(marks)) position.marks.push_back(static_cast<dlx::logic::Mask>(m));
    }
    const auto made = dlx::logic::explain(position, all ? dlx::logic::Scope::All : dlx::logic::Scope::Next);
    val out = val::object();
    out.set("size", position.puzzle.size());
    out.set("symbols", alphabet);
    std::vector<int> houses, mistakes;
    for (const auto& house : made.board.houses) houses.push_back(static_cast<int>(house.kind)), houses.push_back(house.index);
    for (const auto& m : made.mistakes) mistakes.push_back(m.cell), mistakes.push_back(m.digit), mistakes.push_back(m.marks ? 1 : 0);
    out.set("houses", dlx::bindings::copyToJs(houses));
    out.set("mistakes", dlx::bindings::copyToJs(mistakes));
    out.set("steps", stepsToJs(made.steps));
    out.set("difficulty", made.rating.difficulty);
    out.set("hardest", static_cast<int>(made.rating.hardest));
    out.set("solved", made.rating.solved);
    out.set("level", dlx::logic::levelOf(made.rating.difficulty, made.rating.solved));
    out.set("filled", made.board.solved());
    out.set("counts", dlx::bindings::copyToJs(std::vector<int>(made.rating.counts.begin(), made.rating.counts.end())));
    return out;
  });
}

// The names of the techniques (by their numbers in a step), with their SE values in tenths, and
// of the house kinds: the module's own lists, so JS never keeps a copy.
val logicNames() {
  val out = val::object();
  val techniques = val::array(), values = val::array(), kinds = val::array();
  for (int t = 0; t < dlx::logic::kTechniqueCount; ++t) {
    techniques.call<void>("push", std::string(dlx::logic::kTechniqueNames[t]));
    values.call<void>("push", dlx::logic::kTechniqueValues[t]);
  }
  for (const char* kind : dlx::logic::kHouseKindNames) kinds.call<void>("push", std::string(kind));
  val levels = val::array();
  for (const auto& level : dlx::logic::kLevels) {
    val one = val::object();
    one.set("name", std::string(level.name));
    one.set("min", level.min / 10.0);
    one.set("max", level.max >= dlx::logic::kOpen ? val(emscripten::val::global("Infinity")) : val(level.max / 10.0));
    levels.call<void>("push", one);
  }
  out.set("levels", levels);
  out.set("techniques", techniques);
  out.set("values", values);
  out.set("houseKinds", kinds);
  out.set("last", static_cast<int>(dlx::logic::kLastTechnique));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_logic) {
  emscripten::function("explainSudoku", &explainSudoku);
  emscripten::function("logicNames", &logicNames);
}
