import { describe, expect, it } from 'vitest';
import { listingWindowSchema, stipendSchema } from '#shared/content/listing-fields.js';
import { daysBetween, listingState, listingStatusText, stipendText } from '#shared/listing-state.js';

const dated = { kind: 'dates' as const, opens: '2027-02-01', closes: '2027-03-10' };

describe('listing state, computed from the window on a given day', () => {
  it.each([
    ['2027-01-31', 'upcoming', 'Opens 1 Feb 2027'],
    ['2027-02-01', 'open', 'Open until 10 Mar 2027'],
    ['2027-03-02', 'open', 'Open until 10 Mar 2027'],
    ['2027-03-03', 'closing-soon', 'Closing soon: 7 days left'],
    ['2027-03-09', 'closing-soon', 'Closing soon: 1 day left'],
    ['2027-03-10', 'closing-soon', 'Closing soon: closes today'],
    ['2027-03-11', 'closed', 'Closed'],
  ])('on %s it is %s', (today, state, text) => {
    expect(listingState(dated, today)).toBe(state);
    expect(listingStatusText(dated, today)).toBe(text);
  });

  it('without an opening date it is open until the closing week', () => {
    expect(listingState({ kind: 'dates', closes: '2027-03-10' }, '2020-01-01')).toBe('open');
  });

  it('rolling and recurring windows have no deadline', () => {
    expect(listingStatusText({ kind: 'rolling' }, '2030-01-01')).toBe('Rolling: apply any time');
    expect(listingStatusText({ kind: 'recurring', season: 'every October' }, '2030-01-01')).toBe(
      'Recurring: every October',
    );
  });

  it('counts days across months and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });
});

describe('stipend text and rules', () => {
  it('writes amounts in their own currency', () => {
    expect(stipendText({ kind: 'amount', amount: 7000, currency: 'USD', per: 'total' })).toBe('USD 7,000 in total');
    expect(stipendText({ kind: 'amount', amount: 5000, currency: 'USD', per: 'total', upTo: true })).toBe(
      'Up to USD 5,000 in total',
    );
    expect(stipendText({ kind: 'amount', amount: 150000, currency: 'INR', per: 'month' })).toBe('₹1,50,000 a month');
    expect(stipendText({ kind: 'unpaid' })).toBe('Unpaid');
    expect(stipendText({ kind: 'not-stated' })).toBe('Not stated');
  });

  it.each([
    ['an amount without currency', { kind: 'amount', amount: 5000, per: 'month' }, /no currency/],
    ['a negative amount', { kind: 'amount', amount: -1, currency: 'INR', per: 'month' }, /negative/],
    ['an unknown currency', { kind: 'amount', amount: 1, currency: 'XYZ', per: 'month' }, /option|expected/i],
    ['an amount without a period', { kind: 'amount', amount: 1, currency: 'INR' }, /per/],
    ['an amount kind without amount', { kind: 'amount', currency: 'INR', per: 'month' }, /Enter the stipend amount/],
    ['a described stipend without text', { kind: 'described' }, /organiser's terms/],
  ])('refuses %s', (_name, stipend, message) => {
    const result = stipendSchema.safeParse(stipend);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' ')).toMatch(message);
  });

  it.each([
    ['closes before opens', { kind: 'dates', opens: '2027-03-01', closes: '2027-02-01' }, /closes date is before/],
    ['dates without closes', { kind: 'dates', opens: '2027-03-01' }, /closing date/],
    ['recurring without season', { kind: 'recurring' }, /season/],
    ['rolling with dates', { kind: 'rolling', closes: '2027-02-01' }, /only a window/],
  ])('refuses a window whose %s', (_name, window, message) => {
    const result = listingWindowSchema.safeParse(window);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' ')).toMatch(message);
  });
});
