// The digit reader: its weights blob read or refused (never a crash), probabilities that sum to 1,
// the same answer as a hand computation on a tiny network, and real cells cut from the shared
// photos (tests/fixtures/scan/cells.pgm) read right by the built-in weights and by a fold's
// weights that never saw them.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "cell_fixtures.hpp"
#include "scan/classifier.hpp"

namespace {

using dlx::scan::Classifier;
using dlx::scan::kCellSide;
using dlx::scan::kClasses;

constexpr int kPixels = kCellSide * kCellSide;
using dlx::scan::test::Fixture;
using dlx::scan::test::readFixture;

// A blob writer for networks made up here (the training tools write the real ones, train/export.py).
class BlobWriter {
 public:
  BlobWriter(uint16_t layers, float temperature, uint16_t version = dlx::scan::kBlobVersion) {
    u16(version);
    u16(layers);
    u16(kCellSide);
    u16(kClasses);
    f32(temperature);
  }
  void layer(uint8_t kind, bool relu, uint16_t inputs, uint16_t outputs) {
    bytes_.push_back(kind);
    bytes_.push_back(relu ? 1 : 0);
    u16(inputs);
    u16(outputs);
    u16(0);
  }
  void weights(const std::vector<float>& scale, const std::vector<float>& bias, const std::vector<int8_t>& q) {
    for (float s : scale) f32(s);
    for (float b : bias) f32(b);
    for (int8_t v : q) bytes_.push_back(static_cast<uint8_t>(v));
  }
  std::vector<uint8_t> finish() const {
    std::vector<uint8_t> out = bytes_;
    uint32_t h = 2166136261U;
    for (uint8_t b : out) {
      h ^= b;
      h *= 16777619U;
    }
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(h >> (8 * i)));
    return out;
  }

 private:
  void u16(uint16_t v) {
    bytes_.push_back(static_cast<uint8_t>(v));
    bytes_.push_back(static_cast<uint8_t>(v >> 8));
  }
  void f32(float v) {
    uint32_t bits = 0;
    std::memcpy(&bits, &v, 4);
    for (int i = 0; i < 4; ++i) bytes_.push_back(static_cast<uint8_t>(bits >> (8 * i)));
  }
  std::vector<uint8_t> bytes_{'D', 'L', 'X', 'C'};
};

// A small valid network: conv 1->2, pool, dense (2*16*16 -> kClasses). Weights from a seed.
std::vector<uint8_t> smallBlob(float temperature = 1.5F) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> q(-127, 127);
  BlobWriter w(3, temperature);
  w.layer(1, true, 1, 2);
  std::vector<int8_t> conv(2 * 9);
  for (auto& v : conv) v = static_cast<int8_t>(q(rng));
  w.weights({0.01F, 0.02F}, {0.1F, -0.1F}, conv);
  w.layer(2, false, 2, 2);
  const int flat = 2 * (kCellSide / 2) * (kCellSide / 2);
  w.layer(3, false, static_cast<uint16_t>(flat), kClasses);
  std::vector<int8_t> dense(static_cast<size_t>(flat) * kClasses);
  for (auto& v : dense) v = static_cast<int8_t>(q(rng));
  std::vector<float> scale(kClasses, 0.002F);
  std::vector<float> bias(kClasses);
  for (int k = 0; k < kClasses; ++k) bias[k] = 0.05F * static_cast<float>(k % 5);
  w.weights(scale, bias, dense);
  return w.finish();
}

std::vector<uint8_t> randomCell(unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> px(0, 255);
  std::vector<uint8_t> cell(kPixels);
  for (auto& v : cell) v = static_cast<uint8_t>(px(rng));
  return cell;
}

std::vector<uint8_t> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(Classifier, LoadsAValidBlob) {
  Classifier c;
  const auto blob = smallBlob();
  ASSERT_TRUE(c.load(blob.data(), blob.size()));
  EXPECT_TRUE(c.loaded());
  EXPECT_EQ(c.macs(), static_cast<size_t>(kPixels) * 2 * 9 + static_cast<size_t>(2 * 16 * 16) * kClasses);
}

