import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { warmCompressedCopies } from '#tests/support/warm-compressed-copies.js';
import { CHROMIUM } from '#harness/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every file connects to (launchBrowser). */
    chromiumEndpoint: string;
  }
}

/**
 * One Chromium for the whole run: each file connects to it instead of starting its own (about a
 * second each, more on a busy machine). Each file's contexts are its own, and closing the connected
 * browser closes them, so files never see each other's cookies, storage or service workers.
 */
export default async function setup(project: TestProject) {
  // The servers each file starts read the build's and the catalogue's compressed copies made here.
  await warmCompressedCopies();
  const server = await chromium.launchServer(CHROMIUM);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
