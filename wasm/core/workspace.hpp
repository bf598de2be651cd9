// A search's workspace, kept between searches so that a batch of problems, or the generator's
// thousands of solves, allocates nothing once warm: one per thread natively. In WASM a failed
// call's memory is freed (bindings/call_scope.hpp), and a workspace outlives calls: what is
// allocated while one is in use is tagged as a workspace's, and a failed call drops every
// workspace (all their memory freed, each made anew: a workspace is all scratch).
#pragma once

#include <cstdint>
#include <new>

namespace dlx {

#ifdef DLX_NO_EXCEPTIONS
// The bindings' side (call_scope.cpp): `workspace` is made anew by `remake` after a failed call;
// allocations between enterWorkspace() and leaveWorkspace() are a workspace's.
void keepWorkspace(void* workspace, void (*remake)(void*));
std::uint64_t enterWorkspace();
void leaveWorkspace(std::uint64_t before);
#endif

// use(workspace), with the workspace of type T kept for the next search.
template <typename T, typename Use>
auto useWorkspace(Use&& use) {
#ifdef DLX_NO_EXCEPTIONS
  const std::uint64_t before = enterWorkspace();
  static T* const workspace = [] {
    static T made;
    keepWorkspace(&made, [](void* w) { new (w) T(); });
    return &made;
  }();
  auto result = use(*workspace);
  leaveWorkspace(before);
  return result;
#else
  thread_local T workspace;
  return use(workspace);
#endif
}

// A workspace kept between calls for code that fills it piecemeal (a cache): keptWorkspace<T>()
// gives it, and what it allocates must be allocated inside a WorkspaceScope, so that a failed call
// in WASM frees it all and makes it anew rather than leaving it pointing at freed blocks.
#ifdef DLX_NO_EXCEPTIONS
template <typename T>
T& keptWorkspace() {
  static T* const workspace = [] {
    static T made;
    keepWorkspace(&made, [](void* w) { new (w) T(); });
    return &made;
  }();
  return *workspace;
}
struct WorkspaceScope {
  std::uint64_t before = enterWorkspace();
  WorkspaceScope() = default;
  WorkspaceScope(const WorkspaceScope&) = delete;
  WorkspaceScope& operator=(const WorkspaceScope&) = delete;
  ~WorkspaceScope() { leaveWorkspace(before); }
};
#else
template <typename T>
T& keptWorkspace() {
  thread_local T workspace;
  return workspace;
}
struct WorkspaceScope {
  WorkspaceScope() {}   // user-provided: a scope object is not an unused variable
  ~WorkspaceScope() {}
};
#endif

}  // namespace dlx
