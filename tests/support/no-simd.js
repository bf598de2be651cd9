// A runtime without WebAssembly SIMD (Safari before 16.4), as far as the modules' loader can tell
// (web/lib/simd.js): a script to run first, after which no module with a SIMD opcode (the 0xfd
// prefix) validates. The Node and browser tests of the plain builds both run it.
export const WITHOUT_SIMD =
  'const validate = WebAssembly.validate; WebAssembly.validate = (bytes) => !new Uint8Array(bytes).includes(0xfd) && validate(bytes);\n';
