import { useMemo, useState } from 'react';
import { useInBrowser } from '#web/lib/use-in-browser.js';
import type { InstallPlatform } from '#shared/content/learning.js';

/** Where the install page remembers which operating system's commands the visitor wants. */
export const PLATFORM_STORAGE_KEY = 'install-platform';

/** The switch's words for each platform; `linux` covers Debian and Ubuntu, which the guides target. */
export const PLATFORM_LABELS: Record<InstallPlatform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Debian / Ubuntu',
};

const PLATFORMS = Object.keys(PLATFORM_LABELS) as InstallPlatform[];

/** The parts of `navigator` the guess reads (userAgentData is Chromium-only, hence optional). */
export interface NavigatorHints {
  userAgentData?: { platform?: string } | undefined;
  platform?: string;
  userAgent?: string;
}

/**
 * Guesses the visitor's operating system: the Client Hints platform where the browser has it, else
 * the older navigator.platform and user agent. A phone, tablet or unknown system gets Windows, the
 * desktop most of our students install on; ChromeOS gets Linux, whose Debian container runs the
 * Debian commands.
 */
export function detectPlatform(hints: NavigatorHints): InstallPlatform {
  for (const hint of [hints.userAgentData?.platform, hints.platform, hints.userAgent]) {
    const platform = hint ? platformNamedIn(hint) : undefined;
    if (platform) return platform;
  }
  return 'windows';
}

/** The platform one hint names, if any; phones and tablets count as 'windows' (see detectPlatform). */
function platformNamedIn(hint: string): InstallPlatform | undefined {
  if (/android|iphone|ipad|ipod/i.test(hint)) return 'windows';
  if (/\bwin/i.test(hint)) return 'windows';
  if (/mac/i.test(hint)) return 'macos';
  if (/linux|x11|cros|chrome ?os/i.test(hint)) return 'linux';
  return undefined;
}

function isPlatform(value: unknown): value is InstallPlatform {
  return typeof value === 'string' && (PLATFORMS as string[]).includes(value);
}

function storedPlatform(): InstallPlatform | undefined {
  try {
    const value = localStorage.getItem(PLATFORM_STORAGE_KEY);
    return isPlatform(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked by privacy settings
  }
}

/**
 * The platform to show: the visitor's choice, else their remembered one, else a guess from the
 * browser. The server's HTML (and the hydration of it) shows Windows, the guess for an unknown system.
 * The remembered one and the guess are read once in the browser, not on every render: neither
 * changes while the page is open but by a choice here, which then applies itself.
 */
export function usePlatformChoice(): [InstallPlatform, (platform: InstallPlatform) => void] {
  const [chosen, setPlatform] = useState<InstallPlatform>();
  const inBrowser = useInBrowser();
  const guessed = useMemo(
    () => (inBrowser ? (storedPlatform() ?? detectPlatform(navigator as Navigator & NavigatorHints)) : 'windows'),
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