TEST(Classifier, MatchesAHandComputation) {
  // conv -> relu -> pool -> dense -> tempered softmax, worked out here in double.
  const float temperature = 1.5F;
  const auto blob = smallBlob(temperature);
  Classifier c;
  ASSERT_TRUE(c.load(blob.data(), blob.size()));
  const auto cell = randomCell(3);
  std::vector<float> probs(kClasses);
  c.classify(cell.data(), probs.data());

  std::mt19937 rng(7);
  std::uniform_int_distribution<int> q(-127, 127);
  double conv[2][9];
  const double convScale[2] = {0.01F, 0.02F};
  const double convBias[2] = {0.1F, -0.1F};
  for (int o = 0; o < 2; ++o) {
    for (double& v : conv[o]) v = q(rng) * convScale[o];
  }
  const int half = kCellSide / 2;
  std::vector<double> pooled(2 * half * half);
  auto pixel = [&](int y, int x) {
    return (y < 0 || x < 0 || y >= kCellSide || x >= kCellSide) ? 0.0 : cell[y * kCellSide + x] / 255.0;
  };
  for (int o = 0; o < 2; ++o) {
    for (int y = 0; y < half; ++y) {
      for (int x = 0; x < half; ++x) {
        double best = -1e9;
        for (int dy = 0; dy < 2; ++dy) {
          for (int dx = 0; dx < 2; ++dx) {
            double sum = convBias[o];
            for (int k = 0; k < 9; ++k) sum += conv[o][k] * pixel(2 * y + dy + k / 3 - 1, 2 * x + dx + k % 3 - 1);
            best = std::max(best, std::max(sum, 0.0));
          }
        }
        pooled[(o * half + y) * half + x] = best;
      }
    }
  }
  std::vector<double> logits(kClasses);
  for (int k = 0; k < kClasses; ++k) {
    double sum = 0.05F * static_cast<float>(k % 5);
    for (size_t i = 0; i < pooled.size(); ++i) sum += q(rng) * static_cast<double>(0.002F) * pooled[i];
    logits[k] = sum / temperature;
  }
  double top = logits[0];
  for (double l : logits) top = std::max(top, l);
  double total = 0;
  for (double& l : logits) total += (l = std::exp(l - top));
  for (int k = 0; k < kClasses; ++k) EXPECT_NEAR(probs[k], logits[k] / total, 1e-5) << "class " << k;
}

TEST(Classifier, ProbabilitiesSumToOne) {
  const auto blob = smallBlob();
  Classifier c;
  ASSERT_TRUE(c.load(blob.data(), blob.size()));
  for (const Classifier* classifier : std::vector<const Classifier*>{&c, &dlx::scan::builtinClassifier()}) {
    for (unsigned seed = 0; seed < 20; ++seed) {
      auto cell = randomCell(seed);
      if (seed == 0) std::fill(cell.begin(), cell.end(), 0);
      if (seed == 1) std::fill(cell.begin(), cell.end(), 255);
      std::vector<float> probs(kClasses);
      classifier->classify(cell.data(), probs.data());
      double sum = 0;
      for (float p : probs) {
        EXPECT_TRUE(std::isfinite(p) && p >= 0 && p <= 1);
        sum += p;
      }
      EXPECT_NEAR(sum, 1.0, 1e-5);
    }
  }
}

TEST(Classifier, UnloadedGivesEveryClassTheSameProbability) {
  Classifier c;
  EXPECT_FALSE(c.loaded());
  const auto cell = randomCell(1);
  std::vector<float> probs(kClasses);
  c.classify(cell.data(), probs.data());
  for (float p : probs) EXPECT_FLOAT_EQ(p, 1.0F / kClasses);
}

TEST(Classifier, RefusesEveryTruncation) {
  const auto blob = smallBlob();
  for (size_t n = 0; n < blob.size(); ++n) {
    Classifier c;
    std::vector<uint8_t> part(blob.begin(), blob.begin() + static_cast<std::ptrdiff_t>(n));
    EXPECT_FALSE(c.load(part.data(), part.size())) << n << " bytes";
    EXPECT_FALSE(c.loaded());
  }
  Classifier c;
  EXPECT_FALSE(c.load(nullptr, 100));
}

TEST(Classifier, RefusesAChangedByteWrongMagicAndVersion) {
  const auto blob = smallBlob();
  for (size_t i = 0; i < blob.size(); i += 7) {
    auto bad = blob;
    bad[i] ^= 0x40;
    Classifier c;
    EXPECT_FALSE(c.load(bad.data(), bad.size())) << "byte " << i;
  }
  auto magic = blob;
  magic[0] = 'X';
  Classifier c;
  EXPECT_FALSE(c.load(magic.data(), magic.size()));
  BlobWriter v2(1, 1.0F, dlx::scan::kBlobVersion + 1);
  v2.layer(3, false, kPixels, kClasses);
  v2.weights(std::vector<float>(kClasses, 0.01F), std::vector<float>(kClasses, 0), std::vector<int8_t>(kPixels * kClasses, 1));
  const auto future = v2.finish();
  EXPECT_FALSE(c.load(future.data(), future.size()));
}

