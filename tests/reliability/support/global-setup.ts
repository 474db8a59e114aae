import { spawnSync } from 'node:child_process';

/** Several files start the production build: build it once, unless dist/ is already current. */
export default function setup() {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed; the reliability suite needs it');
}
