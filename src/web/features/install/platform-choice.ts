import { useMemo, useState } from 'react';
import { renderedPlatform } from '#web/lib/rendered-platform.js';
import { useInBrowser } from '#web/lib/use-in-browser.js';
import type { InstallPlatform } from '#shared/content/learning.js';
import { detectPlatform, isInstallPlatform, type PlatformHints } from '#shared/install-platform.js';

/** Where the install page remembers which operating system's commands the visitor wants. */
export const PLATFORM_STORAGE_KEY = 'install-platform';

/** The switch's words for each platform; `linux` covers Debian and Ubuntu, which the guides target. */
export const PLATFORM_LABELS: Record<InstallPlatform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Debian / Ubuntu',
};

function storedPlatform(): InstallPlatform | undefined {
  try {
    const value = localStorage.getItem(PLATFORM_STORAGE_KEY);
    return isInstallPlatform(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked by privacy settings
  }
}

/**
 * The platform to show: the visitor's choice, else their remembered one, else a guess from the
 * browser. The server's HTML (and the hydration of it) shows the platform it was rendered for.
 * The remembered one and the guess are read once in the browser, not on every render: neither
 * changes while the page is open but by a choice here, which then applies itself.
 */
export function usePlatformChoice(): [InstallPlatform, (platform: InstallPlatform) => void] {
  const [chosen, setPlatform] = useState<InstallPlatform>();
  const inBrowser = useInBrowser();
  const guessed = useMemo(
    () =>
      inBrowser ? (storedPlatform() ?? detectPlatform(navigator as Navigator & PlatformHints)) : renderedPlatform(),
    [inBrowser],
  );
  const platform = chosen ?? guessed;
  function choose(next: InstallPlatform) {
    setPlatform(next);
    try {
      localStorage.setItem(PLATFORM_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice still applies until the page is left.
    }
  }
  return [platform, choose];
}
