import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A file per core at once (Vitest's default leaves one core free): most files wait on child
    // processes, Chromium or workers, and two at once halve the run on two cores (docs/performance.md,
    // "Test time").
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/node/**/*.test.js'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.js'],
          environment: 'node',
          globalSetup: ['tests/browser/build-site.js'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // A page's first answer waits on its worker and module; with a file per core running, a
          // second is not always enough (expect.poll's default).
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.test.js'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.js'],
          environment: 'node',
          globalSetup: ['tests/package/pack-and-install.js'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
