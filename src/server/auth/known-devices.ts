import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerKeys } from '#server/keys/server-keys.js';

/** A browser stays known for half a year after its last sign-in to the account. */
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Accounts one browser remembers (a shared family computer); the oldest is forgotten first. */
const MAX_ACCOUNTS_PER_BROWSER = 4;
const KEY_NAME = 'known-device';
const ENTRY_PATTERN = /^([0-9a-f-]{36})\.(\d{1,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** The account as the cookie binds to it: its id and its credential version (users.credential_version). */
export interface DeviceAccount {
  id: string;
  credential_version: number;
}

interface Entry {
  userId: string;
  version: number;
  issuedAt: number;
  mac: string;
}

function parse(value: string | undefined): Entry[] {
  if (!value || value.length > 1_000) return [];
  return value.split('~').flatMap((part) => {
    const match = ENTRY_PATTERN.exec(part);
    return match ? [{ userId: match[1]!, version: Number(match[2]), issuedAt: Number(match[3]), mac: match[4]! }] : [];
  });
}

const signed = (entry: Omit<Entry, 'mac'>) => `${entry.userId}.${entry.version}.${entry.issuedAt}`;

/**
 * Browsers that have signed in to an account before carry a signed cookie naming it (user id, the
 * account's credential version then, when; HMAC-SHA256 with a server key). Such a browser signing in
 * to that account skips the per-account delay and the per-address limit and answers to a limit of
 * its own (auth-service.ts), so neither strangers' failures on the account nor a shared address's
 * failures keep the owner out. The cookie proves only "this browser had the current password": a
 * password change or reset and a Google hand-over move the account's version on, and the entry stops
 * counting (decision 0034).
 */
export function createKnownDevices(keys: ServerKeys, clock: () => number = Date.now) {
  const sign = async (entry: Omit<Entry, 'mac'>) =>
    createHmac('sha256', await keys.get(KEY_NAME))
      .update(signed(entry))
      .digest('base64url');

  async function valid(entry: Entry, now: number): Promise<boolean> {
    if (entry.issuedAt > now + 60_000 || now - entry.issuedAt > KNOWN_DEVICE_LIFETIME_MS) return false;
    const expected = Buffer.from(await sign(entry));
    const given = Buffer.from(entry.mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    /** Whether the cookie holds anything that could name an account (worth looking the account up for). */
    carriesEntries(cookie: string | undefined): boolean {
      return parse(cookie).length > 0;
    },

    /**
     * The entry that makes this browser known to the account under its current credential, as a key
     * its own sign-in limit is counted under; undefined when the browser is not known to it.
     */
    async recognises(cookie: string | undefined, account: DeviceAccount): Promise<string | undefined> {
      const now = clock();
      for (const entry of parse(cookie))
        if (entry.userId === account.id && entry.version === account.credential_version && (await valid(entry, now)))
          return `${entry.userId}.${entry.issuedAt}`;
      return undefined;
    },

    /** The cookie's new value after a sign-in: this account first, the others this browser still knows after it. */
    async remember(cookie: string | undefined, account: DeviceAccount): Promise<string> {
      const now = clock();
      const others: Entry[] = [];
      for (const entry of parse(cookie))
        if (entry.userId !== account.id && (await valid(entry, now))) others.push(entry);
      const fresh = { userId: account.id, version: account.credential_version, issuedAt: now };
      return [{ ...fresh, mac: await sign(fresh) }, ...others.slice(0, MAX_ACCOUNTS_PER_BROWSER - 1)]
        .map((entry) => `${signed(entry)}.${entry.mac}`)
        .join('~');
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
