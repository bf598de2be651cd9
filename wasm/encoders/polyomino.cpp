#include "polyomino.hpp"

#include <algorithm>

#include "../core/errors.hpp"
#include "knuth_text.hpp"
#include "text_lines.hpp"

namespace dlx::polyomino {
using text::lineError;

namespace {

// Conway's names, each drawn as in most books.
constexpr std::string_view kPentominoes =
    "F\n.##\n##.\n.#.\n\nI\n#####\n\nL\n####\n#...\n\nN\n###.\n..##\n\nP\n###\n##.\n\nT\n###\n.#.\n.#.\n\n"
    "U\n#.#\n###\n\nV\n#..\n#..\n###\n\nW\n#..\n##.\n.##\n\nX\n.#.\n###\n.#.\n\nY\n####\n.#..\n\nZ\n##.\n.#.\n.##\n";

// A cell as one int, r * kSpan + c, so that shapes sort and compare as plain vectors.
constexpr int kSpan = 4 * kMaxSide;
using Shape = std::vector<int>;  // sorted, its least row and column 0

Shape normalized(const std::vector<int>& rows, const std::vector<int>& columns) {
  const int top = *std::min_element(rows.begin(), rows.end());
  const int left = *std::min_element(columns.begin(), columns.end());
  Shape out;
  for (std::size_t k = 0; k < rows.size(); ++k) out.push_back((rows[k] - top) * kSpan + columns[k] - left);
  std::sort(out.begin(), out.end());
  return out;
}

// The square's 8 rotations and reflections: t & 3 quarter turns, after a reflection if t & 4.
void turnCell(int& r, int& c, int t) {
  if (t & 4) c = -c;
  for (int q = 0; q < (t & 3); ++q) {
    const int was = r;
    r = c;
    c = -was;
  }
}

// Cells (r, c) turned by t, then moved so that the least row and column are 0.
Shape turned(std::vector<int> rows, std::vector<int> columns, int t) {
  for (std::size_t k = 0; k < rows.size(); ++k) turnCell(rows[k], columns[k], t);
  return normalized(rows, columns);
}

bool allowed(int t, Turns turns) {
  return ((t & 3) == 0 || turns.rotations) && ((t & 4) == 0 || turns.reflections);
}

std::string_view trimmedRight(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  return line;
}

}  // namespace

Board parseBoard(std::string_view text) {
  Board board;
  std::vector<std::string_view> rows;
  int first = 0;
  text::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    line = trimmedRight(line);
    if (rows.empty() && line.empty()) continue;  // blank lines before the board
    if (rows.empty()) first = lines.number();
    rows.push_back(line);
  }
  while (!rows.empty() && rows.back().empty()) rows.pop_back();
  if (rows.empty()) rangeError("the board is empty: draw its cells with '#' (and '+' for cells that may stay empty)");
  if (static_cast<int>(rows.size()) > kMaxSide) {
    rangeError("the board has " + std::to_string(rows.size()) + " lines; at most " + std::to_string(kMaxSide));
  }
  board.rows = static_cast<int>(rows.size());
  for (const auto& row : rows) board.columns = std::max(board.columns, static_cast<int>(row.size()));
  if (board.columns > kMaxSide) rangeError("the board is " + std::to_string(board.columns) + " wide; at most " + std::to_string(kMaxSide));
  board.cells.assign(static_cast<std::size_t>(board.rows) * board.columns, '.');
  bool any = false;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < static_cast<int>(rows[r].size()); ++c) {
      const char ch = rows[r][c];
      if (ch == '#' || ch == '+') {
        board.cells[r * board.columns + c] = ch;
        any = true;
      } else if (ch != '.' && ch != ' ') {
        rangeError("line " + std::to_string(first + r) + ", column " + std::to_string(c + 1) + ": '" + std::string(1, ch) +
                       "' is not a board cell: '#' to cover, '+' may stay empty, '.' or ' ' no cell",
                   Place{first + r, r + 1, c + 1});
      }
    }
  }
  if (!any) rangeError("the board has no cells: draw them with '#' (and '+' for cells that may stay empty)");
  return board;
}

