#include "bindings/answer.hpp"

#include <string_view>

namespace dlx::bindings {
namespace {

// The module's `dlxWatch` (set by web/lib/budget.js for the call): throws to end the call.
EM_JS(void, dlx_report, (int phase, double nodes, int attempts, int steps, int hardest, int spentAll), {
  Module['dlxWatch'](phase, nodes, attempts, spentAll !== 0, steps, hardest);
});

void report(const Watch& watch, std::uint64_t nodes, bool spentAll) {
  dlx_report(static_cast<int>(watch.phase), static_cast<double>(nodes), watch.attempts, watch.steps, watch.hardest, spentAll ? 1 : 0);
}

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

void watchCall(const wire::Value& maxNodes, const wire::Value& ticking, Watch& watch) {
  watch.maxNodes = static_cast<std::uint64_t>(maxNodes.asNumber());
  watch.ticking = ticking.asBool();
  watch.report = report;
  if (watch.maxNodes != 0 || watch.ticking) watching = &watch;  // else the call runs unwatched, as before
}

const std::uint8_t* answerCall(int length, void (*run)(void*, const wire::Arguments&, wire::Reply&), void* body) {
  beginCall(failureReply);
  wire::Reply& reply = wire::reply();
  reply.clear();
  run(body, wire::Arguments(wire::input().data(), static_cast<std::size_t>(length)), reply);
  endCall();
  return reply.bytes().data();
}

}  // namespace dlx::bindings
