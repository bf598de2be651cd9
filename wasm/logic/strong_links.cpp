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
  int lines[3] = {kNone, kNone, kNone};  // the column, the row and the box holding all its cells
};

struct Link {
  int house = 0;
  int kind = 0;      // kBox, kRow, kColumn
  int order = 0;     // SE's full number of the house: boxes, then rows, then columns
  bool grouped = false;
  int id = 0;        // its index among the digit's links (Search's table of joined links)
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
bool notAfterReverse(const int* q, int n) {
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    if (q[i] != q[j]) return q[i] < q[j];
  }
  return true;
}

// The suffix SE adds to the name ("012"): the number of grouped links, then the kinds in the
// chain's order written so that a pattern and its mirror read alike (SE's getSuffix and rLineName:
// 0 a box, 1 a line, 2 a line across the first).
std::string suffixOf(const std::vector<int>& kinds, int grouped) {
  std::vector<int> set = kinds;
  if (!notAfterReverse(set.data(), static_cast<int>(set.size()))) std::reverse(set.begin(), set.end());
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
    // Each house's links for each digit, read once: the search below tries them many times.
    readings_.assign(static_cast<std::size_t>(n_) * 3 * n_, {});
    joined_.assign(n_, {});
    counts_.assign(n_, 0);
    places_.assign(readings_.size(), {});
    for (digit_ = 1; digit_ <= n_; ++digit_) {
      for (int kind = 0; kind < 3; ++kind) {
        for (int i = 0; i < n_; ++i) read(kind, i, slot(kind, i));
      }
      join();
    }
    // The houses of each kind with a link, per digit: a set of kinds needs as many of each as it names.
    linked_.assign(static_cast<std::size_t>(n_) * 3, {});
    for (digit_ = 1; digit_ <= n_; ++digit_) {
      for (int kind = 0; kind < 3; ++kind) {
        for (int i = 0; i < n_; ++i) {
          if (!readings_[slot(kind, i)].empty()) linked_[(digit_ - 1) * 3 + kind].push_back(i);
        }
      }
    }
    for (const auto& kinds : kindSets(links_)) {
      kinds_ = kinds;
      for (digit_ = 1; digit_ <= n_; ++digit_) {
        bool enough = true;
        for (int kind = 0; kind < 3; ++kind) {
          enough = enough && std::count(kinds.begin(), kinds.end(), kind) <= static_cast<long>(linked_[(digit_ - 1) * 3 + kind].size());
        }
        if (enough) build(0, 0);
      }
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
  int shares_[64];            // the house shared by two ends of the chosen links (2 * link + side)
  std::vector<int> removed_;  // the cells a chain removes the digit from
  std::vector<std::vector<Link>> readings_;  // per digit, kind and house: its links (SE's readings)
  std::vector<std::vector<int>> places_;     // per digit, kind and house: the digit's places
  std::vector<std::vector<char>> joined_;    // per digit: which two of its links share a house at an end
  std::vector<int> counts_;                  // per digit: its links
  std::vector<std::vector<int>> linked_;     // per digit and kind: the houses with a link, in order
  std::size_t slot(int kind, int i) const { return (static_cast<std::size_t>(digit_ - 1) * 3 + kind) * n_ + i; }

  int houseOf(int kind, int i) const { return kind == kRow ? i : kind == kColumn ? n_ + i : 2 * n_ + i; }
  bool sameLine(int a, int b) const { return a / n_ == b / n_ || a % n_ == b % n_; }
  int boxHouseOf(int cell) const {
    for (int h : board_.housesOf[cell]) {
      if (h >= 2 * n_ && h < 3 * n_) return h;
    }
    return kNone;
  }

  // Notes the column, row and box that hold all of an end's cells (kNone where they part).
  void locate(End& e) const {
    const int cells[3] = {e.cell, e.support, e.support != kNone ? e.support2 : kNone};
    e.lines[0] = n_ + e.cell % n_, e.lines[1] = e.cell / n_, e.lines[2] = boxHouseOf(e.cell);
    for (int c : cells) {
      if (c == kNone) continue;
      if (n_ + c % n_ != e.lines[0]) e.lines[0] = kNone;
      if (c / n_ != e.lines[1]) e.lines[1] = kNone;
      if (boxHouseOf(c) != e.lines[2]) e.lines[2] = kNone;
    }
  }

  // The house both groups lie in (SE's shareRegionOf: a column, else a row, else a box), or kNone.
  static int sharedHouse(const End& a, const End& b) {
    for (int k = 0; k < 3; ++k) {
      if (a.lines[k] != kNone && a.lines[k] == b.lines[k]) return a.lines[k];
    }
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

  // The links of house i of a kind for the digit, in SE's readings: two places, or the first shape
  // whose empty area holds none of them, read from each single place against its group.
  void read(int kind, int i, std::size_t slot) {
    const int h = houseOf(kind, i);
    if (h >= static_cast<int>(board_.houses.size())) return;
    const auto& house = board_.houses[h];
    const Mask places = board_.positions(h, digit_);
    const int c = count(places);
    if (c < 2 || c > 2 * board_.box) return;
    bool grouped = false;
    int shapeIndex = 0;
    Mask blade1 = 0, blade2 = 0, heart = 0;
    if (c > 2) {
      // Only a true box has the cross and rows of a box (a jigsaw region links by two places).
      if (kind == kBox && house.kind != HouseKind::Box) return;
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
      if (!grouped) return;
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
      locate(a), locate(b);
      Link link;
      link.house = h, link.kind = kind, link.order = kind * n_ + i, link.grouped = grouped;
      link.ends[0] = a, link.ends[1] = b;
      readings_[slot].push_back(link);
    }
    if (!readings_[slot].empty()) {
      for (Mask m = places; m; m &= m - 1) places_[slot].push_back(house.cells[lowestIndex(m)]);
    }
  }

  static bool adjacent(const Link& x, const Link& y) {
    for (int k = 0; k < 4; ++k) {
      if (sharedHouse(x.ends[k / 2], y.ends[k % 2]) != kNone) return true;
    }
    return false;
  }

  // Numbers the digit's links, notes which pairs share a house at an end, and drops the links that
  // share one with no link of another house apart from them: no chain holds those (the search
  // skips them, SE's order of the rest unchanged).
  void join() {
    const std::size_t from = slot(0, 0), to = from + 3 * static_cast<std::size_t>(n_);
    int count = 0;
    for (std::size_t x = from; x < to; ++x) {
      for (Link& link : readings_[x]) link.id = count++;
    }
    auto& joined = joined_[digit_ - 1];
    joined.assign(static_cast<std::size_t>(count) * count, 0);
    counts_[digit_ - 1] = count;
    std::vector<char> keep(count, 0);
    for (std::size_t x = from; x < to; ++x) {
      for (std::size_t y = x + 1; y < to; ++y) {
        if (readings_[x].empty() || readings_[y].empty()) continue;
        const int other = readings_[y][0].house;
        bool apart = true;  // no place in common
        for (int c : places_[x]) {
          for (int h : board_.housesOf[c]) apart = apart && h != other;
        }
        for (const Link& l1 : readings_[x]) {
          for (const Link& l2 : readings_[y]) {
            if (!adjacent(l1, l2)) continue;
            joined[l1.id * count + l2.id] = joined[l2.id * count + l1.id] = 1;
            if (apart) keep[l1.id] = keep[l2.id] = 1;
          }
        }
      }
    }
    for (std::size_t x = from; x < to; ++x) {
      std::vector<Link> kept;
      for (const Link& link : readings_[x]) {
        if (keep[link.id]) kept.push_back(link);
      }
      readings_[x] = std::move(kept);
    }
  }

  // Whether the links chosen up to `depth` can still make one chain: each link still to choose
  // joins at most two pieces, so the pieces may be one more than the links left at most.
  bool joinable(int depth) const {
    const auto& joined = joined_[digit_ - 1];
    const int count = counts_[digit_ - 1];
    int piece[4];
    for (int l = 0; l <= depth; ++l) piece[l] = l;
    const auto find = [&](int l) {
      while (piece[l] != l) l = piece[l];
      return l;
    };
    int pieces = depth + 1;
    for (int l1 = 0; l1 <= depth; ++l1) {
      for (int l2 = l1 + 1; l2 <= depth; ++l2) {
        const int a = find(l1), b = find(l2);
        if (a != b && joined[chain_[l1].id * count + chain_[l2].id]) piece[b] = a, --pieces;
      }
    }
    return pieces <= links_ - depth;
  }

  // Each house of the depth's kind, in order, whose places of the digit make a strong link, with
  // no place of an earlier link.
  void build(int depth, int previous) {
    const int kind = kinds_[depth];
    const int first = depth > 0 && kinds_[depth - 1] == kind ? previous + 1 : 0;
    for (int i : linked_[(digit_ - 1) * 3 + kind]) {
      if (i < first) continue;
      const std::size_t at = slot(kind, i);
      bool overlaps = false;
      for (int cell : places_[at]) overlaps = overlaps || used_[cell];
      if (overlaps) continue;
      for (int cell : places_[at]) used_[cell] = 1;
      for (const Link& link : readings_[at]) {
        chain_[depth] = link;
        if (!joinable(depth)) continue;
        if (depth + 1 < links_) build(depth + 1, i);
        else chainAll();
      }
      for (int cell : places_[at]) used_[cell] = 0;
    }
  }

  // The value of the chosen links, whatever their order: SE's base for n links, +0.3 if any is
  // grouped, else +0.1 with a box or with both rows and columns, +0.2 with a box and both.
  int valueOfChosen(int& grouped) const {
    bool box = false, row = false, column = false;
    grouped = 0;
    for (int l = 0; l < links_; ++l) {
      grouped += chain_[l].grouped;
      box = box || chain_[l].kind == kBox, row = row || chain_[l].kind == kRow, column = column || chain_[l].kind == kColumn;
    }
    const bool across = row && column;
    return kBase[links_] + (grouped > 0 ? 3 : !box && !across ? 0 : box && across ? 2 : 1);
  }

  // The house two ends of different links share (chainAll's table).
  int shared(int l1, int s1, int l2, int s2) const { return shares_[(2 * l1 + s1) * 8 + 2 * l2 + s2]; }

  // Every order of the links (one of each order and its reverse, in SE's QuickPerm order) and
  // every direction of each (binary counting, the last link fastest).
  void chainAll() {
    int grouped = 0;
    const int value = valueOfChosen(grouped);
    if (found_ && value > best_.difficulty) return;  // SE's sort puts them all after the best so far
    // Each link must share a house with another for a chain (most choices fail here).
    for (int l1 = 0; l1 < links_; ++l1) {
      bool joined = false;
      for (int l2 = 0; l2 < links_; ++l2) {
        for (int k = 0; k < 4 && l2 != l1; ++k) {
          const int house = sharedHouse(chain_[l1].ends[k / 2], chain_[l2].ends[k % 2]);
          shares_[(2 * l1 + k / 2) * 8 + 2 * l2 + k % 2] = house;
          joined = joined || house != kNone;
        }
      }
      if (!joined) return;
    }
    int q[4], r[5];
    for (int i = 0; i <= links_; ++i) r[i] = i;
    for (int i = 0; i < links_; ++i) q[i] = i;
    if (notAfterReverse(q, links_)) directions(q, value, grouped);
    int s = 1;
    while (s < links_) {
      --r[s];
      const int t = s % 2 * r[s];
      std::swap(q[t], q[s]);
      if (notAfterReverse(q, links_)) directions(q, value, grouped);
      s = 1;
      while (r[s] == 0) r[s] = s, ++s;
    }
  }

  void directions(const int* q, int value, int grouped) {
    int houses[3];
    for (int u = 0; u < (1 << links_); ++u) {
      const auto dir = [&](int w) { return (u >> (links_ - 1 - w)) & 1; };
      bool joined = true;
      for (int w = 0; w + 1 < links_ && joined; ++w) {
        houses[w] = shared(q[w], 1 - dir(w), q[w + 1], dir(w + 1));
        joined = houses[w] != kNone;
      }
      if (!joined) continue;
      const int ring = shared(q[0], dir(0), q[links_ - 1], 1 - dir(links_ - 1));
      if (ring != kNone) {
        // A loop is taken once: from its least house, in its first direction.
        int least = chain_[0].order;
        for (int l = 1; l < links_; ++l) least = std::min(least, chain_[l].order);
        if (chain_[q[0]].order != least || dir(0) != 0) continue;
      }
      consider(q, dir, houses, ring, value, grouped);
    }
  }

  // The cells that see every cell of the given ends, outside `outside` houses, that hold the
  // digit: added to `removed`, and counted each time as SE counts them (a loop may count a cell twice).
  void victims(const End& x, const End& y, const int* outside, int outsides, std::vector<int>& removed, int& eliminations) const {
    int cells[6];
    int k = 0;
    for (const End* e : {&x, &y}) {
      cells[k++] = e->cell;
      if (e->support != kNone) {
        cells[k++] = e->support;
        if (e->support2 != kNone) cells[k++] = e->support2;
      }
    }
    for (int v : board_.peers[cells[0]]) {
      if (!(board_.candidates[v] & bit(digit_))) continue;
      bool seesAll = true;
      for (int i = 1; i < k && seesAll; ++i) seesAll = v != cells[i] && board_.sees(v, cells[i]);
      if (!seesAll) continue;
      bool inside = false;
      for (int h : board_.housesOf[v]) {
        for (int i = 0; i < outsides && !inside; ++i) inside = h == outside[i];
      }
      if (inside) continue;
      if (std::find(removed.begin(), removed.end(), v) == removed.end()) removed.push_back(v);
      ++eliminations;
    }
  }

  template <class Dir>
  void consider(const int* q, Dir dir, const int* houses, int ring, int value, int grouped) {
    const End& start = chain_[q[0]].ends[dir(0)];
    const End& end = chain_[q[links_ - 1]].ends[1 - dir(links_ - 1)];
    // The base houses, and but for a loop the shared ones: SE removes nothing inside them.
    int outside[7];
    int outsides = 0;
    for (int l = 0; l < links_; ++l) outside[outsides++] = chain_[l].house;
    if (ring == kNone) {
      for (int w = 0; w + 1 < links_; ++w) outside[outsides++] = houses[w];
    }
    int eliminations = 0;
    removed_.clear();
    // A group's other cells count at the chain's ends only where the link is grouped (SE).
    End s = start, e = end;
    if (!chain_[q[0]].grouped) s.support = s.support2 = kNone;
    if (!chain_[q[links_ - 1]].grouped) e.support = e.support2 = kNone;
    victims(s, e, outside, outsides, removed_, eliminations);
    if (ring != kNone) {
      for (int w = 0; w + 1 < links_; ++w) {
        victims(chain_[q[w]].ends[1 - dir(w)], chain_[q[w + 1]].ends[dir(w + 1)], outside, outsides, removed_, eliminations);
      }
    }
    if (eliminations == 0) return;
    // SE's sort: the least value, then the most removals, then the least suffix; the first found.
    if (found_ && (value > best_.difficulty || (value == best_.difficulty && eliminations < bestEliminations_))) return;
    std::vector<int> kinds(links_);
    for (int l = 0; l < links_; ++l) kinds[l] = chain_[q[l]].kind;
    std::string suffix = suffixOf(kinds, grouped);
    if (found_ && value == best_.difficulty && eliminations == bestEliminations_ && suffix >= bestSuffix_) return;
    const bool box = suffix.find('0', 1) != std::string::npos, across = suffix.find('2', 1) != std::string::npos;
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
    std::sort(removed_.begin(), removed_.end());
    for (int v : removed_) step.removals.push_back({v, digit_});
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
    for (int w = 0; w + 1 < links_; ++w) step.houses.push_back(houses[w]);
    if (ring != kNone) step.houses.push_back(ring);
    found_ = true;
    best_ = std::move(step);
    bestEliminations_ = eliminations;
    bestSuffix_ = std::move(suffix);
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
