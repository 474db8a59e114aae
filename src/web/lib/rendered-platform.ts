import { DEFAULT_INSTALL_PLATFORM, type InstallPlatform } from '#shared/install-platform.js';

/**
 * The operating system a page was rendered for (the install page shows its steps): on the server,
 * the one the request's headers name, set just before each render as the language is; in the
 * browser, the one the server's page says it was rendered for, so that hydration shows the same
 * steps. The default platform where nothing names one. A module of its own so the entry carries only this.
 */
let platform: InstallPlatform = DEFAULT_INSTALL_PLATFORM;

export function setRenderedPlatform(rendered: InstallPlatform): void {
  platform = rendered;
}

export function renderedPlatform(): InstallPlatform {
  return platform;
}
