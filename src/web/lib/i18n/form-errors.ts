import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { SUGGESTION_MESSAGES } from '#shared/api/suggestions.js';
import { localizeServerMessage, usePartT, type MessageId } from './i18n.js';

/**
 * The English messages of the report and suggestion schemas (shared with the server, which
 * answers with the same texts), each with its message id in the forms part. The map lives with
 * those two forms rather than in the core's serverTexts, so no other page downloads it.
 */
export const FORM_ERROR_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [REPORT_MESSAGES.pageOrLinkMissing, 'formErrors.pageOrLinkMissing'],
  [REPORT_MESSAGES.pageOrLinkTooLong, 'formErrors.pageOrLinkTooLong'],
  [REPORT_MESSAGES.descriptionMissing, 'formErrors.descriptionMissing'],
  [REPORT_MESSAGES.descriptionTooShort, 'formErrors.descriptionTooShort'],
  [REPORT_MESSAGES.descriptionTooLong, 'formErrors.descriptionTooLong'],
  [REPORT_MESSAGES.emailInvalid, 'formErrors.emailInvalid'],
  [REPORT_MESSAGES.controlCharacters, 'formErrors.controlCharacters'],
  [REPORT_MESSAGES.tooManyReports, 'formErrors.tooManyReports'],
  [SUGGESTION_MESSAGES.controlCharacters, 'formErrors.controlCharacters'],
  [SUGGESTION_MESSAGES.tooMany, 'formErrors.tooManySuggestions'],
  [SUGGESTION_MESSAGES.categoryMissing, 'formErrors.categoryMissing'],
  // The suggestion schema's field messages (src/shared/api/suggestions.ts, listing-fields.ts).
  ['Enter the title of the programme or event.', 'formErrors.titleMissing'],
  ['Enter who runs it.', 'formErrors.organiserMissing'],
  ['Enter where it takes place, or "Online".', 'formErrors.locationMissing'],
  ['Say who can apply, or "Open to all".', 'formErrors.eligibilityMissing'],
  ['Describe it in a sentence or two.', 'formErrors.describeIt'],
  ['At most 160 characters.', 'formErrors.atMost160'],
  ['At most 1000 characters.', 'formErrors.atMost1000'],
  ['Enter the official link.', 'formErrors.urlMissing'],
  ['Enter the stipend amount.', 'formErrors.stipendAmount'],
  ['Enter the closing date (or choose rolling or recurring).', 'formErrors.closingDate'],
  ['Say in which season it usually runs, e.g. "every October".', 'formErrors.season'],
  // A stipend described in words (offered when a maintainer edits a published listing).
  ["Describe the stipend in the organiser's terms.", 'formErrors.stipendText'],
]);

/** A form's error message in the reader's language: one of the forms' own, else a server text the core knows, else as it came. */
export function useFormErrorText(): (message: string | undefined) => string | undefined {
  const t = usePartT('forms');
  return (message) => {
    if (!message) return message;
    const id = FORM_ERROR_IDS.get(message);
    return id ? t(id) : localizeServerMessage(message, t);
  };
}
