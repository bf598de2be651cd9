// Strong links, as Sukaku Explainer's StrongLinks producer finds them (serate's default set runs it
// for 2, 3 and 4 links): n houses where a digit has two places, or two groups of places (a box's
// row and column, two of its rows or columns, two segments of a line), chained so that an end of
// each link shares a house with an end of the next. One end of the chain holds the digit, so a
// cell that sees both ends does not. Two links: skyscraper (parallel lines), 2-string kite (a row
// and a column), turbot fish (a box among them; SE's "2 Strong links"); three or four links:
// SE's "3 Skyscrapers", "3-String Kite", "n Strong links"; each "Grouped" when a link is a group;
// and when the two ends share a house too, a loop ("(n Strong Links) X-Loop"), whose every weak
// link removes the digit from the cells that see both its sides.
//
// Which step is taken matters as much as which exist: SE collects every one, sorts them by value,
// then by the most removals, then by the name's suffix, and takes the first; among equals the one
// it found first, so the search below runs in SE's order (kinds of houses, digit, houses, the
// two ways a grouped link may be read, the order of the links and their directions).
#include <algorithm>
#include <string>
#include <vector>

#include "strong_links_shapes.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

constexpr int kNone = -1;
// SE's kinds of houses for links: 0 box, 1 row, 2 column (its Grid.getRegions numbering).
constexpr int kBox = 0, kRow = 1, kColumn = 2;
// The value of n links (tenths) before the form's bonus: SE's baseRatings.
constexpr int kBase[] = {0, 0, 40, 54, 58};

// An end of a link: a cell, and for a group the other cells of its group (SE's "supports"; a
// box's heart may be one of them whether or not it holds the digit).
struct End {
  int cell = kNone;
  int support = kNone;
  int support2 = kNone;
};

struct Link {
  int house = 0;
  int kind = 0;      // kBox, kRow, kColumn
  int order = 0;     // SE's full number of the house: boxes, then rows, then columns
  bool grouped = false;
  End ends[2];
};

// The sets of kinds for n links in SE's order (its Permutations over 3n bits): every
// non-decreasing sequence of kinds, by its reverse read as a number ([0,0], [0,1], [1,1], [0,2], ...).
std::vector<std::vector<int>> kindSets(int n) {
  std::vector<std::vector<int>> out;
  std::vector<int> set(n, 0);
  const auto grow = [&](auto&& self, int i, int from) -> void {
    if (i == n) return out.push_back(set);
    for (int k = from; k < 3; ++k) set[i] = k, self(self, i + 1, k);
  };
  grow(grow, 0, 0);
  std::sort(out.begin(), out.end(), [](const std::vector<int>& a, const std::vector<int>& b) {
    return std::lexicographical_compare(a.rbegin(), a.rend(), b.rbegin(), b.rend());
  });
  return out;
}

// The k-th position (0-based) of a mask.
int nth(Mask m, int k) {
  while (k-- > 0) m &= m - 1;
  return lowestIndex(m);
}

// SE's isLex: the sequence is no greater than its reverse (so each order is tried one way).
bool notAfterReverse(const std::vector<int>& q) { return !std::lexicographical_compare(q.rbegin(), q.rend(), q.begin(), q.end()); }

// The suffix SE adds to the name ("012"): the number of grouped links, then the kinds in the
// chain's order written so that a pattern and its mirror read alike (SE's getSuffix and rLineName:
// 0 a box, 1 a line, 2 a line across the first).
std::string suffixOf(const std::vector<int>& kinds, int grouped) {
  std::vector<int> set = kinds;
  if (!notAfterReverse(set)) std::reverse(set.begin(), set.end());
  std::string original, lines, swapped, reversedSwap;
  bool anyRow = false;
  for (int k : set) {
    original += static_cast<char>('0' + k);
    const char swap = k == kRow ? '2' : k == kColumn ? '1' : '0';
    if (k == kRow) anyRow = true;
    lines += k == kColumn ? '1' : static_cast<char>('0' + k);
    swapped += swap;
    reversedSwap.insert(reversedSwap.begin(), swap);
  }
  std::string name = lines;
  if (anyRow) {
    const std::string least = std::min(reversedSwap, swapped);
    name = std::min(original, least);
  }
  return std::to_string(grouped) + name;
}

class Search {
 public:
  Search(const Board& board, int links) : board_(board), n_(board.size), links_(links), used_(board.area, 0) {
    boxShapes_ = boxShapes(board.box);
    lineShapes_ = lineShapes(board.box);
  }

  bool run(Step& step) {
    for (const auto& kinds : kindSets(links_)) {
      kinds_ = kinds;
      for (digit_ = 1; digit_ <= n_; ++digit_) build(0, 0);
    }
    if (!found_) return false;
    step = std::move(best_);
    return true;
  }

