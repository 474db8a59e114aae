import { defineConfig } from 'vitest/config';

// Unit and API integration tests. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
