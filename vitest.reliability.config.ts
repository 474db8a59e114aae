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
    // Two files at a time: the longest, three instances behind nginx (tests/reliability/load-balancer.test.ts),
    // spends its 40 s mostly waiting on restarts and nginx's fail_timeout while students read and
    // write, so the others run beside it. On 29 Nov: 117 s one at a time in CI, 90 s two at a time,
    // every test passing, the load-balancer's reads with none failed.
    maxWorkers: 2,
  },
});
