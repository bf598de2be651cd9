// How an entry point fails without C++ exceptions. The modules are built with -fno-exceptions
// (their landing pads and catch blocks were 9% of the Sudoku module, docs/performance.md,
// "Footprint"), so a failure cannot unwind C++ frames one by one. Instead:
//
//   JS (web/lib/wire.js)       entry point            ...  rangeError() -> failCall()
//   save the stack pointer --> beginCall(writer)  -->  ...  records the failure, throws a JS
//                                                            exception from an import
//   catch: restore the stack pointer  <------------- every WASM frame left at once
//   dlx_recover(): frees each block the call allocated that is still alive, and returns the
//   entry point's failure reply (made by `writer`), or null when nothing was recorded (a trap:
//   JS throws it on).
//
// operator new tags each block with the call that allocated it; what must outlive a call (the
// wire's buffers, the replies, the failure itself) is allocated untracked, and the searches'
// workspaces, kept between calls, are dropped and made anew (core/workspace.hpp). The module is
// then as it was before the call, and usable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

#include "core/errors.hpp"

namespace dlx::bindings {

// A failure as JS receives it: the class of the JS error, its message (cut at kMessageBytes), and
// where in the input it lies.
struct Failure {
  static constexpr std::size_t kMessageBytes = 1024;
  const char* errorClass = "RangeError";  // bad input and out of memory; "Error" for a defect
  char message[kMessageBytes] = {};
  std::size_t messageLength = 0;
  Place place;
};

// Writes an entry point's reply for `failure` and returns where it lies.
using FailureWriter = const void* (*)(const Failure& failure);

// Opens an entry point's call: blocks allocated from here on belong to it, until endCall().
void beginCall(FailureWriter writer);
void endCall();

// Ends the call with an out-of-memory failure (what a failed allocation does).
[[noreturn]] void outOfMemory();

// Memory that outlives any call, from malloc: a std allocator.
template <typename T>
struct Untracked {
  using value_type = T;
  Untracked() = default;
  template <typename U>
  explicit Untracked(const Untracked<U>&) {}
  T* allocate(std::size_t n) {
    void* p = std::malloc(n * sizeof(T));
    if (p == nullptr) outOfMemory();
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t) { std::free(p); }
  friend bool operator==(const Untracked&, const Untracked&) { return true; }
  friend bool operator!=(const Untracked&, const Untracked&) { return false; }
};
template <typename T>
using UntrackedVector = std::vector<T, Untracked<T>>;
using UntrackedString = std::basic_string<char, std::char_traits<char>, Untracked<char>>;

// Bytes that outlive every call (an entry point's input), grown without failing a call: room()
// is null when the heap cannot grow that far. JS writes the input after room(): nothing is kept.
class InputBuffer {
 public:
  std::uint8_t* room(std::size_t size) {
    if (size > capacity_ || data_ == nullptr) {
      std::free(data_);
      data_ = static_cast<std::uint8_t*>(std::malloc(size + 1));
      capacity_ = data_ == nullptr ? 0 : size;
    }
    return data_;
  }
  [[nodiscard]] const std::uint8_t* data() const { return data_; }

 private:
  std::uint8_t* data_ = nullptr;
  std::size_t capacity_ = 0;
};

// Runs `body` with its allocations untracked: what it leaves behind outlives the call, even if the
// call fails later (a cache filled during it). `body` itself must not fail.
void untracked(void (*body)(void*), void* context);
template <typename Body>
void untracked(Body&& body) {
  untracked([](void* b) { (*static_cast<std::remove_reference_t<Body>*>(b))(); }, &body);
}

}  // namespace dlx::bindings
