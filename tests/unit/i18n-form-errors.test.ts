import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { SUGGESTION_MESSAGES } from '#shared/api/suggestions.js';
import { CATALOGUE_DIR } from '#scripts/vite-catalogues.js';
import { validateReport } from '#web/features/reports/report-form-state.js';
import { EMPTY_FORM, validateSuggestion } from '#web/ui/listing-form/listing-form-state.js';
import { FORM_ERROR_IDS } from '#web/lib/i18n/form-errors.js';
import { LISTING_EDIT_RULES } from '#web/features/maintain/listing-edit-form.js';

const english = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'en.json'), 'utf8')) as Record<string, string>;

describe("the forms' error messages in the catalogues", () => {
  it('map each English text to a message that says exactly that text in English', () => {
    for (const [text, id] of FORM_ERROR_IDS) expect(english[id], id).toBe(text);
  });

  it('know every message the report and suggestion schemas give, so none stays English for a Hindi reader', () => {
    const said: string[] = [...Object.values(REPORT_MESSAGES), ...Object.values(SUGGESTION_MESSAGES)];
    said.push(...Object.values(validateReport({ pageOrLink: '', description: 'short', email: 'x' })));
    said.push(...Object.values(validateSuggestion(EMPTY_FORM)));
    said.push(...Object.values(validateSuggestion({ ...EMPTY_FORM, title: 'x'.repeat(161), windowKind: 'recurring' })));
    said.push(
      ...Object.values(validateSuggestion({ ...EMPTY_FORM, eligibility: 'x'.repeat(1001), stipendKind: 'amount' })),
    );
    // The console's edit form of a published listing: a hackathon's description, a stipend in words.
    said.push(...Object.values(LISTING_EDIT_RULES.validate({ ...EMPTY_FORM, kind: 'hackathon' })));
    said.push(...Object.values(LISTING_EDIT_RULES.validate({ ...EMPTY_FORM, stipendKind: 'described' })));
    const messages = said.filter((text): text is string => typeof text === 'string');
    expect(messages.length).toBeGreaterThan(15);
    for (const text of messages) expect(FORM_ERROR_IDS.has(text), text).toBe(true);
  });
});
