#include "logic/chains/rules.hpp"

namespace dlx::logic::chains {

std::unique_ptr<Rules> rulesFor(const Geometry& g, int level) {
  (void)g;
  (void)level;
  return nullptr;
}

}  // namespace dlx::logic::chains
