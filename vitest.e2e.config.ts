import { defineConfig } from 'vitest/config';

// End-to-end tests in Debian's Chromium through playwright-core, against the production build.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // One Chromium for the run; each file connects to it (harness/browser.ts).
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share the worker's module graph (the harness, the server modules they arrange data with)
    // instead of importing it anew: about a second a file. Each file still starts its own server over
    // its own database and closes its own browser contexts, so none sees another's state.
    isolate: false,
    // One file at a time: two at once on CI's two cores pushed axe sweeps and long forms past the
    // minute a test may take (seen 28 Nov). Each file still starts its own server over its own
    // database and makes its own accounts, so files may run side by side where cores allow.
    fileParallelism: false,
    tags: [
      {
        name: 'database',
        description:
          'Screens that read or write the database: CI runs these files on PostgreSQL as well (--tags-filter=database). ' +
          'Mark a file with a `// @module-tag database` comment at its top.',
      },
      {
        name: 'rendering',
        description:
          'In a file tagged database, a test whose outcome does not depend on the engine (an axe sweep, a layout ' +
          "measure, a screen drawn from content files): CI's PostgreSQL run leaves it out (tests/e2e/support/tags.ts).",
      },
    ],
  },
});
