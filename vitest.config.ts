import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { cataloguesPlugin } from './scripts/vite-catalogues.js';

// Unit and API integration tests. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  // The web app's catalogues (virtual:catalogue/*), for the component tests.
  plugins: [cataloguesPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module graph instead of importing the server and the app anew each
    // (the imports were 109 of 314 s on 28 Nov). Safe because no file mutates another's state: each
    // makes its own database, server and accounts, restores the spies and fake timers it sets, and mocks no module.
    // A file that needs a module's state as new imports its own instance of it (tests/unit/web/icon.test.tsx).
    // Checked with the files in shuffled order (--sequence.shuffle.files): all pass.
    isolate: false,
    // Zod's English default messages, as the server loads them (src/shared/zod-english.ts).
    setupFiles: ['src/shared/zod-english.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine (CI's).
    // The API files spend much of their time waiting on a database, a local server or a spawned
    // script, and each has its own schema or file, so one more worker than cores keeps both busy:
    // on 29 Nov, 2 workers took 105 s and 3 took 90 s, all 1,528 passing.
    maxWorkers: availableParallelism() + 1,
  },
});
