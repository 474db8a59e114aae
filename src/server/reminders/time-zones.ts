import { registerBoundedCache } from '#server/bounded-caches.js';
import { ianaZoneName } from '#shared/time-zone-names.js';

/**
 * Time zones as users' browsers name them, reduced to one canonical IANA name each. Node's Intl
 * (ICU) still resolves some zones to names IANA has since replaced ('Asia/Calcutta'): those are
 * renamed to today's IANA name (#shared/time-zone-names.ts), so 'Asia/Calcutta', 'asia/kolkata'
 * and 'ASIA/KOLKATA' are all stored as 'Asia/Kolkata'. Below: every canonical zone this server
 * knows, by its lower-case spelling and by its ICU name's.
 */
const CANONICAL_BY_LOWER = new Map<string, string>();
for (const icuName of [...Intl.supportedValuesOf('timeZone'), 'UTC']) {
  CANONICAL_BY_LOWER.set(icuName.toLowerCase(), ianaZoneName(icuName));
  CANONICAL_BY_LOWER.set(ianaZoneName(icuName).toLowerCase(), ianaZoneName(icuName));
}

/** How many canonical zones there are: the most formatters a cache keyed by them can hold. */
export const CANONICAL_ZONE_COUNT = new Set(CANONICAL_BY_LOWER.values()).size;

/**
 * An alias has IANA's 'Area/Place' shape: ICU also knows names IANA does not have ('IST', 'PST',
 * three-letter ids with more than one meaning), and a browser never reports one of those.
 */
const ALIAS_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/;

/**
 * Aliases resolved so far, by lower-case spelling: only names Intl knows are kept, and ICU has a
 * few hundred aliases, so the bound is never reached; past it an alias is simply resolved again.
 */
const ALIASES_KEPT = 1_000;
const aliases = new Map<string, string>();
registerBoundedCache({ name: 'reminders: zone aliases resolved', bound: ALIASES_KEPT, size: () => aliases.size });

/**
 * The canonical IANA name of a zone in any letter case, or of one of its aliases ('US/Eastern',
 * 'Asia/Calcutta'); undefined for a name Intl does not know. An alias is resolved through a
 * throwaway Intl formatter (a millisecond or two) and remembered by its lower-case spelling.
 */
export function canonicalTimeZone(name: string): string | undefined {
  const lower = name.toLowerCase();
  const known = CANONICAL_BY_LOWER.get(lower) ?? aliases.get(lower);
  if (known) return known;
  if (name.length > 64 || !ALIAS_SHAPE.test(name)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  const canonical = CANONICAL_BY_LOWER.get(resolved.toLowerCase());
  if (canonical && aliases.size < ALIASES_KEPT) aliases.set(lower, canonical);
  return canonical;
}