 private:
  const Board& board_;
  const int n_;
  const int links_;
  std::vector<int> kinds_;
  int digit_ = 1;
  std::vector<Link> chain_ = std::vector<Link>(4);
  std::vector<char> used_;  // the places of the links chosen so far (no two links share one)
  std::vector<LinkShape> boxShapes_, lineShapes_;
  bool found_ = false;
  Step best_;
  int bestEliminations_ = 0;
  std::string bestSuffix_;

  int houseOf(int kind, int i) const { return kind == kRow ? i : kind == kColumn ? n_ + i : 2 * n_ + i; }
  bool sameLine(int a, int b) const { return a / n_ == b / n_ || a % n_ == b % n_; }
  int boxHouseOf(int cell) const {
    for (int h : board_.housesOf[cell]) {
      if (h >= 2 * n_ && h < 3 * n_) return h;
    }
    return kNone;
  }

  // The house both groups lie in (SE's shareRegionOf: a column, else a row, else a box), or kNone.
  int sharedHouse(const End& a, const End& b) const {
    int cells[6];
    int k = 0;
    for (const End* e : {&a, &b}) {
      cells[k++] = e->cell;
      if (e->support != kNone) {
        cells[k++] = e->support;
        if (e->support2 != kNone) cells[k++] = e->support2;
      }
    }
    const auto all = [&](auto key) {
      for (int i = 1; i < k; ++i) {
        if (key(cells[i]) != key(cells[0])) return false;
      }
      return true;
    };
    if (all([&](int c) { return c % n_; })) return n_ + cells[0] % n_;
    if (all([&](int c) { return c / n_; })) return cells[0] / n_;
    const int box = boxHouseOf(cells[0]);
    if (box != kNone && all([&](int c) { return boxHouseOf(c); })) return box;
    return kNone;
  }

  // A link read from its single place `one` (end a) to the group of places `other` (end b): a
  // box's group is a row or column of the box, its heart with it; a line's, a segment.
  template <class At>
  static void readSingle(int kind, At at, int heartCell, Mask one, Mask other, End& a, End& b) {
    a.cell = at(one, 0);
    b.cell = at(other, 0);
    if (kind == kBox) {
      b.support = heartCell;
      if (count(other) > 1) b.support2 = at(other, 1);
    } else {
      b.support = at(other, 1);
      if (count(other) > 2) b.support2 = at(other, 2);
    }
  }

  // Each house of the depth's kind, in order, whose places of the digit make a strong link.
  void build(int depth, int previous) {
    if (depth == links_) return;
    const int kind = kinds_[depth];
    const int first = depth > 0 && kinds_[depth - 1] == kind ? previous + 1 : 0;
    for (int i = first; i < n_; ++i) {
      const int h = houseOf(kind, i);
      if (h >= static_cast<int>(board_.houses.size())) continue;
      const auto& house = board_.houses[h];
      const Mask places = board_.positions(h, digit_);
      const int c = count(places);
      if (c < 2 || c > 2 * board_.box) continue;
      bool grouped = false;
      int shapeIndex = 0;
      Mask blade1 = 0, blade2 = 0, heart = 0;
      if (c > 2) {
        // Only a true box has the cross and rows of a box (a jigsaw region links by two places).
        if (kind == kBox && house.kind != HouseKind::Box) continue;
        const auto& shapes = kind == kBox ? boxShapes_ : lineShapes_;
        for (int e = 0; e < static_cast<int>(shapes.size()); ++e) {
          if (e >= n_ && c < 4) continue;  // two rows (columns) of a box: only with four places or more
          if (places & shapes[e].empty) continue;
          // The first shape whose empty area is empty decides, useful or not.
          blade1 = places & shapes[e].blade1, blade2 = places & shapes[e].blade2, heart = places & shapes[e].heart;
          grouped = blade1 != 0 && blade2 != 0;
          shapeIndex = e;
          break;
        }
        if (!grouped) continue;
      }
      const auto at = [&](Mask m, int k) { return house.cells[nth(m, k)]; };
      const int heartCell = kind == kBox && shapeIndex < n_ ? house.cells[shapeIndex] : kNone;
      for (int reading = 0; reading < 2; ++reading) {
        End a, b;
        if (!grouped) {
          reading = 1;
          a.cell = at(places, 0), b.cell = at(places, 1);
          if (kind == kBox && sameLine(a.cell, b.cell)) continue;  // the line's own link
        } else if (count(blade1) == 1 || count(blade2) == 1) {
          // A single place against a group: read from the single place's side. Two single places
          // (a box's heart holds the digit too) are read once, from blade2's, the heart joining
          // blade1's place (SE's second reading runs in the same pass).
          if (reading == 0) {
            if (count(blade1) != 1) continue;
            if (count(blade2) == 1) reading = 1;
            else readSingle(kind, at, heartCell, blade1, blade2, a, b);
          }
          if (reading == 1) {
            if (count(blade2) != 1) continue;
            readSingle(kind, at, heartCell, blade2, blade1, a, b);
          }
        } else {
          a.cell = at(blade1, 0), a.support = at(blade1, 1);
          if (count(blade1) > 2) a.support2 = at(blade1, 2);
          b.cell = at(blade2, 0), b.support = at(blade2, 1);
          if (count(blade2) > 2) b.support2 = at(blade2, 2);
          // Four places in two rows (columns) of a box, two in each, square: the other pairing too.
          const bool square = shapeIndex >= n_ && c == 4 && sameLine(a.support, b.support) && sameLine(a.cell, b.cell);
          if (square && reading == 1) b.cell = at(blade1, 1), a.support = at(blade2, 0);
          if (!square) {
            reading = 1;
            if (shapeIndex < n_ && count(heart) == 1) {
              if (count(blade1) == 2) a.support2 = heartCell;
              if (count(blade2) == 2) b.support2 = heartCell;
            }
          }
        }
        bool overlaps = false;
        for (Mask m = places; m; m &= m - 1) overlaps = overlaps || used_[house.cells[lowestIndex(m)]];
        if (overlaps) continue;
        for (Mask m = places; m; m &= m - 1) used_[house.cells[lowestIndex(m)]] = 1;
        Link& link = chain_[depth];
        link.house = h, link.kind = kind, link.order = kind * n_ + i, link.grouped = grouped;
        link.ends[0] = a, link.ends[1] = b;
        if (depth + 1 < links_) build(depth + 1, i);
        else chainAll();
        for (Mask m = places; m; m &= m - 1) used_[house.cells[lowestIndex(m)]] = 0;
      }
    }
  }

