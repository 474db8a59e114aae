import { defineConfig } from 'vitest/config';

// End-to-end tests in Debian's Chromium through playwright-core, against the production build.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
