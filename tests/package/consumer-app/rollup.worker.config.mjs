// The Rollup config of a user who follows docs/api.md ("Workers and bundlers"): the package's
// standalone worker as a second input, bundled beside the page (chunks shared), its URL given to
// the elements.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: { index: 'src/index.js', 'worker-sudoku': 'node_modules/dlx-wasm/web/worker/worker-sudoku-standalone.js' },
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve({ browser: true })],
};
