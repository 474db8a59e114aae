import { describe, expect, it } from 'vitest';
import { detectPlatform, platformFromHeaders } from '#shared/install-platform.js';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const CHROMEOS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('the install page guesses the visitor operating system', () => {
  it('prefers the Client Hints platform where the browser has it', () => {
    expect(
      detectPlatform({ userAgentData: { platform: 'macOS' }, platform: 'Linux x86_64', userAgent: LINUX_UA }),
    ).toBe('macos');
    expect(detectPlatform({ userAgentData: { platform: 'Windows' }, userAgent: LINUX_UA })).toBe('windows');
    expect(detectPlatform({ userAgentData: { platform: 'Linux' }, userAgent: WINDOWS_UA })).toBe('linux');
  });

  it('falls back to navigator.platform, then the user agent, when Client Hints are missing or empty', () => {
    expect(detectPlatform({ userAgentData: { platform: '' }, platform: 'MacIntel', userAgent: WINDOWS_UA })).toBe(
      'macos',
    );
    expect(detectPlatform({ platform: 'Win32' })).toBe('windows');
    expect(detectPlatform({ platform: '', userAgent: MAC_UA })).toBe('macos');
    expect(detectPlatform({ userAgent: LINUX_UA })).toBe('linux');
  });

  it('sends ChromeOS to Linux, whose Debian container runs the Debian commands', () => {
    expect(detectPlatform({ userAgentData: { platform: 'Chrome OS' } })).toBe('linux');
    expect(detectPlatform({ userAgent: CHROMEOS_UA })).toBe('linux');
  });

  it('gives phones and unknown systems Windows, the desktop most students install on', () => {
    expect(detectPlatform({ userAgentData: { platform: 'Android' }, userAgent: ANDROID_UA })).toBe('windows');
    expect(detectPlatform({ platform: 'iPhone' })).toBe('windows');
    expect(detectPlatform({})).toBe('windows');
    expect(detectPlatform({ platform: 'FreeBSD amd64' })).toBe('windows');
  });
  it("makes the same guess from a request's headers: the quoted Client Hint first, else the user agent", () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(platformFromHeaders(headers({ 'sec-ch-ua-platform': '"Linux"', 'user-agent': WINDOWS_UA }))).toBe('linux');
    expect(platformFromHeaders(headers({ 'sec-ch-ua-platform': '"macOS"' }))).toBe('macos');
    expect(platformFromHeaders(headers({ 'sec-ch-ua-platform': '"Chrome OS"' }))).toBe('linux');
    expect(platformFromHeaders(headers({ 'sec-ch-ua-platform': '"Android"', 'user-agent': ANDROID_UA }))).toBe(
      'windows',
    );
    expect(platformFromHeaders(headers({ 'user-agent': MAC_UA }))).toBe('macos');
    expect(platformFromHeaders(headers({ 'sec-ch-ua-platform': '""', 'user-agent': LINUX_UA }))).toBe('linux');
    expect(platformFromHeaders(headers({}))).toBe('windows');
  });
});
