import { spawnSync } from 'node:child_process';
import { warmCompressedCopies } from '#tests/support/warm-compressed-copies.js';

/**
 * Several files start the production build: build it once, unless dist/ is already current, and
 * compress its bodies once for every server the suite starts.
 */
export default async function setup() {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed; the reliability suite needs it');
  await warmCompressedCopies();
}
