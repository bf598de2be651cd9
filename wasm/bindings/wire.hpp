// How the entry points talk to JS without Embind: a call's arguments arrive as tagged values
// in a buffer JS wrote into the heap, and its reply leaves as tagged values in a buffer JS reads
// back (web/lib/wire.js, the other end, holds the same tags). One byte of tag, then:
//
//   null, false, true      nothing
//   number                 8 bytes, a little-endian double
//   text                   a 4-byte length, then that many bytes of UTF-8
//   ints                   a 4-byte count, then that many 4-byte ints (an Int32Array in JS)
//   numbers                a 4-byte count, then that many doubles (a JS array of numbers)
//   record ... end         pairs of a text (the field's name) and a value (a plain JS object)
//   list ... end           values (a JS array)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bindings/call_scope.hpp"

namespace dlx::bindings::wire {

enum Tag : std::uint8_t { Null, False, True, Number, Text, Ints, Numbers, Record, List, End };

// One argument, read in place from the buffer (which must outlive it).
class Value {
 public:
  [[nodiscard]] bool isNull() const { return tag_ == Null; }
  [[nodiscard]] bool isText() const { return tag_ == Text; }
  [[nodiscard]] bool asBool() const { return tag_ == True; }
  [[nodiscard]] double asNumber() const;
  [[nodiscard]] std::string_view asText() const;
  [[nodiscard]] std::vector<int> asInts() const;        // ints, or numbers cut to int as a C cast would
  [[nodiscard]] std::vector<double> asNumbers() const;  // numbers, or ints
  [[nodiscard]] std::vector<std::string> asTexts() const;  // a list's texts (an empty array crosses as numbers)
  // A record's field (a null value when it has none).
  [[nodiscard]] Value operator[](std::string_view name) const;

 private:
  friend class Arguments;
  Tag tag_ = Null;
  const std::uint8_t* at_ = nullptr;  // what follows the tag
  const std::uint8_t* end_ = nullptr;  // the buffer's end
};

// A call's arguments, in order.
class Arguments {
 public:
  Arguments(const std::uint8_t* data, std::size_t size);
  [[nodiscard]] Value operator[](std::size_t index) const { return index < values_.size() ? values_[index] : Value{}; }

  // The value at `at` and where the next one starts (a record's or list's: past its End).
  static Value read(const std::uint8_t*& at, const std::uint8_t* end);

 private:
  std::vector<Value> values_;
};

// A reply under construction: records and lists are opened, filled and closed in order.
class Reply {
 public:
  void clear() { bytes_.clear(); }
  Reply& null();
  Reply& boolean(bool value);
  Reply& number(double value);
  Reply& text(std::string_view value);
  Reply& ints(const int* data, std::size_t count);
  Reply& ints(const std::vector<int>& values) { return ints(values.data(), values.size()); }
  Reply& record();
  Reply& list();
  Reply& end();
  // A record's field name; the value follows.
  Reply& key(std::string_view name) { return text(name); }

  [[nodiscard]] const UntrackedVector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  void raw(const void* data, std::size_t size);
  UntrackedVector<std::uint8_t> bytes_;  // outlives a failed call, which writes its failure here
};

// The buffer JS writes a call's arguments into, and the last reply, kept between calls so a batch
// allocates nothing once warm.
InputBuffer& input();
Reply& reply();

}  // namespace dlx::bindings::wire
