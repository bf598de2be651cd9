// The Rollup config a user writes for a browser page: the node-resolve plugin finds 'dlx-wasm'
// in node_modules, taking the browser builds.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'src/index.js',
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve({ browser: true })],
};
