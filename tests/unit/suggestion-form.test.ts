import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toRequest, validateSuggestion } from '#web/ui/listing-form/listing-form-state.js';

const filled = {
  ...EMPTY_FORM,
  title: 'Summer research intern',
  url: 'https://example.org/intern',
  organiser: 'Example Lab',
  category: 'AIML' as const,
  location: 'Bengaluru',
  closes: '2027-02-10',
  eligibility: 'Second-year students',
};

describe('the suggestion form', () => {
  it('turns a complete form into the request the server accepts', () => {
    expect(validateSuggestion(filled)).toEqual({});
    expect(toRequest({ ...filled, stipendKind: 'amount', amount: '15000' })).toMatchObject({
      window: { kind: 'dates', closes: '2027-02-10' },
      stipend: { kind: 'amount', amount: 15000, currency: 'INR', per: 'month' },
      description: undefined,
    });
    expect(toRequest({ ...filled, windowKind: 'recurring', season: 'every March' }).window).toEqual({
      kind: 'recurring',
      season: 'every March',
    });
    // A hackathon has no category, whatever the select held before the switch.
    expect(toRequest({ ...filled, kind: 'hackathon' }).category).toBeUndefined();
    // Nor a stipend: an amount typed before the switch to hackathon is neither sent nor checked.
    const hackathon = { ...filled, kind: 'hackathon' as const, stipendKind: 'amount' as const, amount: '-1' };
    expect(toRequest(hackathon).stipend).toEqual({ kind: 'not-stated' });
    expect(validateSuggestion(hackathon)).toEqual({});
  });

  it('puts each message of the shared schema under its own field', () => {
    const errors = validateSuggestion({
      ...filled,
      url: '',
      category: '',
      opens: '2027-03-01',
      stipendKind: 'amount',
      amount: '-1',
    });
    expect(errors).toEqual({
      url: 'Enter the official link.',
      category: 'Choose the category of the internship.',
      closes: 'closes date is before its opens date',
      amount: 'stipend amount must not be negative',
    });
    expect(validateSuggestion({ ...filled, closes: '' }).closes).toMatch(/closing date/);
    expect(validateSuggestion({ ...filled, stipendKind: 'amount', amount: '' }).amount).toBe(
      'Enter the stipend amount.',
    );
    expect(validateSuggestion({ ...filled, windowKind: 'recurring' }).season).toMatch(/season/);
  });
});
