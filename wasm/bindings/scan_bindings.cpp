// The entry points of the scan module (scan.mjs: the photo scanner of wasm/scan/ and the Sudoku
// search its corrector runs), plain C exports as the other modules' are (sudoku_bindings.cpp): JS
// (web/lib/scan-module.js) writes the photo's RGBA into a buffer of its own, too large for the
// wire's tagged values, then calls dlx_scanSudoku() with the image's sides over the wire, and reads
// the reply as the wire's values. A failure (no grid, out of memory) ends the call as a JS error and
// leaves the module usable (call_scope.hpp). The image's sides and bytes are checked by
// web/lib/scan-image.js first, which names the problem to the user; what is checked here again is
// what would read past the pixels, a defect of that caller.
#include <emscripten/emscripten.h>
#include <malloc.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "bindings/answer.hpp"
#include "bindings/call_scope.hpp"
#include "bindings/wire.hpp"
#include "core/errors.hpp"
#include "scan/scan.hpp"

using dlx::bindings::answer;
using dlx::bindings::wire::Arguments;
using dlx::bindings::wire::Reply;

namespace {

// The photo's RGBA, kept between calls (a second photo of the same size allocates nothing) and
// untracked: it outlives a failed call (call_scope.hpp).
dlx::bindings::InputBuffer pixels;
std::size_t pixelsBytes = 0;  // what JS asked room for: the photo's width * height * 4

// A network's weights JS gave for the next scans (scanSudoku's `weights` option: the blob
// train/export.py writes), read by dlx_scanWeights() into `custom`; kept, as the pixels are.
dlx::bindings::InputBuffer weightsBlob;
std::size_t weightsBytes = 0;
dlx::scan::Classifier* custom = nullptr;

// A side as JS gave it: a whole number from 1 up (web/lib/scan-image.js has checked its bounds).
int sideOf(const dlx::bindings::wire::Value& value, const char* name) {
  const double side = value.asNumber();
  if (!(side >= 1 && side <= 1 << 30) || side != static_cast<double>(static_cast<int>(side))) {
    dlx::internalError(std::string("scanSudoku: the image's ") + name + " is not a whole number from 1 up (web/lib/scan-image.js checks it)");
  }
  return static_cast<int>(side);
}

}  // namespace

extern "C" {

// Room for `bytes` of a call's arguments (the wire's: web/lib/wire.js); null when the heap cannot
// grow. (The Sudoku modules export the same from sudoku_bindings.cpp; this module links neither.)
EMSCRIPTEN_KEEPALIVE std::uint8_t* dlx_wire_input(int bytes) {
  return dlx::bindings::wire::input().room(static_cast<std::size_t>(bytes));
}

// The length of the last reply (its bytes: what the call returned).
EMSCRIPTEN_KEEPALIVE int dlx_wire_reply_length() { return static_cast<int>(dlx::bindings::wire::reply().bytes().size()); }

// Room for a photo of `bytes` bytes of RGBA; JS writes it there. Null when the heap cannot grow.
EMSCRIPTEN_KEEPALIVE std::uint8_t* dlx_scan_pixels(double bytes) {
  if (!(bytes >= 0 && bytes < 2147483648.0)) return nullptr;  // past the heap's 2 GiB
  pixelsBytes = static_cast<std::size_t>(bytes);
  return pixels.room(pixelsBytes);
}

// Room for a weights blob of `bytes` bytes; JS writes it there. Null when the heap cannot grow.
EMSCRIPTEN_KEEPALIVE std::uint8_t* dlx_scan_weights(double bytes) {
  if (!(bytes >= 0 && bytes < 2147483648.0)) return nullptr;
  weightsBytes = static_cast<std::size_t>(bytes);
  return weightsBlob.room(weightsBytes);
}

// scanWeights(): reads the blob dlx_scan_weights() holds into the network the next scans with
// `custom` set use; a RangeError when it is not a weights blob.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_scanWeights(int length) {
  return answer(length, [](const Arguments&, Reply& out) {
    bool loaded = false;
    dlx::bindings::untracked([&] {
      if (custom == nullptr) custom = new dlx::scan::Classifier();
      loaded = weightsBlob.data() != nullptr && custom->load(weightsBlob.data(), weightsBytes);
    });
    if (!loaded) dlx::rangeError("scanSudoku: the weights are not a network's weights blob (train/export.py writes them: wrong format, version or checksum, or cut short)");
    out.number(static_cast<double>(weightsBytes));
  });
}

// scanSudoku(width, height, custom): reads the grid in the photo dlx_scan_pixels() holds, width x height
// RGBA, and replies { size, corners: [x, y] x 4 (TL, TR, BR, BL, in the photo's pixels), grids,
// puzzle, symbols (its alphabet), confidence: a number per cell, corrected, doubtful (cells' indexes), unique, tried }
// (scan.hpp and corrector.hpp say what each is). A photo without a grid ends the call with a
// RangeError saying so.
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_scanSudoku(int length) {
  return answer(length, [](const Arguments& in, Reply& out) {
    const int width = sideOf(in[0], "width");
    const int height = sideOf(in[1], "height");
    if (pixels.data() == nullptr || static_cast<double>(width) * height * 4 != static_cast<double>(pixelsBytes)) {
      dlx::internalError("scanSudoku: the pixels written are not width * height * 4 bytes (web/lib/scan-module.js writes them)");
    }
    // The built-in network's weights are read once and kept: made outside the call's tracking, so
    // that a call that fails after reading them does not free them under the next one.
    dlx::bindings::untracked([] { (void)dlx::scan::builtinClassifier(); });
    const bool useCustom = in[2].asBool();
    if (useCustom && (custom == nullptr || !custom->loaded())) dlx::internalError("scanSudoku: custom weights asked for before any were read (web/lib/scan-module.js reads them first)");
    const dlx::scan::ScanResult scanned = dlx::scan::scanRgba(pixels.data(), width, height, useCustom ? *custom : dlx::scan::builtinClassifier());
    if (!scanned.found) dlx::rangeError(scanned.why.empty() ? "no Sudoku grid found in the image" : scanned.why);
    const dlx::scan::Reading& reading = scanned.reading;
    out.record();
    out.key("size").number(scanned.size);
    out.key("corners").list();
    for (const dlx::scan::Point& corner : scanned.quad.corner) out.number(corner.x).number(corner.y);
    out.end();
    out.key("grids").number(scanned.gridShaped);
    out.key("puzzle").text(reading.puzzle);
    out.key("symbols").text(reading.symbols);
    out.key("confidence").list();
    for (const float p : reading.confidence) out.number(p);
    out.end();
    out.key("corrected").ints(reading.corrected);
    out.key("doubtful").ints(reading.doubtful);
    out.key("unique").boolean(reading.unique);
    out.key("tried").number(reading.tried);
    out.end();
  });
}

// heapBytesInUse(): bytes the C++ heap has handed out and not taken back (the scan tests watch it
// across failed calls).
EMSCRIPTEN_KEEPALIVE const std::uint8_t* dlx_heapBytesInUse(int length) {
  return answer(length, [](const Arguments&, Reply& out) { out.number(static_cast<double>(mallinfo().uordblks)); });
}

}  // extern "C"
