#include "watch.hpp"

#include <algorithm>

namespace dlx {

Watch* watching = nullptr;

namespace {

[[noreturn]] void spentAll() {
  watching->report(*watching, watching->spent, true);
  __builtin_trap();  // a report that returned: a defect
}

}  // namespace

Limits watched(Limits limits) {
  if (watching == nullptr || watching->maxNodes == 0) return limits;
  // A search that took the last node and finished leaves the call going, with none for the next
  // (whose maxNodes of 0 would mean no bound).
  const std::uint64_t left = watching->maxNodes - watching->spent;
  if (left == 0) spentAll();
  limits.maxNodes = limits.maxNodes == 0 ? left : std::min(limits.maxNodes, left);
  return limits;
}

void settle(const Result& result) {
  if (watching == nullptr) return;
  watching->spent += result.nodes;
  if (watching->maxNodes != 0 && watching->spent >= watching->maxNodes && result.stop == Stop::NodeLimit) spentAll();
}

void watchNodes(std::uint64_t nodes) {
  if (watching->ticking && watching->spent + nodes >= watching->nextAt) {
    watching->nextAt = watching->spent + nodes + kWatchEvery;
    watching->report(*watching, watching->spent + nodes, false);
  }
}

void checkpoint(Phase phase) {
  if (watching == nullptr) return;
  watching->phase = phase;
  checkpoint();
}

void checkpoint() {
  if (watching != nullptr && watching->ticking) watching->report(*watching, watching->spent, false);
}

}  // namespace dlx
