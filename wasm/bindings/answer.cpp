#include "bindings/answer.hpp"

#include <string_view>

namespace dlx::bindings {
namespace {

const void* failureReply(const Failure& failure) {
  wire::Reply& reply = wire::reply();
  reply.clear();
  reply.record().key("failed").record();
  reply.key("name").text(failure.errorClass).key("message").text(std::string_view(failure.message, failure.messageLength));
  reply.key("line").number(failure.place.line).key("row").number(failure.place.row).key("column").number(failure.place.column);
  reply.end().end();
  return reply.bytes().data();
}

}  // namespace

const std::uint8_t* answerCall(int length, void (*run)(void*, const wire::Arguments&, wire::Reply&), void* body) {
  beginCall(failureReply);
  wire::Reply& reply = wire::reply();
  reply.clear();
  run(body, wire::Arguments(wire::input().data(), static_cast<std::size_t>(length)), reply);
  endCall();
  return reply.bytes().data();
}

}  // namespace dlx::bindings
