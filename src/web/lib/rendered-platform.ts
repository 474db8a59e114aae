import type { InstallPlatform } from '#shared/content/learning.js';

/**
 * The operating system a page was rendered for (the install page shows its steps): on the server,
 * the one the request's headers name, set just before each render as the language is; in the
 * browser, the one the server's page says it was rendered for, so that hydration shows the same
 * steps. Windows where nothing names one. A module of its own so the entry carries only this.
 */
let platform: InstallPlatform = 'windows';

export function setRenderedPlatform(rendered: InstallPlatform): void {
  platform = rendered;
}

export function renderedPlatform(): InstallPlatform {
  return platform;
}
