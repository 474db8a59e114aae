import { defineConfig } from 'vitest/config';

// End-to-end tests in Debian's Chromium through playwright-core, against the production build.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // One Chromium for the run; each file connects to it (tests/e2e/support/browser.ts).
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at once: each starts its own server over its own database (a SQLite file or a
    // PostgreSQL schema) and makes its own accounts, so nothing one file writes reaches the other.
    // Most of a file's time is the browser and the server waiting on each other, which two cores share.
    fileParallelism: true,
    maxWorkers: 2,
    tags: [
      {
        name: 'database',
        description:
          'Screens that read or write the database: CI runs these files on PostgreSQL as well (--tags-filter=database). ' +
          'Mark a file with a `// @module-tag database` comment at its top.',
      },
    ],
  },
});
