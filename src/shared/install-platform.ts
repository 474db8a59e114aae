/** The operating systems every install guide covers, in the order the install page offers them. */
export const INSTALL_PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

/** Where nothing names a desktop system (a phone, a tablet, no hints): the one most of our students install on. */
export const DEFAULT_INSTALL_PLATFORM: InstallPlatform = 'windows';

export function isInstallPlatform(value: unknown): value is InstallPlatform {
  return typeof value === 'string' && (INSTALL_PLATFORMS as readonly string[]).includes(value);
}

/** What a platform guess reads: the browser's `navigator`, or the same facts from a request's headers. */
export interface PlatformHints {
  /** The Client Hints platform (`navigator.userAgentData.platform`, `Sec-CH-UA-Platform`): Chromium only. */
  userAgentData?: { platform?: string } | undefined;
  /** `navigator.platform`: the browser's alone, no header carries it. */
  platform?: string;
  userAgent?: string;
}

/**
 * Guesses the visitor's operating system: the Client Hints platform where the browser has it, else
 * the older navigator.platform and user agent. A phone, tablet or unknown system gets the default
 * (Windows, the desktop most of our students install on); ChromeOS gets Linux, whose Debian
 * container runs the Debian commands.
 */
export function detectPlatform(hints: PlatformHints): InstallPlatform {
  for (const hint of [hints.userAgentData?.platform, hints.platform, hints.userAgent]) {
    const platform = hint ? platformNamedIn(hint) : undefined;
    if (platform) return platform;
  }
  return DEFAULT_INSTALL_PLATFORM;
}

/** The platform one hint names, if any; phones and tablets get the default (see detectPlatform). */
function platformNamedIn(hint: string): InstallPlatform | undefined {
  if (/android|iphone|ipad|ipod/i.test(hint)) return DEFAULT_INSTALL_PLATFORM;
  if (/\bwin/i.test(hint)) return 'windows';
  if (/mac/i.test(hint)) return 'macos';
  if (/linux|x11|cros|chrome ?os/i.test(hint)) return 'linux';
  return undefined;
}

/**
 * The same guess from a request: Chromium sends `Sec-CH-UA-Platform` (a quoted string, e.g.
 * `"Linux"`) with every request to a secure origin unasked, as one of its low-entropy hints; every
 * browser sends its user agent. So the server renders the install page for the system the browser
 * itself would guess, and hydration finds the same steps.
 */
export function platformFromHeaders(header: (name: string) => string | undefined): InstallPlatform {
  const platform = header('sec-ch-ua-platform')?.replace(/^"|"$/g, '');
  return detectPlatform({ userAgentData: { platform }, userAgent: header('user-agent') });
}