std::vector<Piece> parsePieces(std::string_view text) {
  const auto words = text::words(text);
  if (words.size() == 1 && words[0] == "pentominoes") text = kPentominoes;
  std::vector<Piece> pieces;
  Piece* piece = nullptr;
  int pictureRow = 0;
  text::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const int number = lines.number();
    line = trimmedRight(line);
    if (!line.empty() && line[0] == '|') continue;  // a comment, as in Knuth's format
    const auto tokens = text::words(line);
    if (tokens.empty()) {
      piece = nullptr;  // a blank line ends a piece
      continue;
    }
    if (piece == nullptr) {
      if (tokens.size() > 2) lineError(number, "a piece's first line is its name and an optional count, as 'F' or 'F 0:1'");
      std::string name(tokens[0]);
      if (name.find_first_of(":|,") != std::string::npos) lineError(number, "piece name '" + name + "' may not contain ':', '|' or ','");
      for (const auto& other : pieces) {
        if (other.name == name) lineError(number, "piece '" + name + "' is named twice");
      }
      if (static_cast<int>(pieces.size()) == kMaxPieces) lineError(number, "more than " + std::to_string(kMaxPieces) + " pieces");
      pieces.push_back(Piece{name, {}, tokens.size() == 2 ? knuth::readBound(tokens[1], "piece '" + name + "'", number) : Bound{}});
      piece = &pieces.back();
      pictureRow = 0;
      continue;
    }
    if (pictureRow == kMaxSide || static_cast<int>(line.size()) > kMaxSide) {
      lineError(number, "piece '" + piece->name + "' is larger than " + std::to_string(kMaxSide) + " × " + std::to_string(kMaxSide));
    }
    for (int c = 0; c < static_cast<int>(line.size()); ++c) {
      if (line[c] == '#') {
        piece->cells.push_back(pictureRow * kMaxSide + c);
      } else if (line[c] != '.' && line[c] != ' ') {
        lineError(number, "piece '" + piece->name + "', column " + std::to_string(c + 1) + ": '" + std::string(1, line[c]) +
                              "' is not '#' (a cell), '.' or ' '");
      }
    }
    ++pictureRow;
  }
  if (pieces.empty()) rangeError("no pieces: give each as a name line and a picture of '#', or \"pentominoes\"");
  for (const auto& p : pieces) {
    if (p.cells.empty()) rangeError("piece '" + p.name + "' has no cells: draw it with '#' under its name");
  }
  return pieces;
}

