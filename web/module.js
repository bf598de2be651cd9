// The WASM module, instantiated once per page or process and shared by the API and the CLI.
import createDlxModule from './generated/dlx.mjs';

let modulePromise = null;

export function loadModule() {
  if (!modulePromise) {
    modulePromise = createDlxModule().catch((error) => {
      modulePromise = null; // let a later call try again
      throw error;
    });
  }
  return modulePromise;
}
