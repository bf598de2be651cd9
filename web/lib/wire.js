// The JS end of the module's C exports (wasm/bindings/wire.hpp holds the format and the C++ end):
// a call's arguments written into the heap as tagged values, its reply read back into plain JS
// values. Integers arrays cross as Int32Arrays; text as UTF-8.
const NULL = 0;
const FALSE = 1;
const TRUE = 2;
const NUMBER = 3;
const TEXT = 4;
const INTS = 5;
const NUMBERS = 6;
const RECORD = 7;
const LIST = 8;
const END = 9;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// A growing byte buffer for one call's arguments.
class Writer {
  constructor() {
    this.bytes = new Uint8Array(256);
    this.view = new DataView(this.bytes.buffer);
    this.length = 0;
  }

  room(more) {
    if (this.length + more <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(2 * this.bytes.length, this.length + more));
    bytes.set(this.bytes.subarray(0, this.length));
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer);
  }

  tag(tag) {
    this.room(1);
    this.bytes[this.length++] = tag;
  }

  u32(n) {
    this.room(4);
    this.view.setUint32(this.length, n, true);
    this.length += 4;
  }

  value(v) {
    if (v === null || v === undefined) this.tag(NULL);
    else if (v === false) this.tag(FALSE);
    else if (v === true) this.tag(TRUE);
    else if (typeof v === 'number') {
      this.tag(NUMBER);
      this.room(8);
      this.view.setFloat64(this.length, v, true);
      this.length += 8;
    } else if (typeof v === 'string') {
      this.tag(TEXT);
      this.room(4 + 3 * v.length);  // a UTF-16 code unit takes at most 3 bytes of UTF-8
      const { written } = encoder.encodeInto(v, this.bytes.subarray(this.length + 4));
      this.view.setUint32(this.length, written, true);
      this.length += 4 + written;
    } else if (v instanceof Int32Array) {
      this.tag(INTS);
      this.u32(v.length);
      this.room(4 * v.length);
      this.bytes.set(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), this.length);  // WASM and JS: little-endian
      this.length += 4 * v.length;
    } else if (ArrayBuffer.isView(v) || (Array.isArray(v) && v.every((x) => typeof x === 'number'))) {
      this.tag(NUMBERS);
      this.u32(v.length);
      this.room(8 * v.length);
      for (let i = 0; i < v.length; i += 1) this.view.setFloat64(this.length + 8 * i, Number(v[i]), true);
      this.length += 8 * v.length;
    } else if (Array.isArray(v)) {
      this.tag(LIST);
      for (const item of v) this.value(item);
      this.tag(END);
    } else if (typeof v === 'object') {
      this.tag(RECORD);
      for (const [key, item] of Object.entries(v)) {
        this.value(key);
        this.value(item);
      }
      this.tag(END);
    } else {
      throw new TypeError(`wire: cannot pass ${typeof v} to the module`);
    }
  }
}

// Reads the value at `reader.at` from `bytes` (a copy of the reply, so views stay valid).
function read(bytes, view, reader) {
  const tag = bytes[reader.at++];
  switch (tag) {
    case NULL: return null;
    case FALSE: return false;
    case TRUE: return true;
    case NUMBER: {
      const v = view.getFloat64(reader.at, true);
      reader.at += 8;
      return v;
    }
    case TEXT: {
      const n = view.getUint32(reader.at, true);
      const text = decoder.decode(bytes.subarray(reader.at + 4, reader.at + 4 + n));
      reader.at += 4 + n;
      return text;
    }
    case INTS: {
      const n = view.getUint32(reader.at, true);
      const out = new Int32Array(bytes.buffer.slice(reader.at + 4, reader.at + 4 + 4 * n));  // a copy, aligned
      reader.at += 4 + 4 * n;
      return out;
    }
    case RECORD: {
      const out = {};
      while (bytes[reader.at] !== END) {
        const key = read(bytes, view, reader);
        out[key] = read(bytes, view, reader);
      }
      reader.at += 1;
      return out;
    }
    case LIST: {
      const out = [];
      while (bytes[reader.at] !== END) out.push(read(bytes, view, reader));
      reader.at += 1;
      return out;
    }
    default:
      throw new Error(`wire: the module replied with an unknown tag ${tag}`);
  }
}

/**
 * Calls `call()`, an entry point of the module `raw`, and returns what it returns. A failed call
 * leaves the WASM by a JS exception (wasm/bindings/call_scope.hpp): then Emscripten's stack pointer
 * is put back, the call's memory freed, and its failure reply returned; anything else caught (a
 * trap) is thrown on after the same repair, so the module stays usable.
 */
export function callEntry(raw, call) {
  const stack = raw.stackSave();
  try {
    return call();
  } catch (error) {
    raw.stackRestore(stack);
    const reply = raw._dlx_recover();
    if (reply === 0) throw error;
    return reply;
  }
}

/**
 * The module's C export `_dlx_<name>` as a JS function: its arguments written to the heap, its reply
 * read back (a failure comes back as { failed }, for the facade to throw). Null when the module does
 * not have it.
 */
export function wireFunction(raw, name) {
  const exported = raw[`_dlx_${name}`];
  if (typeof exported !== 'function') return null;
  return (...args) => {
    const writer = new Writer();
    for (const arg of args) writer.value(arg);
    const input = raw._dlx_wire_input(writer.length);
    if (input === 0) throw new RangeError('out of memory: the call\'s arguments are too large for the WASM heap (at most 2 GiB)');
    raw.HEAPU8.set(writer.bytes.subarray(0, writer.length), input);
    const at = callEntry(raw, () => exported(writer.length));
    // Copied out at once: the heap's views are taken after the call (it may grow the memory).
    const bytes = raw.HEAPU8.slice(at, at + raw._dlx_wire_reply_length());
    return read(bytes, new DataView(bytes.buffer), { at: 0 });
  };
}