Encoded encode(const Board& board, const std::vector<Piece>& pieces, Turns turns, bool uniqueOnly) {
  Encoded out;
  const int n = static_cast<int>(pieces.size());
  // Item numbers: pieces, then the cells to cover, then the cells that may stay empty.
  std::vector<int> itemOf(board.cells.size(), -1);
  for (const auto& p : pieces) out.items.push_back(p.name);
  int items = n;
  for (char kind : {'#', '+'}) {
    for (int k = 0; k < static_cast<int>(board.cells.size()); ++k) {
      if (board.cells[k] != kind) continue;
      itemOf[k] = items++;
      out.items.push_back(std::to_string(k / board.columns) + "," + std::to_string(k % board.columns));
    }
    if (kind == '#') out.problem.primary = items;
  }
  out.problem.columns = items;

  // The board's symmetries, each as a map of cell indices: the turns that take its cells, with
  // their kinds, onto themselves.
  std::vector<int> cellRows;
  std::vector<int> cellColumns;
  std::vector<int> cellIndex;
  for (int k = 0; k < static_cast<int>(board.cells.size()); ++k) {
    if (itemOf[k] < 0) continue;
    cellRows.push_back(k / board.columns);
    cellColumns.push_back(k % board.columns);
    cellIndex.push_back(k);
  }
  const int top = *std::min_element(cellRows.begin(), cellRows.end());
  const int left = *std::min_element(cellColumns.begin(), cellColumns.end());
  std::vector<std::vector<int>> symmetries;
  for (int t = 1; t < 8 && uniqueOnly; ++t) {
    std::vector<int> r = cellRows;
    std::vector<int> c = cellColumns;
    for (std::size_t k = 0; k < r.size(); ++k) turnCell(r[k], c[k], t);
    const int dr = *std::min_element(r.begin(), r.end()) - top;
    const int dc = *std::min_element(c.begin(), c.end()) - left;
    std::vector<int> map(board.cells.size(), -1);
    bool same = true;
    for (std::size_t k = 0; k < r.size() && same; ++k) {
      const int to = (r[k] - dr) * board.columns + c[k] - dc;
      same = r[k] - dr < board.rows && c[k] - dc < board.columns && board.cells[to] == board.cells[cellIndex[k]];
      map[cellIndex[k]] = to;
    }
    if (same) symmetries.push_back(std::move(map));
  }

  // Every placement of every piece, in each allowed turn.
  std::vector<std::vector<Placement>> byPiece(static_cast<std::size_t>(n));
  std::size_t total = 0;
  for (int p = 0; p < n; ++p) {
    std::vector<int> rows;
    std::vector<int> columns;
    for (int cell : pieces[p].cells) {
      rows.push_back(cell / kMaxSide);
      columns.push_back(cell % kMaxSide);
    }
    std::vector<Shape> seen;
    for (int t = 0; t < 8; ++t) {
      if (!allowed(t, turns)) continue;
      const Shape form = turned(rows, columns, t);
      if (std::find(seen.begin(), seen.end(), form) != seen.end()) continue;
      seen.push_back(form);
      for (int dr = 0; dr < board.rows; ++dr) {
        for (int dc = 0; dc < board.columns; ++dc) {
          Placement placement{p, {}};
          for (int cell : form) {
            const int r = cell / kSpan + dr;
            const int c = cell % kSpan + dc;
            if (r >= board.rows || c >= board.columns || itemOf[r * board.columns + c] < 0) break;
            placement.cells.push_back(r * board.columns + c);
          }
          if (placement.cells.size() != form.size()) continue;
          std::sort(placement.cells.begin(), placement.cells.end());
          byPiece[p].push_back(std::move(placement));
          if (++total > static_cast<std::size_t>(kMaxRows)) {
            rangeError("the pieces have more than " + std::to_string(kMaxRows) + " placements on this board");
          }
        }
      }
    }
  }

  // One placement per class of a piece that no symmetry fixes (see uniqueOnly in the header).
  if (!symmetries.empty()) {
    const auto imageOf = [](const std::vector<int>& map, const std::vector<int>& cells) {
      std::vector<int> image;
      for (int cell : cells) image.push_back(map[cell]);
      std::sort(image.begin(), image.end());
      return image;
    };
    int chosen = -1;
    for (int p = 0; p < n && chosen < 0; ++p) {
      if (pieces[p].count.lo != 1 || pieces[p].count.hi != 1) continue;
      bool free = true;
      for (const auto& placement : byPiece[p]) {
        for (const auto& map : symmetries) free = free && imageOf(map, placement.cells) != placement.cells;
      }
      if (free) chosen = p;
    }
    if (chosen < 0) {
      rangeError("unique: no piece used exactly once tells the board's " + std::to_string(symmetries.size() + 1) +
                 " symmetries apart (each has a placement that a symmetry leaves in place)");
    }
    auto& kept = byPiece[chosen];
    kept.erase(std::remove_if(kept.begin(), kept.end(),
                              [&](const Placement& placement) {
                                for (const auto& map : symmetries) {
                                  if (imageOf(map, placement.cells) < placement.cells) return true;
                                }
                                return false;
                              }),
               kept.end());
    out.symmetries = static_cast<int>(symmetries.size()) + 1;
  }

  bool bounded = false;
  for (const auto& p : pieces) bounded = bounded || p.count.lo != 1 || p.count.hi != 1;
  if (bounded) {
    out.problem.bounds.assign(static_cast<std::size_t>(out.problem.primary), Bound{});
    for (int p = 0; p < n; ++p) out.problem.bounds[p] = pieces[p].count;
  }
  std::vector<int> row;
  for (auto& placements : byPiece) {
    for (auto& placement : placements) {
      row.assign(1, placement.piece);
      for (int cell : placement.cells) row.push_back(itemOf[cell]);
      out.problem.addRow(row.data(), static_cast<int>(row.size()));
      out.placements.push_back(std::move(placement));
    }
  }
  return out;
}

std::string picture(const Board& board, const Encoded& encoded, const int* rows, int count) {
  std::string grid(board.cells.size(), ' ');
  for (std::size_t k = 0; k < board.cells.size(); ++k) {
    if (board.cells[k] != '.') grid[k] = '.';
  }
  for (int k = 0; k < count; ++k) {
    const Placement& placement = encoded.placements[rows[k]];
    const char mark = encoded.items[placement.piece][0];
    for (int cell : placement.cells) grid[cell] = mark;
  }
  std::string out;
  for (int r = 0; r < board.rows; ++r) {
    std::string line = grid.substr(static_cast<std::size_t>(r) * board.columns, board.columns);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + '\n';
  }
  return out;
}

}  // namespace dlx::polyomino
