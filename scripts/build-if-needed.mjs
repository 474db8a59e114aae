/** Runs the production build unless dist/ was built from exactly the current sources. */
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { STAMP_FILE, hashBuildInputs } from './build-inputs.mjs';

const current = hashBuildInputs();
const built = existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, 'utf8').trim() : '';
if (
  built !== current ||
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/web/index.html') ||
  !existsSync('dist/ssr/entry-server.js')
) {
  console.log('Building the app (sources changed since the last build)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