TEST(Classifier, RefusesShapesThatDoNotChain) {
  const std::vector<float> scale(kClasses, 0.01F);
  const std::vector<float> bias(kClasses, 0);
  auto dense = [&](uint16_t inputs, uint16_t outputs, bool relu, float temperature = 1.0F, float s = 0.01F) {
    BlobWriter w(1, temperature);
    w.layer(3, relu, inputs, outputs);
    w.weights(std::vector<float>(outputs, s), std::vector<float>(outputs, 0), std::vector<int8_t>(static_cast<size_t>(inputs) * outputs, 1));
    return w.finish();
  };
  Classifier c;
  auto good = dense(kPixels, kClasses, false);
  EXPECT_TRUE(c.load(good.data(), good.size()));
  for (const auto& bad : {dense(kPixels - 1, kClasses, false), dense(kPixels, kClasses - 1, false),
                          dense(kPixels, kClasses, true), dense(kPixels, kClasses, false, 0.0F),
                          dense(kPixels, kClasses, false, NAN), dense(kPixels, kClasses, false, 1.0F, INFINITY)}) {
    EXPECT_FALSE(c.load(bad.data(), bad.size()));
    EXPECT_FALSE(c.loaded());
  }
  // A dense layer that claims 65535 x 65535 weights and brings a few: refused, nothing allocated.
  BlobWriter huge(2, 1.0F);
  huge.layer(3, true, kPixels, 65535);
  huge.weights(std::vector<float>(65535, 0.01F), std::vector<float>(65535, 0), std::vector<int8_t>(64, 1));
  auto h = huge.finish();
  EXPECT_FALSE(c.load(h.data(), h.size()));
  // A pool on an odd side, an unknown kind, a trailing byte.
  BlobWriter pool(2, 1.0F);
  pool.layer(2, false, 2, 2);
  auto p = pool.finish();
  EXPECT_FALSE(c.load(p.data(), p.size()));
  BlobWriter kind(1, 1.0F);
  kind.layer(9, false, kPixels, kClasses);
  auto k = kind.finish();
  EXPECT_FALSE(c.load(k.data(), k.size()));
  BlobWriter extra(1, 1.0F);
  extra.layer(3, false, kPixels, kClasses);
  extra.weights(scale, bias, std::vector<int8_t>(kPixels * kClasses + 1, 1));
  auto e = extra.finish();
  EXPECT_FALSE(c.load(e.data(), e.size()));
}

TEST(Classifier, BuiltinIsSmallAndCheap) {
  const Classifier& c = dlx::scan::builtinClassifier();
  ASSERT_TRUE(c.loaded());
  EXPECT_LE(c.macs(), 1000000U);  // 81 cells well within the scan's time in WASM without SIMD
}

int misread(const Classifier& c, const Fixture& f, int onlyFold) {
  int wrong = 0;
  std::vector<float> probs(kClasses);
  for (int i = 0; i < f.count; ++i) {
    if (onlyFold >= 0 && f.folds[i] != onlyFold) continue;
    c.classify(&f.pixels[static_cast<size_t>(i) * kPixels], probs.data());
    int best = 0;
    for (int k = 1; k < kClasses; ++k) best = probs[k] > probs[best] ? k : best;
    if (dlx::scan::kClassSymbols[best] != f.labels[i]) {
      ++wrong;
      ADD_FAILURE() << "fixture cell " << i << ": '" << f.labels[i] << "' read as '" << dlx::scan::kClassSymbols[best]
                    << "' (p " << probs[best] << ")";
    }
  }
  return wrong;
}

TEST(Classifier, BuiltinReadsRealCells) {
  const Fixture f = readFixture();
  ASSERT_GE(f.count, 24);
  ASSERT_EQ(static_cast<int>(f.labels.size()), f.count);
  EXPECT_EQ(misread(dlx::scan::builtinClassifier(), f, -1), 0);
}

TEST(Classifier, AFoldReadsCellsItNeverSaw) {
  // train/weights/fold-0.bin was trained without fold 0's photos: their cells are new to it.
  const Fixture f = readFixture();
  const auto blob = readFile(std::string(DLX_FIXTURES) + "/../../train/weights/fold-0.bin");
  Classifier c;
  ASSERT_TRUE(c.load(blob.data(), blob.size()));
  int seen = 0;
  for (int fold : f.folds) seen += fold == 0 ? 1 : 0;
  ASSERT_GE(seen, 12);
  EXPECT_EQ(misread(c, f, 0), 0);
}

}  // namespace
