import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupeeRange, formatRupees, formatThousands } from '#shared/format.js';

// The reference: what Intl gives for Indian grouping (Node ships full ICU data).
const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const reference = (amount: number) => `₹${intl.format(amount)}`;

describe('formatRupees (lakh grouping without Intl)', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999, '₹99,999'],
    [100000, '₹1,00,000'],
    [500000, '₹5,00,000'],
    [12345678, '₹1,23,45,678'],
    [1234.5, '₹1,235'],
    [-25000, '₹-25,000'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
    expect(formatRupees(amount)).toBe(reference(amount));
  });

  it('agrees with Intl.NumberFormat("en-IN") on whole and fractional amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e15 }), (amount) => formatRupees(amount) === reference(amount)),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 1e12, noNaN: true }),
        (amount) => formatRupees(amount) === reference(amount),
      ),
    );
  });

  it('formats a range with an en dash', () => {
    expect(formatRupeeRange(10000, 25000)).toBe('₹10,000 – ₹25,000');
  });
});

describe('formatThousands (Western grouping without Intl)', () => {
  const western = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it.each([
    [0, '0'],
    [999, '999'],
    [10_000, '10,000'],
    [1_234_567, '1,234,567'],
    [-25_000, '-25,000'],
  ])('%d -> %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  it('agrees with toLocaleString("en-US") on whole and fractional numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e15 }), (value) => formatThousands(value) === western.format(value)),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 1e12, noNaN: true }),
        (value) => formatThousands(value) === western.format(value),
      ),
    );
  });
});
