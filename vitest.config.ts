import { defineConfig } from 'vitest/config';
import { cataloguesPlugin } from './scripts/vite-catalogues.js';

// Unit and API integration tests. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  // The web app's catalogues (virtual:catalogue/*), for the component tests.
  plugins: [cataloguesPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
