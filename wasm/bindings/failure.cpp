#include "bindings/failure.hpp"

#include <exception>
#include <new>

namespace dlx::bindings {

bool runCatchingCall(void (*run)(void*), void* body, Failure& failure) {
  try {
    run(body);
    return true;
  } catch (const InputError& e) {
    failure = Failure{"RangeError", e.what(), e.place()};
  } catch (const std::bad_alloc&) {
    failure = Failure{"RangeError", "out of memory: the problem is too large for the WASM heap (at most 2 GiB)", {}};
  } catch (const std::exception& e) {
    failure = Failure{"Error", std::string("internal error: ") + e.what(), {}};
  }
  return false;
}

}  // namespace dlx::bindings