  // Every order of the links (one of each order and its reverse, in SE's QuickPerm order) and
  // every direction of each (binary counting, the last link fastest).
  void chainAll() {
    std::vector<int> q(links_), r(links_ + 1);
    for (int s = 0; s <= links_; ++s) r[s] = s;
    for (int s = 0; s < links_; ++s) q[s] = s;
    if (notAfterReverse(q)) directions(q);
    int s = 1;
    while (s < links_) {
      --r[s];
      const int t = s % 2 * r[s];
      std::swap(q[t], q[s]);
      if (notAfterReverse(q)) directions(q);
      s = 1;
      while (r[s] == 0) r[s] = s, ++s;
    }
  }

  void directions(const std::vector<int>& q) {
    std::vector<int> shared(links_ - 1);
    for (int u = 0; u < (1 << links_); ++u) {
      const auto dir = [&](int w) { return (u >> (links_ - 1 - w)) & 1; };
      bool joined = true;
      for (int w = 0; w + 1 < links_ && joined; ++w) {
        shared[w] = sharedHouse(chain_[q[w]].ends[1 - dir(w)], chain_[q[w + 1]].ends[dir(w + 1)]);
        joined = shared[w] != kNone;
      }
      if (!joined) continue;
      const End& start = chain_[q[0]].ends[dir(0)];
      const End& end = chain_[q[links_ - 1]].ends[1 - dir(links_ - 1)];
      const int ring = sharedHouse(start, end);
      if (ring != kNone) {
        // A loop is taken once: from its least house, in its first direction.
        int least = chain_[0].order;
        for (int l = 1; l < links_; ++l) least = std::min(least, chain_[l].order);
        if (chain_[q[0]].order != least || dir(0) != 0) continue;
      }
      consider(q, dir, shared, ring);
    }
  }

  // The cells that see every cell of the given ends, outside the base houses (and, but for a loop,
  // the shared houses), that hold the digit: added to `removals`, each time counted as SE counts.
  void victims(std::initializer_list<const End*> ends, const std::vector<char>& outside, std::vector<char>& removed,
               int& eliminations) const {
    std::vector<int> cells;
    for (const End* e : ends) {
      cells.push_back(e->cell);
      if (e->support != kNone) {
        cells.push_back(e->support);
        if (e->support2 != kNone) cells.push_back(e->support2);
      }
    }
    for (int v : board_.peers[cells[0]]) {
      if (outside[v] || !(board_.candidates[v] & bit(digit_))) continue;
      bool seesAll = true;
      for (int c : cells) seesAll = seesAll && v != c && board_.sees(v, c);
      if (!seesAll) continue;
      // The ends themselves never go (SE removes them from the victims).
      bool isEnd = false;
      for (const End* e : ends) isEnd = isEnd || v == e->cell;
      if (isEnd) continue;
      removed[v] = 1;
      ++eliminations;
    }
  }

