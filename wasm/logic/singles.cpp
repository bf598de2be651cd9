// Singles: the last empty cell of a house (1.0), a digit with one place left in a house (1.2 in a
// box, region or window, 1.5 in a row, column or diagonal), a cell with one candidate left (2.3).
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
  for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
    int empty = -1, blanks = 0;
    for (int cell : board.houses[h].cells) {
      if (board.value[cell] == 0) empty = cell, ++blanks;
    }
    if (blanks != 1 || count(board.candidates[empty]) != 1) continue;
    step = Step(Technique::FullHouse);
    step.placements.push_back({empty, lowest(board.candidates[empty])});
    step.houses.push_back(h);
    step.cells.push_back(empty);
    return true;
  }
  return false;
}

bool findHiddenSingle(const Board& board, Step& step) {
  for (const bool boxes : {true, false}) {
    for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
      const auto& house = board.houses[h];
      if (boxLike(house.kind) != boxes) continue;
      Mask placed = 0;
      for (int cell : house.cells) placed |= board.value[cell] ? bit(board.value[cell]) : 0;
      for (int digit = 1; digit <= board.size; ++digit) {
        if (placed & bit(digit)) continue;
        const Mask where = board.positions(h, digit);
        if (count(where) != 1) continue;
        step = Step(Technique::HiddenSingle);
        step.difficulty = boxes ? valueOf(Technique::HiddenSingle) : topOf(Technique::HiddenSingle);
        step.placements.push_back({house.cells[lowestIndex(where)], digit});
        step.houses.push_back(h);
        step.digits = bit(digit);
        return true;
      }
    }
  }
  return false;
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

bool leavesHiddenSingle(const Board& board, const std::vector<Candidate>& removals, Candidate& placed, int& house) {
  for (const auto& removal : removals) {
    for (int h : board.housesOf[removal.cell]) {
      const auto& cells = board.houses[h].cells;
      Mask where = board.positions(h, removal.digit);
      if (count(where) < 2) continue;
      for (const auto& other : removals) {
        if (other.digit != removal.digit) continue;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          if (cells[i] == other.cell) where &= ~(Mask{1} << i);
        }
      }
      if (count(where) == 1) {
        placed = {cells[lowestIndex(where)], removal.digit};
        house = h;
        return true;
      }
    }
  }
  return false;
}

}  // namespace dlx::logic
