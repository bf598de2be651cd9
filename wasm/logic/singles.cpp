// Singles: the last empty cell of a house (1.0), a digit with one place left in a house (1.2 in a
// box, region or window, 1.5 in a row, column or diagonal), a cell with one candidate left (2.3).
// The first two are Sukaku Explainer's one producer of hidden singles, two rungs here: it looks for
// every last empty cell first, then for hidden singles, each time in its house order (boxes, columns,
// rows: house_order.hpp) and digit by digit, so that the single taken is SE's.
#include "house_order.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

bool boxLike(HouseKind kind) { return kind == HouseKind::Box || kind == HouseKind::Region || kind == HouseKind::Window; }

}  // namespace

void apply(Board& board, const Step& step) {
  for (const auto& [cell, digit] : step.removals) board.remove(cell, digit);
  for (const auto& [cell, digit] : step.placements) {
    if (board.value[cell] == 0) board.place(cell, digit);
  }
}

bool findFullHouse(const Board& board, Step& step) {
  return anyHouseInSeOrder(board, [&](int h) {
    int empty = -1, blanks = 0;
    for (int cell : board.houses[h].cells) {
      if (board.value[cell] == 0) empty = cell, ++blanks;
    }
    if (blanks != 1 || count(board.candidates[empty]) != 1) return false;
    step = Step(Technique::FullHouse);
    step.placements.push_back({empty, lowest(board.candidates[empty])});
    step.houses.push_back(h);
    step.cells.push_back(empty);
    return true;
  });
}

bool findHiddenSingle(const Board& board, Step& step) {
  return anyHouseInSeOrder(board, [&](int h) {
    const auto& house = board.houses[h];
    // A house with one empty cell is a full house: SE's hidden pass leaves it to the full houses.
    if (emptyCellsOf(board, h) < 2) return false;
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask where = board.positions(h, digit);
      if (count(where) != 1) continue;
      const bool box = boxLike(house.kind);
      step = Step(Technique::HiddenSingle);
      step.difficulty = box ? valueOf(Technique::HiddenSingle) : topOf(Technique::HiddenSingle);
      step.placements.push_back({house.cells[lowestIndex(where)], digit});
      step.houses.push_back(h);
      step.digits = bit(digit);
      return true;
    }
    return false;
  });
}

bool findNakedSingle(const Board& board, Step& step) {
  for (int cell = 0; cell < board.area; ++cell) {
    if (board.value[cell] != 0 || count(board.candidates[cell]) != 1) continue;
    step = Step(Technique::NakedSingle);
    step.placements.push_back({cell, lowest(board.candidates[cell])});
    step.cells.push_back(cell);
    return true;
  }
  return false;
}

}  // namespace dlx::logic
