// A rating as every reply gives it (explainSudoku for hint, explain and rate; generateSudoku): the
// one place its fields are written; web/lib/logic.js ratingOf() is the one place they are read.
#pragma once

#include "bindings/wire.hpp"
#include "logic/levels.hpp"

namespace dlx::bindings {

// What a rating holds, in SE tenths: `difficulty` (SE's ER, the hardest step), `pearl` (EP, the
// hardest up to the first placement), `diamond` (ED, the first step); `hardest` a logic::Technique;
// `solved` false when the ladder ran out first ("beyond").
struct RatingFields {
  int difficulty = 0;
  int pearl = 0;
  int diamond = 0;
  int hardest = 0;
  bool solved = false;
};

// Writes `key`: { er, ep, ed, hardest, solved, level } (a record under the reply's open record).
inline void writeRating(wire::Reply& out, const char* key, const RatingFields& rating) {
  out.key(key).record();
  out.key("er").number(rating.difficulty).key("ep").number(rating.pearl).key("ed").number(rating.diamond);
  out.key("hardest").number(rating.hardest).key("solved").boolean(rating.solved);
  out.key("level").number(logic::levelOf(rating.difficulty, rating.solved)).end();
}

}  // namespace dlx::bindings
