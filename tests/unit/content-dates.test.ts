import { describe, expect, it } from 'vitest';
import { localIsoDate } from '#web/lib/dates.js';
import { formatListingDate } from '#shared/listing-state.js';

describe('content dates', () => {
  it('uses the local calendar day with zero padding', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2027, 4, 22, 23, 59))).toBe('2027-05-22');
  });

  it("formats dates the way the spec writes them ('10 Jan 2025')", () => {
    expect(formatListingDate('2025-01-10')).toBe('10 Jan 2025');
    expect(formatListingDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatListingDate('2026-03-01')).toBe('1 Mar 2026');
  });

  it('names every month with three letters, the same in every browser', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) => formatListingDate(`2026-${String(index + 1).padStart(2, '0')}-09`).split(' ')[1],
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
