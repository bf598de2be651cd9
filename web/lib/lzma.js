// An LZMA decoder for the packed copies of the modules' WASM (tools/ship-wasm.js packs them with
// xz's raw LZMA1; packed.js unpacks them for bundles that did not emit the .wasm): LZMA packs WASM
// code 18% smaller than gzip -9, and this decoder weighs about 1.5 KB gzipped (docs/performance.md, "Footprint"). Written
// from the LZMA specification (Igor Pavlov, lzma-specification.txt). The whole output is the
// dictionary: the decoder knows the output's size and copies matches from what it has written.

/**
 * Decodes a raw LZMA1 stream after one byte of its properties (as in a .lzma file's header: lc + 9
 * lp + 45 pb, literal context bits, literal position bits, position bits): its first `size`
 * bytes, or all of them when its end marker comes first. Throws on a corrupt stream.
 */
export function lzmaDecode(input, size) {
  const props = input[0];
  const lc = props % 9;
  const lp = Math.floor(props / 9) % 5;
  const pb = Math.floor(props / 45);
  if (props >= 225 || lc + lp > 4) throw new Error('lzma: not an LZMA stream');
  const out = new Uint8Array(size);
  // The probabilities, 11-bit, all 1/2 at first: the model's parts one after the other.
  const IS_MATCH = 0;
  const IS_REP = 192;
  const IS_REP_G0 = 204;
  const IS_REP_G1 = 216;
  const IS_REP_G2 = 228;
  const IS_REP0_LONG = 240;
  const POS_SLOT = 432;  // 4 length states x 64 slots
  const SPEC_POS = 688;  // 115: distances of slots 4..13, reverse bit trees
  const ALIGN = 803;  // 16: the low 4 bits of distances from slot 14
  const LEN = 819;  // match lengths: choice, choice 2, low and mid trees per position state, high tree
  const REP_LEN = 1333;
  const LITERAL = 1847;  // 0x300 per literal context
  const probs = new Uint16Array(LITERAL + (0x300 << (lc + lp))).fill(1024);

  // The range decoder's range and code, unsigned 32-bit: kept in a typed array, since numbers past
  // 2^30 held in a closure's variables are boxed at every change (four times as slow in V8).
  const rc = new Uint32Array(2);
  let at = 6;
  rc[0] = 0xffffffff;
  rc[1] = (input[2] << 24) | (input[3] << 16) | (input[4] << 8) | input[5];
  if (input[1] !== 0 || rc[1] === rc[0]) throw new Error('lzma: not an LZMA stream');

  const bit = (p) => {
    let range = rc[0];
    let code = rc[1];
    const prob = probs[p];
    const bound = (range >>> 11) * prob;
    let b = 0;
    if (code < bound) {
      range = bound;
      probs[p] = prob + ((2048 - prob) >> 5);
    } else {
      range -= bound;
      code -= bound;
      probs[p] = prob - (prob >> 5);
      b = 1;
    }
    if (range < 0x1000000) {
      range *= 256;
      code = code * 256 + input[at++];
    }
    rc[0] = range;
    rc[1] = code;
    return b;
  };
  const tree = (base, bits) => {
    let m = 1;
    for (let i = 0; i < bits; i += 1) m = (m << 1) | bit(base + m);
    return m - (1 << bits);
  };
  const reverseTree = (base, bits) => {
    let m = 1;
    let symbol = 0;
    for (let i = 0; i < bits; i += 1) {
      const b = bit(base + m);
      m = (m << 1) | b;
      symbol |= b << i;
    }
    return symbol;
  };
  const direct = (bits) => {
    let range = rc[0];
    let code = rc[1];
    let value = 0;
    for (let i = 0; i < bits; i += 1) {
      range >>>= 1;
      let b = 0;
      if (code >= range) {
        code -= range;
        b = 1;
      }
      value = (value << 1) | b;
      if (range < 0x1000000) {
        range *= 256;
        code = code * 256 + input[at++];
      }
    }
    rc[0] = range;
    rc[1] = code;
    return value;
  };
  // A length less 2: 0-7 (low tree), 8-15 (mid tree), 16-271 (high tree).
  const length = (base, posState) => {
    if (bit(base) === 0) return tree(base + 2 + (posState << 3), 3);
    if (bit(base + 1) === 0) return 8 + tree(base + 130 + (posState << 3), 3);
    return 16 + tree(base + 258, 8);
  };

  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  let pos = 0;
  while (pos < size) {
    const posState = pos & pbMask;
    if (bit(IS_MATCH + (state << 4) + posState) === 0) {
      const previous = pos > 0 ? out[pos - 1] : 0;
      const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (previous >> (8 - lc)));
      let symbol = 1;
      if (state >= 7) {
        let match = out[pos - rep0 - 1];
        while (symbol < 0x100) {
          const matchBit = (match >> 7) & 1;
          match <<= 1;
          const b = bit(base + ((1 + matchBit) << 8) + symbol);
          symbol = (symbol << 1) | b;
          if (b !== matchBit) break;
        }
      }
      while (symbol < 0x100) symbol = (symbol << 1) | bit(base + symbol);
      out[pos++] = symbol;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (bit(IS_REP + state) === 0) {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(LEN, posState);
      state = state < 7 ? 7 : 10;
      const slot = tree(POS_SLOT + (Math.min(len, 3) << 6), 6);
      if (slot < 4) {
        rep0 = slot;
      } else {
        const bits = (slot >> 1) - 1;
        rep0 = (2 | (slot & 1)) * 2 ** bits;
        if (slot < 14) rep0 += reverseTree(SPEC_POS + rep0 - slot - 1, bits);
        else rep0 += direct(bits - 4) * 16 + reverseTree(ALIGN - 1, 4);
      }
      if (rep0 === 0xffffffff) return out.subarray(0, pos);  // the end marker

    } else {
      if (bit(IS_REP_G0 + state) === 0) {
        if (bit(IS_REP0_LONG + (state << 4) + posState) === 0) {
          if (pos === 0) throw new Error('lzma: corrupt stream');
          state = state < 7 ? 9 : 11;
          out[pos] = out[pos - rep0 - 1];
          pos += 1;
          continue;
        }
      } else {
        let distance;
        if (bit(IS_REP_G1 + state) === 0) {
          distance = rep1;
        } else {
          if (bit(IS_REP_G2 + state) === 0) {
            distance = rep2;
          } else {
            distance = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = distance;
      }
      len = length(REP_LEN, posState);
      state = state < 7 ? 8 : 11;
    }
    if (rep0 >= pos || at > input.length) throw new Error('lzma: corrupt stream');
    for (let end = Math.min(pos + len + 2, size); pos < end; pos += 1) out[pos] = out[pos - rep0 - 1];
  }
  if (at > input.length) throw new Error('lzma: corrupt stream');
  return out;
}
