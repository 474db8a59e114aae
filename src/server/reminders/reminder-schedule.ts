import { registerBoundedCache } from '#server/bounded-caches.js';
import { CANONICAL_ZONE_COUNT, canonicalTimeZone } from './time-zones.js';

/**
 * When a study reminder is due: days of the week and a wall-clock time in the user's own IANA time
 * zone. Wall time is turned into an instant through Intl (no time-zone library), so daylight-saving
 * changes follow the zone's rules: a time that does not exist that day (the spring-forward gap)
 * moves to the next minute that does; a time that happens twice (fall back) is sent at the first.
 */
export interface ReminderRule {
  /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** 'HH:MM', 24-hour. */
  time: string;
  timeZone: string;
}

export interface ReminderSlot {
  /** The local date the reminder belongs to, 'YYYY-MM-DD': at most one push per user and key. */
  key: string;
  at: number;
}

/** One formatter per canonical zone, never per spelling: at most CANONICAL_ZONE_COUNT of them. */
const formatters = new Map<string, Intl.DateTimeFormat>();
registerBoundedCache({
  name: 'reminders: Intl formatters by canonical zone',
  bound: CANONICAL_ZONE_COUNT,
  size: () => formatters.size,
});

function formatterFor(name: string): Intl.DateTimeFormat {
  const timeZone = canonicalTimeZone(name);
  if (!timeZone) throw new RangeError(`Unknown time zone: ${name.slice(0, 64)}`);
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in `timeZone` at an instant. */
export function wallClock(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday!]!,
  };
}

const MINUTE = 60_000;

/** The instant of a wall-clock minute in a zone, or undefined when that minute does not exist there. */
function instantOf(
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
  timeZone: string,
): number | undefined {
  const asUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  // The zone's offset is within ±14 h: try each candidate offset the zone has around that day.
  const candidates = new Set<number>();
  for (const probe of [asUtc - 14 * 60 * MINUTE, asUtc, asUtc + 14 * 60 * MINUTE]) {
    const wall = wallClock(probe, timeZone);
    candidates.add(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - probe);
  }
  const matches = [...candidates]
    .map((offset) => asUtc - offset)
    .filter((at) => {
      const wall = wallClock(at, timeZone);
      return Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.hour * 60 + wall.minute) === asUtc;
    })
    .sort((a, b) => a - b);
  return matches[0];
}

/** The reminder's instant on a local date: its time, or the next minute that exists that day. */
export function slotOn(date: { year: number; month: number; day: number }, time: string, timeZone: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  for (let minute = hours! * 60 + minutes!; minute < 26 * 60; minute += 1) {
    const at = instantOf(date.year, date.month, date.day, minute, timeZone);
    if (at !== undefined) return at;
  }
  throw new Error(`No valid minute after ${time} in ${timeZone}`);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The slot that is due at `now`: scheduled at or before it, less than `windowMs` ago (a late round
 * still sends; a reminder hours late does not), on one of the rule's days. Today's and yesterday's
 * local dates are both looked at, so a late-evening slot is found after local midnight.
 */
export function dueSlot(rule: ReminderRule, now: number, windowMs: number): ReminderSlot | undefined {
  for (const back of [0, 1]) {
    const wall = wallClock(now - back * 24 * 60 * MINUTE, rule.timeZone);
    if (!rule.days.includes(wall.weekday)) continue;
    const at = slotOn(wall, rule.time, rule.timeZone);
    if (at <= now && now - at < windowMs) return { key: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, at };
  }
  return undefined;
}
