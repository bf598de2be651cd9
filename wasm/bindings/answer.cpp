#include "bindings/answer.hpp"

namespace dlx::bindings {

const std::uint8_t* answerCall(int length, void (*run)(void*, const wire::Arguments&, wire::Reply&), void* body) {
  wire::Reply& reply = wire::reply();
  reply.clear();
  Failure failure;
  const bool ok = runCatching([&] { run(body, wire::Arguments(wire::input().data(), static_cast<std::size_t>(length)), reply); }, failure);
  if (!ok) {
    reply.clear();
    reply.record().key("failed").record();
    reply.key("name").text(failure.errorClass).key("message").text(failure.message);
    reply.key("line").number(failure.place.line).key("row").number(failure.place.row).key("column").number(failure.place.column);
    reply.end().end();
  }
  return reply.bytes().data();
}

}  // namespace dlx::bindings
