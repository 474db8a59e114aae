import { defineConfig } from 'vitest/config';

// Reliability and security suite (tests/reliability): hostile input on every endpoint, headers and
// cookies, secrets in the build, npm audit, several instances on one PostgreSQL, kill -9 during
// sign-ups. Some files start the production build; the global setup builds it when sources changed.
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/reliability/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Several files start servers and load them; one at a time keeps two cores from thrashing.
    fileParallelism: false,
  },
});
