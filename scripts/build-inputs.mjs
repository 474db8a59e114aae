import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

/** What a build depends on; a change to any of these makes `npm start` rebuild. */
const INPUTS = [
  'src',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/vite-service-worker.ts',
  'scripts/vite-catalogues.ts',
  'scripts/vite-content-pages.ts',
  'scripts/json-expression.ts',
  // The worker bundles the alias table (src/web/sw/offline-search.ts); the app and the worker
  // carry the topic and tool pages' heads (scripts/vite-content-pages.ts).
  'content/search-aliases.yaml',
  'content/topics',
  'content/tools',
  'scripts/build-inputs.mjs',
  'scripts/bundle-budget.mjs',
];

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

export function hashBuildInputs() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export const STAMP_FILE = 'dist/.build-stamp';
