import type { Context } from 'hono';
import type { Config } from '#server/config.js';
import { readAppCookie, writeAppCookie, type AppCookie } from '#server/http/app-cookie.js';
import { KNOWN_DEVICE_LIFETIME_MS } from './known-devices.js';

/** Signed names of the accounts this browser has signed in to (known-devices.ts); sent only by our own pages. */
const DEVICE_COOKIE: AppCookie = { name: 'portal_device', sameSite: 'Strict' };

export function readDeviceCookie(c: Context, config: Config): string | undefined {
  return readAppCookie(c, config, DEVICE_COOKIE);
}

export function writeDeviceCookie(c: Context, config: Config, value: string): void {
  writeAppCookie(c, config, DEVICE_COOKIE, value, Math.floor(KNOWN_DEVICE_LIFETIME_MS / 1000));
}
