import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 120_000,
          hookTimeout: 60_000,
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
