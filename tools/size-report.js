// `npm run size [-- --functions]`: where the shipped bytes go. Each WASM build as shipped
// (web/generated/: the glue that a module's plain and SIMD builds share, the .wasm, and the plain
// build's packed copy for bundles that do not emit the .wasm; tools/ship-wasm.js), the WASM by
// section, and each file a first visit to each page of the site loads (built here by Vite into
// build/size/site/, as npm run build:site builds it): raw, gzipped (level 9) and brotli (level 11),
// as a server would send them. A build's line sums its glue and its .wasm. With --functions, a
// build that keeps function names (-DDLX_FUNCTION_NAMES=ON, into build/size/) is made and its code
// is summed by origin (the project, libc++, libc, Embind, the rest), with the largest functions.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGES, WASM_BUILDS, buildSite, glueOf, packedOf, pageFiles, readWasm } from './size.js';
import { brotli, gzip } from './compressed.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
const line = (name, raw, gz, br) => console.log(`${name.padEnd(52)} ${kb(raw)} ${kb(gz)} ${kb(br)}`);
const row = (name, bytes) => line(name, bytes.length, gzip(bytes), brotli(bytes));
const generated = (name) => readFileSync(`${root}/web/generated/${name}`);

console.log(`${'what'.padEnd(52)} ${'raw'.padStart(10)} ${'gzipped'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const name of WASM_BUILDS) {
  const [glue, wasm] = [generated(glueOf(name)), generated(name)];
  line(`web/generated/${name} with its glue`, glue.length + wasm.length, gzip(glue) + gzip(wasm), brotli(glue) + brotli(wasm));
  row(`  JS glue (${glueOf(name)})`, glue);
  row(`  WASM (${name})`, wasm);
  for (const section of readWasm(wasm).sections) row(`    section ${section.name}`, section.bytes);
  if (existsSync(`${root}/web/generated/${packedOf(name)}`)) row(`  packed copy (${packedOf(name)})`, generated(packedOf(name)));
}

// Each page of the site, built here apart from the one tests and `npm start` serve, a first
// visit's files.
const site = 'build/size/site';
await buildSite(site);
for (const page of Object.keys(PAGES)) {
  console.log('');
  const sum = [0, 0, 0];
  for (const file of pageFiles(`${root}/${site}`, page)) {
    const bytes = readFileSync(`${root}/${site}/${file}`);
    [bytes.length, gzip(bytes), brotli(bytes)].forEach((n, i) => { sum[i] += n; });
    row(`site/${file}`, bytes);
  }
  line(`${page}, first load`, ...sum);
}

if (process.argv.includes('--functions')) {
  process.env.NODE_PATH = [process.env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(':');
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'ignore' });
  run('emcmake', ['cmake', '-S', '.', '-B', 'build/size', '-DCMAKE_BUILD_TYPE=Release', '-DDLX_FUNCTION_NAMES=ON', `-DDLX_WASM_OUTPUT_DIR=${root}/build/size/out`]);
  run('cmake', ['--build', 'build/size', '-j2']);
  for (const module of WASM_BUILDS) {
    const named = readWasm(readFileSync(`${root}/build/size/out/${module}`));
    const origin = (name) => {
      // (A template function's name may start with its return type: "unsigned char const* dlx::…".)
      if (/^(?:(?:unsigned )?\w+(?: const)?\*? )?(?:dlx::|\(anonymous namespace\)|dlx_)|^solve|^generate|^parse|^heapBytes|^stopReasons|^sudokuReply/.test(name)) return 'the project';
      if (/emscripten::|_embind|embind/i.test(name)) return 'Embind';
      if (/^std::|^__cxa|^__cxxabiv1|^operator new|^operator delete|^void std::|locale|facet/.test(name)) return 'libc++ and libc++abi';
      if (/printf|scanf|fmt_fp|floatscan|strto|pop_arg|__intscan|__shgetc|wcrtomb|vfprintf|out|pad/.test(name)) return 'libc: printf/scanf';
      if (/^(dl|emmalloc|sbrk|malloc|free|realloc|calloc|memalign)/.test(name)) return 'libc: malloc';
      return 'the rest';
    };
    const sums = new Map();
    for (const fn of named.functions) sums.set(origin(fn.name), (sums.get(origin(fn.name)) ?? 0) + fn.size);
    console.log(`\n${module}: code by origin (a build with names, ${named.functions.length} functions)`);
    for (const [name, size] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`${name.padEnd(40)} ${kb(size)}`);
    console.log(`\n${module}: the largest functions`);
    for (const fn of [...named.functions].sort((a, b) => b.size - a.size).slice(0, 25)) console.log(`${kb(fn.size)}  ${fn.name.slice(0, 100)}`);
  }
}
