import { describe, expect, it } from 'vitest';
import { formatIsoDate, isPastDate, localIsoDate } from '#web/lib/dates.js';

describe('content dates', () => {
  const noonOn = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

  it('keeps a listing open through its last day and closes it the day after', () => {
    expect(isPastDate('2027-05-22', noonOn(2027, 5, 21))).toBe(false);
    expect(isPastDate('2027-05-22', noonOn(2027, 5, 22))).toBe(false);
    expect(isPastDate('2027-05-22', new Date(2027, 4, 22, 23, 59))).toBe(false);
    expect(isPastDate('2027-05-22', new Date(2027, 4, 23, 0, 0))).toBe(true);
    expect(isPastDate('2026-12-31', noonOn(2027, 1, 1))).toBe(true);
  });

  it('uses the local calendar day with zero padding', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
  });

  it("formats dates the way the spec writes them ('10 Jan 2025')", () => {
    expect(formatIsoDate('2025-01-10')).toBe('10 Jan 2025');
    expect(formatIsoDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatIsoDate('2026-03-01')).toBe('1 Mar 2026');
  });

  it('names every month with three letters, the same in every browser', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) => formatIsoDate(`2026-${String(index + 1).padStart(2, '0')}-09`).split(' ')[1],
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
