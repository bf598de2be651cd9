#include "bindings/call_scope.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>

#include "core/watch.hpp"

namespace dlx::bindings {
namespace {

// Every block operator new hands out follows one of these, in a list of the blocks alive.
struct alignas(16) Block {
  Block* previous;
  Block* next;
  std::uint64_t owner;
};
Block blocks{&blocks, &blocks, 0};  // the list's head and tail

// A block's owner: 0 outlives every call; kWorkspaces belongs to the workspaces
// (core/workspace.hpp); any other number is the call that allocated it.
constexpr std::uint64_t kWorkspaces = UINT64_MAX;
std::uint64_t calls = 0;     // calls begun so far
std::uint64_t openCall = 0;  // the call under way (0: none)
std::uint64_t current = 0;   // the owner of new blocks: openCall, 0 inside untracked(), or kWorkspaces

// The workspaces, each with what makes it anew.
struct Kept {
  void* workspace;
  void (*remake)(void*);
};
constexpr int kMaxWorkspaces = 8;
Kept kept[kMaxWorkspaces];
int keptCount = 0;
FailureWriter writer = nullptr;
Failure failure;
bool failed = false;

// Leaves every WASM frame at once, back to the JS that called the entry point (web/lib/wire.js).
EM_JS(void, dlx_unwind, (), { throw 'dlx-wasm: a failed call unwinds (wasm/bindings/call_scope.cpp)'; });

void* allocate(std::size_t size) {
  if (size > SIZE_MAX - sizeof(Block)) outOfMemory();
  auto* block = static_cast<Block*>(std::malloc(sizeof(Block) + size));
  if (block == nullptr) outOfMemory();
  block->owner = current;
  block->previous = blocks.previous;
  block->next = &blocks;
  blocks.previous->next = block;
  blocks.previous = block;
  return block + 1;
}

void release(void* p) {
  if (p == nullptr) return;
  Block* block = static_cast<Block*>(p) - 1;
  block->previous->next = block->next;
  block->next->previous = block->previous;
  std::free(block);
}

}  // namespace

void beginCall(FailureWriter onFailure) {
  dlx::watching = nullptr;  // a failed call's watch is gone with its frames
  openCall = current = ++calls;
  writer = onFailure;
  failed = false;
}

void endCall() {
  dlx::watching = nullptr;
  openCall = current = 0;
}

void untracked(void (*body)(void*), void* context) {
  const std::uint64_t owner = current;
  current = 0;
  body(context);
  current = owner;
}

[[noreturn]] void outOfMemory() {
  failCall("RangeError", "out of memory: the problem is too large for the WASM heap (at most 2 GiB)", {});
}

}  // namespace dlx::bindings

namespace dlx {

void keepWorkspace(void* workspace, void (*remake)(void*)) {
  if (bindings::keptCount == bindings::kMaxWorkspaces) __builtin_trap();  // a defect: raise kMaxWorkspaces
  bindings::kept[bindings::keptCount++] = {workspace, remake};
}

std::uint64_t enterWorkspace() {
  const std::uint64_t before = bindings::current;
  bindings::current = bindings::kWorkspaces;
  return before;
}

void leaveWorkspace(std::uint64_t before) { bindings::current = before; }

[[noreturn]] void failCall(const char* errorClass, const std::string& message, Place place) {
  using bindings::failure;
  failure.errorClass = errorClass;
  std::size_t length = std::min(message.size(), bindings::Failure::kMessageBytes);
  while (length < message.size() && length > 0 && (static_cast<unsigned char>(message[length]) & 0xC0) == 0x80) --length;  // whole UTF-8 characters
  failure.messageLength = length;
  std::memcpy(failure.message, message.data(), failure.messageLength);
  failure.place = place;
  bindings::failed = true;
  bindings::dlx_unwind();
  __builtin_unreachable();
}

}  // namespace dlx

extern "C" {

// After JS caught what left the call: frees the blocks it allocated and the workspaces' (which it
// may have left half-changed: each is made anew), and returns its failure reply, or null when no
// failure was recorded (JS then throws what it caught).
EMSCRIPTEN_KEEPALIVE const void* dlx_recover() {
  using namespace dlx::bindings;
  const std::uint64_t call = openCall;
  openCall = current = 0;
  if (call == 0) return nullptr;
  for (Block* block = blocks.next; block != &blocks;) {
    Block* next = block->next;
    if (block->owner == call || block->owner == kWorkspaces) release(block + 1);
    block = next;
  }
  current = kWorkspaces;  // what a workspace's constructor allocates is the workspace's
  for (int k = 0; k < keptCount; ++k) kept[k].remake(kept[k].workspace);
  current = 0;
  if (!failed || writer == nullptr) return nullptr;
  failed = false;
  return writer(failure);
}

}  // extern "C"

// Every C++ allocation of the modules, tagged with its owner.
void* operator new(std::size_t size) { return dlx::bindings::allocate(size); }
void* operator new[](std::size_t size) { return dlx::bindings::allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return dlx::bindings::allocate(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return dlx::bindings::allocate(size); }
void operator delete(void* p) noexcept { dlx::bindings::release(p); }
void operator delete[](void* p) noexcept { dlx::bindings::release(p); }
void operator delete(void* p, std::size_t) noexcept { dlx::bindings::release(p); }
void operator delete[](void* p, std::size_t) noexcept { dlx::bindings::release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { dlx::bindings::release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { dlx::bindings::release(p); }
