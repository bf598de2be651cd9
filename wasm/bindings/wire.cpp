#include "bindings/wire.hpp"

#include <cstring>

#include "core/errors.hpp"

namespace dlx::bindings::wire {
namespace {

std::uint32_t count(const std::uint8_t* at) {
  std::uint32_t n;
  std::memcpy(&n, at, 4);
  return n;
}

// Calls visit(element) for each of an ints or numbers value's elements, as a double.
template <typename Visit>
void eachNumber(Tag tag, const std::uint8_t* at, Visit visit) {
  const std::uint32_t n = count(at);
  for (std::uint32_t i = 0; i < n; ++i) {
    if (tag == Ints) {
      std::int32_t v;
      std::memcpy(&v, at + 4 + 4 * i, 4);
      visit(static_cast<double>(v));
    } else {
      double v;
      std::memcpy(&v, at + 4 + 8 * i, 8);
      visit(v);
    }
  }
}

[[noreturn]] void malformed() { dlx::internalError("wire: a malformed argument buffer (web/lib/wire.js writes it)"); }

}  // namespace

double Value::asNumber() const {
  double v = 0;
  if (tag_ == Number) std::memcpy(&v, at_, 8);
  return v;
}

std::string_view Value::asText() const {
  if (tag_ != Text) return {};
  return {reinterpret_cast<const char*>(at_ + 4), count(at_)};
}

std::vector<int> Value::asInts() const {
  std::vector<int> out;
  if (tag_ != Ints && tag_ != Numbers) return out;
  out.reserve(count(at_));
  eachNumber(tag_, at_, [&](double v) { out.push_back(static_cast<int>(v)); });
  return out;
}

std::vector<double> Value::asNumbers() const {
  std::vector<double> out;
  if (tag_ != Ints && tag_ != Numbers) return out;
  out.reserve(count(at_));
  eachNumber(tag_, at_, [&](double v) { out.push_back(v); });
  return out;
}

std::vector<std::string> Value::asTexts() const {
  std::vector<std::string> out;
  if (tag_ != List) return out;
  const std::uint8_t* at = at_;
  while (at < end_ && *at != End) {
    const Value item = Arguments::read(at, end_);
    if (!item.isText()) malformed();
    out.emplace_back(item.asText());
  }
  return out;
}

Value Value::operator[](std::string_view name) const {
  if (tag_ != Record) return {};
  const std::uint8_t* at = at_;
  while (at < end_ && *at != End) {
    const Value key = Arguments::read(at, end_);
    const Value value = Arguments::read(at, end_);
    if (key.asText() == name) return value;
  }
  return {};
}

Value Arguments::read(const std::uint8_t*& at, const std::uint8_t* end) {
  if (at >= end) malformed();
  Value value;
  value.tag_ = static_cast<Tag>(*at++);
  value.at_ = at;
  value.end_ = end;
  const auto need = [&](std::size_t bytes) {
    if (static_cast<std::size_t>(end - at) < bytes) malformed();
    at += bytes;
  };
  switch (value.tag_) {
    case Null: case False: case True: break;
    case Number: need(8); break;
    case Text: need(4); need(count(value.at_)); break;
    case Ints: need(4); need(4 * static_cast<std::size_t>(count(value.at_))); break;
    case Numbers: need(4); need(8 * static_cast<std::size_t>(count(value.at_))); break;
    case Record: case List:
      while (at < end && *at != End) read(at, end);
      need(1);  // the End
      break;
    default: malformed();
  }
  return value;
}

Arguments::Arguments(const std::uint8_t* data, std::size_t size) {
  const std::uint8_t* at = data;
  while (at < data + size) values_.push_back(read(at, data + size));
}

void Reply::raw(const void* data, std::size_t size) {
  const auto* bytes = static_cast<const std::uint8_t*>(data);
  bytes_.insert(bytes_.end(), bytes, bytes + size);
}

Reply& Reply::null() {
  bytes_.push_back(Null);
  return *this;
}

Reply& Reply::boolean(bool value) {
  bytes_.push_back(value ? True : False);
  return *this;
}

Reply& Reply::number(double value) {
  bytes_.push_back(Number);
  raw(&value, 8);
  return *this;
}

Reply& Reply::text(std::string_view value) {
  bytes_.push_back(Text);
  const auto n = static_cast<std::uint32_t>(value.size());
  raw(&n, 4);
  raw(value.data(), value.size());
  return *this;
}

Reply& Reply::ints(const int* data, std::size_t count) {
  bytes_.push_back(Ints);
  const auto n = static_cast<std::uint32_t>(count);
  raw(&n, 4);
  raw(data, 4 * count);
  return *this;
}

Reply& Reply::record() {
  bytes_.push_back(Record);
  return *this;
}

Reply& Reply::list() {
  bytes_.push_back(List);
  return *this;
}

Reply& Reply::end() {
  bytes_.push_back(End);
  return *this;
}

InputBuffer& input() {
  static InputBuffer buffer;
  return buffer;
}

Reply& reply() {
  static Reply out;
  return out;
}

}  // namespace dlx::bindings::wire
