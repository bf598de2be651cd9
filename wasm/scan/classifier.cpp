// The digit reader's inference: the blob's int8 weights are turned into floats once, at load, and
// the network runs in float (the same arithmetic train/export.py's reference forward uses, so the
// probabilities here are torch's to rounding). Plain loops over zero-padded planes: no SIMD, no
// allocation per layer, no exceptions.
#include "scan/classifier.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace dlx::scan {

namespace {

#include "scan/digit_weights.inc"

constexpr int kMaxLayers = 32;
constexpr int kMaxChannels = 256;
constexpr size_t kHeaderBytes = 16;

// Bounds-checked little-endian reads: a truncated blob ends the load, never reads past it.
class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool bytes(void* out, size_t count) {
    if (count > size_ - pos_) return false;
    std::memcpy(out, data_ + pos_, count);
    pos_ += count;
    return true;
  }
  bool u8(uint8_t& out) { return bytes(&out, 1); }
  bool u16(uint16_t& out) {
    uint8_t b[2];
    if (!bytes(b, 2)) return false;
    out = static_cast<uint16_t>(b[0] | (b[1] << 8));
    return true;
  }
  bool f32(float& out) {
    uint8_t b[4];
    if (!bytes(b, 4)) return false;
    const uint32_t bits = static_cast<uint32_t>(b[0]) | (static_cast<uint32_t>(b[1]) << 8) |
                          (static_cast<uint32_t>(b[2]) << 16) | (static_cast<uint32_t>(b[3]) << 24);
    std::memcpy(&out, &bits, 4);
    return true;
  }
  [[nodiscard]] size_t pos() const { return pos_; }
  [[nodiscard]] size_t remaining() const { return size_ - pos_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

uint32_t fnv1a(const uint8_t* data, size_t size) {
  uint32_t h = 2166136261U;
  for (size_t i = 0; i < size; ++i) {
    h ^= data[i];
    h *= 16777619U;
  }
  return h;
}

size_t padded(int side) { return static_cast<size_t>(side + 2) * static_cast<size_t>(side + 2); }

}  // namespace

bool Classifier::load(const uint8_t* blob, size_t size) {
  layers_.clear();
  macs_ = 0;
  largest_ = 0;
  if (blob == nullptr || size < kHeaderBytes + 4) return false;
  uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<uint32_t>(blob[size - 4 + i]) << (8 * i);
  if (std::memcmp(blob, "DLXC", 4) != 0 || fnv1a(blob, size - 4) != stored) return false;
  Reader in(blob, size - 4);
  uint8_t magic[4];
  uint16_t version = 0;
  uint16_t count = 0;
  uint16_t side = 0;
  uint16_t classes = 0;
  float temperature = 0;
  if (!in.bytes(magic, 4) || !in.u16(version) || !in.u16(count) || !in.u16(side) || !in.u16(classes) ||
      !in.f32(temperature)) {
    return false;
  }
  if (version != kBlobVersion || side != kCellSide || classes != kClasses || count == 0 || count > kMaxLayers ||
      !std::isfinite(temperature) || temperature <= 0) {
    return false;
  }
  std::vector<Layer> layers;
  // The shape flowing through: channels x spatial^2 while spatial > 0, then a flat vector.
  int channels = 1;
  int spatial = kCellSide;
  size_t largest = padded(kCellSide);
  size_t macs = 0;
  for (int l = 0; l < count; ++l) {
    uint8_t kind = 0;
    uint8_t relu = 0;
    uint16_t inputs = 0;
    uint16_t outputs = 0;
    uint16_t reserved = 0;
    if (!in.u8(kind) || !in.u8(relu) || !in.u16(inputs) || !in.u16(outputs) || !in.u16(reserved)) return false;
    if (relu > 1 || reserved != 0 || outputs == 0) return false;
    Layer layer;
    layer.kind = static_cast<Kind>(kind);
    layer.relu = relu == 1;
    layer.inputs = inputs;
    layer.outputs = outputs;
    layer.side = spatial;
    size_t taps = 0;
    if (kind == kConv) {
      if (spatial == 0 || inputs != channels || outputs > kMaxChannels) return false;
      taps = 9;
      channels = outputs;
      largest = std::max(largest, padded(spatial) * outputs);
      macs += static_cast<size_t>(spatial) * spatial * inputs * outputs * taps;
    } else if (kind == kPool) {
      if (spatial < 2 || spatial % 2 != 0 || inputs != channels || outputs != channels) return false;
      spatial /= 2;
    } else if (kind == kDense) {
      const size_t flat = spatial > 0 ? static_cast<size_t>(channels) * spatial * spatial : static_cast<size_t>(channels);
      if (inputs != flat) return false;
      taps = 1;
      spatial = 0;
      channels = outputs;
      largest = std::max(largest, static_cast<size_t>(std::max<int>(inputs, outputs)));
      macs += static_cast<size_t>(inputs) * outputs;
    } else {
      return false;
    }
    if (taps > 0) {
      std::vector<float> scale(outputs);
      layer.bias.resize(outputs);
      for (auto& s : scale) {
        if (!in.f32(s) || !std::isfinite(s)) return false;
      }
      for (auto& b : layer.bias) {
        if (!in.f32(b) || !std::isfinite(b)) return false;
      }
      const size_t perOutput = static_cast<size_t>(inputs) * taps;
      // Checked before allocating: a forged header must not ask for gigabytes (no exceptions here).
      if (perOutput * outputs > in.remaining()) return false;
      std::vector<int8_t> q(perOutput * outputs);
      if (!in.bytes(q.data(), q.size())) return false;
      layer.weights.resize(q.size());
      for (size_t i = 0; i < q.size(); ++i) layer.weights[i] = static_cast<float>(q[i]) * scale[i / perOutput];
    }
    layers.push_back(std::move(layer));
  }
  // The last layer gives the classes as a flat vector, and no byte is left over.
  if (spatial != 0 || channels != kClasses || layers.back().relu || in.pos() != size - 4) return false;
  layers_ = std::move(layers);
  temperature_ = temperature;
  largest_ = largest;
  macs_ = macs;
  return true;
}

void Classifier::classify(const uint8_t* cell, float* probs) const {
  if (layers_.empty()) {
    std::fill(probs, probs + kClasses, 1.0F / kClasses);
    return;
  }
  // Two buffers in turn. Spatial activations are planes of (side + 2)^2 with a zero border, so a
  // convolution reads its 3x3 neighbourhood without a test at the edges.
  std::vector<float> a(largest_, 0.0F);
  std::vector<float> b(largest_, 0.0F);
  {
    const int p = kCellSide + 2;
    for (int y = 0; y < kCellSide; ++y) {
      for (int x = 0; x < kCellSide; ++x) {
        a[static_cast<size_t>(y + 1) * p + x + 1] = static_cast<float>(cell[y * kCellSide + x]) * (1.0F / 255.0F);
      }
    }
  }
  float* src = a.data();
  float* dst = b.data();
  bool spatialInput = true;
  for (const Layer& layer : layers_) {
    const int s = layer.side;
    const int p = s + 2;
    const size_t plane = padded(s);
    if (layer.kind == kConv) {
      std::fill(dst, dst + plane * layer.outputs, 0.0F);
      for (int o = 0; o < layer.outputs; ++o) {
        float* out = dst + plane * o;
        for (int y = 0; y < s; ++y) std::fill(out + (y + 1) * p + 1, out + (y + 1) * p + 1 + s, layer.bias[o]);
        for (int i = 0; i < layer.inputs; ++i) {
          const float* w = layer.weights.data() + (static_cast<size_t>(o) * layer.inputs + i) * 9;
          const float w0 = w[0], w1 = w[1], w2 = w[2], w3 = w[3], w4 = w[4], w5 = w[5], w6 = w[6], w7 = w[7], w8 = w[8];
          const float* in = src + plane * i;
          for (int y = 0; y < s; ++y) {
            const float* r0 = in + y * p;
            const float* r1 = r0 + p;
            const float* r2 = r1 + p;
            float* d = out + (y + 1) * p + 1;
            for (int x = 0; x < s; ++x) {
              d[x] += w0 * r0[x] + w1 * r0[x + 1] + w2 * r0[x + 2] + w3 * r1[x] + w4 * r1[x + 1] + w5 * r1[x + 2] +
                      w6 * r2[x] + w7 * r2[x + 1] + w8 * r2[x + 2];
            }
          }
        }
        if (layer.relu) {
          for (int y = 0; y < s; ++y) {
            float* d = out + (y + 1) * p + 1;
            for (int x = 0; x < s; ++x) d[x] = std::max(d[x], 0.0F);
          }
        }
      }
    } else if (layer.kind == kPool) {
      const int h = s / 2;
      const int q = h + 2;
      const size_t half = padded(h);
      std::fill(dst, dst + half * layer.outputs, 0.0F);
      for (int c = 0; c < layer.outputs; ++c) {
        const float* in = src + plane * c;
        float* out = dst + half * c;
        for (int y = 0; y < h; ++y) {
          const float* r0 = in + (2 * y + 1) * p + 1;
          const float* r1 = r0 + p;
          for (int x = 0; x < h; ++x) {
            float m = std::max(std::max(r0[2 * x], r0[2 * x + 1]), std::max(r1[2 * x], r1[2 * x + 1]));
            out[(y + 1) * q + x + 1] = layer.relu ? std::max(m, 0.0F) : m;
          }
        }
      }
    } else {
      if (spatialInput) {
        // Flattened channel by channel, row by row: torch's flatten of (C, H, W), border left out.
        float* flat = dst;
        size_t k = 0;
        const int channels = layer.inputs / (s * s);
        for (int c = 0; c < channels; ++c) {
          for (int y = 0; y < s; ++y) {
            for (int x = 0; x < s; ++x) flat[k++] = src[plane * c + (y + 1) * p + x + 1];
          }
        }
        std::swap(src, dst);
        spatialInput = false;
      }
      for (int o = 0; o < layer.outputs; ++o) {
        const float* w = layer.weights.data() + static_cast<size_t>(o) * layer.inputs;
        float sum = layer.bias[o];
        for (int i = 0; i < layer.inputs; ++i) sum += w[i] * src[i];
        dst[o] = layer.relu ? std::max(sum, 0.0F) : sum;
      }
    }
    std::swap(src, dst);
  }
  // Softmax of the tempered logits.
  float top = src[0];
  for (int k = 1; k < kClasses; ++k) top = std::max(top, src[k]);
  float total = 0;
  for (int k = 0; k < kClasses; ++k) {
    probs[k] = std::exp((src[k] - top) / temperature_);
    total += probs[k];
  }
  for (int k = 0; k < kClasses; ++k) probs[k] /= total;
}

const Classifier& builtinClassifier() {
  static const Classifier classifier = [] {
    Classifier c;
    c.load(kDigitWeights, sizeof(kDigitWeights));
    return c;
  }();
  return classifier;
}

}  // namespace dlx::scan