  template <class Dir>
  void consider(const std::vector<int>& q, Dir dir, const std::vector<int>& shared, int ring) {
    const End& start = chain_[q[0]].ends[dir(0)];
    const End& end = chain_[q[links_ - 1]].ends[1 - dir(links_ - 1)];
    std::vector<char> outside(board_.area, 0), removed(board_.area, 0);
    for (int l = 0; l < links_; ++l) {
      for (int cell : board_.houses[chain_[l].house].cells) outside[cell] = 1;
    }
    if (ring == kNone) {
      for (int h : shared) {
        for (int cell : board_.houses[h].cells) outside[cell] = 1;
      }
    }
    int eliminations = 0;
    // A group's other cells count at the chain's ends only where the link is grouped (SE).
    End s = start, e = end;
    if (!chain_[q[0]].grouped) s.support = s.support2 = kNone;
    if (!chain_[q[links_ - 1]].grouped) e.support = e.support2 = kNone;
    victims({&s, &e}, outside, removed, eliminations);
    if (ring != kNone) {
      for (int w = 0; w + 1 < links_; ++w) {
        victims({&chain_[q[w]].ends[1 - dir(w)], &chain_[q[w + 1]].ends[dir(w + 1)]}, outside, removed, eliminations);
      }
    }
    if (eliminations == 0) return;
    std::vector<int> kinds(links_);
    int grouped = 0;
    for (int l = 0; l < links_; ++l) kinds[l] = chain_[q[l]].kind, grouped += chain_[l].grouped;
    const std::string suffix = suffixOf(kinds, grouped);
    const bool box = suffix.find('0', 1) != std::string::npos, across = suffix.find('2', 1) != std::string::npos;
    const int value = kBase[links_] + (grouped > 0 ? 3 : !box && !across ? 0 : box && across ? 2 : 1);
    // SE's sort: the least value, then the most removals, then the least suffix; the first found.
    if (found_ && (value > best_.difficulty || (value == best_.difficulty && (eliminations < bestEliminations_ ||
                   (eliminations == bestEliminations_ && suffix >= bestSuffix_))))) {
      return;
    }
    Technique t;
    if (ring != kNone) {
      t = grouped > 0 ? Technique::GroupedXLoop : Technique::XLoop;
    } else if (links_ == 2) {
      const Technique plain = !box && !across ? Technique::Skyscraper : box ? Technique::TurbotFish : Technique::TwoStringKite;
      const Technique group = !box && !across ? Technique::GroupedSkyscraper : box ? Technique::GroupedTurbotFish : Technique::GroupedTwoStringKite;
      t = grouped > 0 ? group : plain;
    } else if (links_ == 3) {
      t = grouped > 0 ? Technique::GroupedThreeStrongLinks : Technique::ThreeStrongLinks;
    } else {
      t = grouped > 0 ? Technique::GroupedFourStrongLinks : Technique::FourStrongLinks;
    }
    Step step(t);
    step.difficulty = value;
    step.digits = bit(digit_);
    for (int v = 0; v < board_.area; ++v) {
      if (removed[v]) step.removals.push_back({v, digit_});
    }
    // The chain: the start off, then each link's far end on and the next link's near end off.
    std::vector<Node> nodes{{start.cell, digit_, false}};
    for (int w = 0; w + 1 < links_; ++w) {
      nodes.push_back({chain_[q[w]].ends[1 - dir(w)].cell, digit_, true});
      nodes.push_back({chain_[q[w + 1]].ends[dir(w + 1)].cell, digit_, false});
    }
    nodes.push_back({end.cell, digit_, true});
    for (const Node& node : nodes) step.cells.push_back(node.cell);
    // A group's other cells that hold the digit, after the chain's cells.
    for (int l = 0; l < links_; ++l) {
      for (const End& x : chain_[q[l]].ends) {
        for (int c : {x.support, x.support2}) {
          if (c != kNone && (board_.candidates[c] & bit(digit_)) && std::find(step.cells.begin(), step.cells.end(), c) == step.cells.end()) {
            step.cells.push_back(c);
          }
        }
      }
    }
    step.chains.push_back(std::move(nodes));
    for (int l = 0; l < links_; ++l) step.houses.push_back(chain_[q[l]].house);
    for (int h : shared) step.houses.push_back(h);
    if (ring != kNone) step.houses.push_back(ring);
    found_ = true;
    best_ = std::move(step);
    bestEliminations_ = eliminations;
    bestSuffix_ = suffix;
  }
};

}  // namespace

bool findStrongLinks(const Board& board, Step& step, int links) {
  // Rows, columns and boxes of a square grid (SE's houses for these links).
  if (board.size != board.box * board.box) return false;
  Search search(board, links);
  return search.run(step);
}

}  // namespace dlx::logic
