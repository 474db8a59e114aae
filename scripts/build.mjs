/**
 * Production build: the SPA and its service worker with Vite into dist/web, the server with esbuild
 * into dist/server.
 * Prints each JS chunk's gzip size. Writes a stamp so `npm start` can skip an up-to-date build.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { STAMP_FILE, hashBuildInputs } from './build-inputs.mjs';
import { checkBudgets, chunkCycles, chunkGraphPlugin } from './bundle-budget.mjs';

// This is the production build whoever starts it: a test runner's NODE_ENV=test must not give React's
// development bundle (it is over every budget) to a suite that builds dist/ on demand.
process.env.NODE_ENV = 'production';
const started = Date.now();
// The compressed copies of the last build's files go with it (the first start fills the folder again).
rmSync('dist/compressed', { recursive: true, force: true });
const chunkGraph = new Map();
await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [chunkGraphPlugin(chunkGraph)] });
// The same app rendered by the server (vite.config.ts' serverRender): dist/ssr/entry-server.js.
await buildWeb({ configFile: 'vite.config.ts', logLevel: 'warn', build: { ssr: 'entry-server.tsx' } });
await buildServer({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const assets = path.join('dist/web/assets');
const rows = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, gzip: gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('JS chunks (gzip):');
for (const row of rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.name}`);

// Over budget fails the build (and so CI); no stamp is written, so `npm start` does not run it.
const budgetFailures = [...checkBudgets(chunkGraph, 'dist/web'), ...chunkCycles(chunkGraph)];
if (budgetFailures.length) {
  for (const line of budgetFailures) console.error(line);
  process.exit(1);
}

mkdirSync('dist', { recursive: true });
writeFileSync(STAMP_FILE, hashBuildInputs());
// vite-plugin-pwa built the worker after the app, its precache list naming the files the app build wrote.
const worker = readFileSync('dist/web/sw.js');
const precached = worker.toString('utf8').match(/"url":"/g)?.length ?? 0;
console.log(
  `Service worker: ${(gzipSync(worker, { level: 9 }).length / 1024).toFixed(1)} KB gzip, ${precached} files precached.`,
);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
