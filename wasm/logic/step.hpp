// A step of the logic solver is data: which technique, its Sudoku Explainer (SE) value, the digits
// it places or the candidates it removes, and what it rests on (cells, houses, digits, chains), so
// that the API, the command line and the page all draw and word it the same way.
#pragma once

#include <cstdint>
#include <vector>

#include "board.hpp"

namespace dlx::logic {

// Every technique, easiest first (the ladder's order): its name in the API, its SE value in
// tenths (the value a step of it gets at least) and the most a step of it gets (0: no top, as a
// longer chain rates higher): a hidden single in a line, and WXYZ- and VWXYZ-wings by how their
// candidates spread, rate above their least. The only place these values are written. The wings
// from WXYZ to TUVWXYZ and aligned triplet exclusion rate as in SukakuExplainer (the SE successor
// whose serate rated the shared SE set); cage combination is the project's own (SE has no cages).
// Unique rectangles are unique loops of 4 cells; a loop gains 0.1 for 6 cells, 0.2 for 8, 0.5 for
// 10 or more (SE's bonuses add up there), and a type 3 0.1 for each cell of its naked set outside
// the loop, or for each but one of its hidden set's (uniqueness/).
// Strong links (strong_links.cpp) by SE's names: with two links a skyscraper, 2-string kite or
// turbot fish (SE's "2 Strong links"); with three, SE's 3 skyscrapers (5.4), 3-string kite and 3
// strong links (5.5, 5.6 with a box, a row and a column); with four, 5.8 to 6.0; +0.3 for any
// grouped link; an X-loop (the chain's ends share a house) rates as its chain.
#define DLX_TECHNIQUES(T)                                           \
  T(FullHouse, "full-house", 10, 10)                               \
  T(HiddenSingle, "hidden-single", 12, 15)                         \
  T(CageCombination, "cage-combination", 16, 16)                   \
  T(DirectPointing, "direct-pointing", 17, 17)                     \
  T(DirectClaiming, "direct-claiming", 19, 19)                     \
  T(DirectHiddenPair, "direct-hidden-pair", 20, 20)                \
  T(NakedSingle, "naked-single", 23, 23)                           \
  T(DirectHiddenTriple, "direct-hidden-triple", 25, 25)            \
  T(Pointing, "pointing", 26, 26)                                  \
  T(Claiming, "claiming", 28, 28)                                  \
  T(NakedPair, "naked-pair", 30, 30)                               \
  T(XWing, "x-wing", 32, 32)                                       \
  T(HiddenPair, "hidden-pair", 34, 34)                             \
  T(NakedTriple, "naked-triple", 36, 36)                           \
  T(Swordfish, "swordfish", 38, 38)                                \
  T(HiddenTriple, "hidden-triple", 40, 40)                         \
  T(Skyscraper, "skyscraper", 40, 40)                              \
  T(XLoop, "x-loop", 40, 60)                                       \
  T(TwoStringKite, "two-string-kite", 41, 41)                      \
  T(TurbotFish, "turbot-fish", 41, 41)                             \
  T(XYWing, "xy-wing", 42, 42)                                     \
  T(GroupedSkyscraper, "grouped-skyscraper", 43, 43)               \
  T(GroupedTwoStringKite, "grouped-two-string-kite", 43, 43)       \
  T(GroupedTurbotFish, "grouped-turbot-fish", 43, 43)              \
  T(GroupedXLoop, "grouped-x-loop", 43, 61)                        \
  T(XYZWing, "xyz-wing", 44, 44)                                   \
  T(UniqueRectangleType1, "unique-rectangle-type-1", 45, 45)       \
  T(UniqueRectangleType2, "unique-rectangle-type-2", 45, 45)       \
  T(UniqueRectangleType3, "unique-rectangle-type-3", 45, 51)       \
  T(UniqueRectangleType4, "unique-rectangle-type-4", 45, 45)       \
  T(UniqueLoopType1, "unique-loop-type-1", 46, 50)                 \
  T(UniqueLoopType2, "unique-loop-type-2", 46, 50)                 \
  T(UniqueLoopType3, "unique-loop-type-3", 46, 56)                 \
  T(UniqueLoopType4, "unique-loop-type-4", 46, 50)                 \
  T(NakedQuad, "naked-quad", 50, 50)                               \
  T(Jellyfish, "jellyfish", 52, 52)                                \
  T(HiddenQuad, "hidden-quad", 54, 54)                             \
  T(ThreeStrongLinks, "three-strong-links", 54, 56)                \
  T(WXYZWing, "wxyz-wing", 55, 56)                                 \
  T(BugType1, "bug-type-1", 56, 56)                                \
  T(GroupedThreeStrongLinks, "grouped-three-strong-links", 57, 57) \
  T(BugType2, "bug-type-2", 57, 57)                                \
  T(BugType4, "bug-type-4", 57, 57)                                \
  T(BugType3, "bug-type-3", 58, 62)                                \
  T(FourStrongLinks, "four-strong-links", 58, 60)                  \
  T(GroupedFourStrongLinks, "grouped-four-strong-links", 61, 61)   \
  T(AlignedPairExclusion, "aligned-pair-exclusion", 62, 62)        \
  T(VWXYZWing, "vwxyz-wing", 62, 64)                               \
  T(XCycle, "x-cycle", 65, 0)                                      \
  T(YCycle, "y-cycle", 65, 0)                                      \
  T(UVWXYZWing, "uvwxyz-wing", 66, 66)                             \
  T(ForcingXChain, "forcing-x-chain", 66, 0)                       \
  T(XYCycle, "xy-cycle", 70, 0)                                    \
  T(ForcingChain, "forcing-chain", 70, 0)                          \
  T(TUVWXYZWing, "tuvwxyz-wing", 75, 75)                           \
  T(AlignedTripletExclusion, "aligned-triplet-exclusion", 75, 75)  \
  T(NishioForcingChain, "nishio-forcing-chain", 75, 0)             \
  T(CellForcingChain, "cell-forcing-chain", 80, 0)                 \
  T(RegionForcingChain, "region-forcing-chain", 80, 0)             \
  T(ContradictionForcingChain, "contradiction-forcing-chain", 85, 0) \
  T(DoubleForcingChain, "double-forcing-chain", 85, 0)             \
  T(DynamicCellForcingChain, "dynamic-cell-forcing-chain", 85, 0)  \
  T(DynamicRegionForcingChain, "dynamic-region-forcing-chain", 85, 0) \
  T(DynamicForcingChainPlus, "dynamic-forcing-chain-plus", 90, 0)  \
  T(NestedForcingChain, "nested-forcing-chain", 95, 0)             \
  T(NestedMultipleForcingChain, "nested-multiple-forcing-chain", 100, 0) \
  T(NestedDynamicForcingChain, "nested-dynamic-forcing-chain", 105, 0)

enum class Technique : std::uint8_t {
#define DLX_ENUM(id, name, value, top) id,
  DLX_TECHNIQUES(DLX_ENUM)
#undef DLX_ENUM
};

inline constexpr const char* kTechniqueNames[] = {
#define DLX_NAME(id, name, value, top) name,
    DLX_TECHNIQUES(DLX_NAME)
#undef DLX_NAME
};
inline constexpr int kTechniqueValues[] = {
#define DLX_VALUE(id, name, value, top) value,
    DLX_TECHNIQUES(DLX_VALUE)
#undef DLX_VALUE
};
inline constexpr int kTechniqueCount = sizeof(kTechniqueValues) / sizeof(int);
inline constexpr int kTechniqueTops[] = {
#define DLX_TOP(id, name, value, top) top,
    DLX_TECHNIQUES(DLX_TOP)
#undef DLX_TOP
};
// The last rung: a puzzle it cannot finish rates "beyond" it.
inline constexpr Technique kLastTechnique = Technique::NestedDynamicForcingChain;

inline const char* nameOf(Technique t) { return kTechniqueNames[static_cast<int>(t)]; }
inline int valueOf(Technique t) { return kTechniqueValues[static_cast<int>(t)]; }
inline int topOf(Technique t) { return kTechniqueTops[static_cast<int>(t)]; }

struct Candidate {
  int cell;
  int digit;
};

// A link of a chain: the candidate, and whether the chain makes it true (on) or false (off).
struct Node {
  int cell;
  int digit;
  bool on;
};

struct Step {
  Technique technique = Technique::FullHouse;
  int difficulty = 10;  // SE value in tenths
  std::vector<Candidate> placements;
  std::vector<Candidate> removals;
  std::vector<int> cells;    // the cells it rests on (a subset, a fish's corners, a wing, ...)
  std::vector<int> houses;   // the houses it rests on (Board::houses indices)
  Mask digits = 0;           // the digits it rests on
  std::vector<std::vector<Node>> chains;  // chains, each from its assumption to its conclusion

  Step() = default;
  explicit Step(Technique t) : technique(t), difficulty(valueOf(t)) {}
};

// Applies a step: its removals, then its placements.
void apply(Board& board, const Step& step);

}  // namespace dlx::logic
