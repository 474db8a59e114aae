import { describe, expect, it } from 'vitest';
import { dueSlot, slotOn } from '#server/reminders/reminder-schedule.js';
import { boundedCacheSizes } from '#server/bounded-caches.js';
import { CANONICAL_ZONE_COUNT, canonicalTimeZone } from '#server/reminders/time-zones.js';

const iso = (at: number) => new Date(at).toISOString();

describe('study reminder slots in the user’s own zone', () => {
  it('follows daylight saving: a time in the spring gap moves to the next valid minute, a doubled one is sent at its first', () => {
    expect(iso(slotOn({ year: 2027, month: 3, day: 7 }, '02:30', 'America/New_York'))).toBe('2027-03-07T07:30:00.000Z');
    expect(iso(slotOn({ year: 2027, month: 3, day: 14 }, '02:30', 'America/New_York'))).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    expect(iso(slotOn({ year: 2027, month: 3, day: 21 }, '02:30', 'America/New_York'))).toBe(
      '2027-03-21T06:30:00.000Z',
    );
    expect(iso(slotOn({ year: 2027, month: 11, day: 7 }, '01:30', 'America/New_York'))).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(iso(slotOn({ year: 2027, month: 3, day: 28 }, '02:15', 'Europe/Berlin'))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(slotOn({ year: 2026, month: 11, day: 23 }, '19:00', 'Asia/Kolkata'))).toBe('2026-11-23T13:30:00.000Z');
  });

  it('is due from its minute for the window, on its days only, also just after local midnight', () => {
    const rule = { days: [1], time: '23:50', timeZone: 'Asia/Kolkata' };
    // Monday 23 November 2026, 23:50 in India is 18:20 UTC.
    expect(dueSlot(rule, Date.parse('2026-11-23T18:19:00Z'), 3_600_000)).toBeUndefined();
    expect(dueSlot(rule, Date.parse('2026-11-23T18:20:00Z'), 3_600_000)).toEqual({
      key: '2026-11-23',
      at: Date.parse('2026-11-23T18:20:00Z'),
    });
    // 00:20 on Tuesday in India: still Monday's slot, within the hour.
    expect(dueSlot(rule, Date.parse('2026-11-23T18:50:00Z'), 3_600_000)?.key).toBe('2026-11-23');
    expect(dueSlot(rule, Date.parse('2026-11-23T19:21:00Z'), 3_600_000)).toBeUndefined();
    expect(dueSlot({ ...rule, days: [2] }, Date.parse('2026-11-23T18:30:00Z'), 3_600_000)).toBeUndefined();
  });

  it('reduces a zone in any letter case, or an alias of it, to its one canonical IANA name', () => {
    const cases: Array<[string, string]> = [
      ['Asia/Kolkata', 'Asia/Kolkata'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['ASIA/CALCUTTA', 'Asia/Kolkata'],
      ['asia/kolkata', 'Asia/Kolkata'],
      ['AMerica/ARgentina/ComodRivadavia', 'America/Argentina/Catamarca'],
      ['US/Eastern', 'America/New_York'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['utc', 'UTC'],
      ['Etc/UTC', 'UTC'],
    ];
    for (const [typed, canonical] of cases) expect(canonicalTimeZone(typed), typed).toBe(canonical);
    for (const zone of ['Mars/Base', 'IST', '+05:30', '', '../etc', 'Asia/Kolkata\u0000', 'a'.repeat(65)])
      expect(canonicalTimeZone(zone), zone).toBeUndefined();
    expect(CANONICAL_ZONE_COUNT).toBeGreaterThan(300);
    expect(CANONICAL_ZONE_COUNT).toBeLessThan(700);
  });

  it('keeps one formatter per canonical zone, whatever the spelling', () => {
    const formatters = () =>
      boundedCacheSizes().find((cache) => cache.name === 'reminders: Intl formatters by canonical zone')!;
    const before = formatters().size;
    const at = Date.parse('2026-11-23T12:00:00Z'); // 17:45 in Kathmandu
    const spellings = ['Asia/Kathmandu', 'asia/kathmandu', 'ASIA/Kathmandu', 'Asia/Katmandu', 'asia/KATMANDU'];
    const rule = (timeZone: string) => ({ days: [1, 2, 3, 4, 5, 6, 7], time: '17:00', timeZone });
    const keys = spellings.map((timeZone) => dueSlot(rule(timeZone), at, 3_600_000)?.key);
    expect(keys).toEqual(spellings.map(() => '2026-11-23'));
    expect(formatters().size).toBe(before + 1);
    expect(formatters().bound).toBe(CANONICAL_ZONE_COUNT);
  });
});
