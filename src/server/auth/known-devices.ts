import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerKeys } from '#server/keys/server-keys.js';

/** A browser stays known for half a year after its last sign-in to the account. */
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Accounts one browser remembers (a shared family computer); the oldest is forgotten first. */
const MAX_ACCOUNTS_PER_BROWSER = 4;
const KEY_NAME = 'known-device';
const ENTRY_PATTERN = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

interface Entry {
  userId: string;
  issuedAt: number;
  mac: string;
}

function parse(value: string | undefined): Entry[] {
  if (!value || value.length > 1_000) return [];
  return value.split('~').flatMap((part) => {
    const match = ENTRY_PATTERN.exec(part);
    return match ? [{ userId: match[1]!, issuedAt: Number(match[2]), mac: match[3]! }] : [];
  });
}

/**
 * Browsers that have signed in to an account before carry a signed cookie naming it (user id, when,
 * HMAC-SHA256 with a server key); such a browser skips the per-account delay, so nobody else's
 * failures can keep the owner out. The cookie proves only "this browser had the password once";
 * the per-address limit still applies to it.
 */
export function createKnownDevices(keys: ServerKeys, clock: () => number = Date.now) {
  const sign = async (userId: string, issuedAt: number) =>
    createHmac('sha256', await keys.get(KEY_NAME))
      .update(`${userId}.${issuedAt}`)
      .digest('base64url');

  async function valid(entry: Entry, now: number): Promise<boolean> {
    if (entry.issuedAt > now + 60_000 || now - entry.issuedAt > KNOWN_DEVICE_LIFETIME_MS) return false;
    const expected = Buffer.from(await sign(entry.userId, entry.issuedAt));
    const given = Buffer.from(entry.mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    async recognises(cookie: string | undefined, userId: string): Promise<boolean> {
      const now = clock();
      for (const entry of parse(cookie)) if (entry.userId === userId && (await valid(entry, now))) return true;
      return false;
    },

    /** The cookie's new value after a sign-in: this account first, the others this browser still knows after it. */
    async remember(cookie: string | undefined, userId: string): Promise<string> {
      const now = clock();
      const others: Entry[] = [];
      for (const entry of parse(cookie)) if (entry.userId !== userId && (await valid(entry, now))) others.push(entry);
      const fresh: Entry = { userId, issuedAt: now, mac: await sign(userId, now) };
      return [fresh, ...others.slice(0, MAX_ACCOUNTS_PER_BROWSER - 1)]
        .map((entry) => `${entry.userId}.${entry.issuedAt}.${entry.mac}`)
        .join('~');
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
