import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { SUGGESTION_MESSAGES } from '#shared/api/suggestions.js';
import { LISTING_TEXT_MAX } from '#shared/content/listing-fields.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { ADDRESS_MAX } from '#shared/text-rule.js';
import { localizeServerMessage, usePartT, type MessageId } from './i18n.js';

const { short, long } = LISTING_TEXT_MAX;

/** The listing form's text fields: message id suffix, the label the messages name, the length bound. */
const TEXT_FIELDS = [
  ['Title', 'title', short],
  ['Organiser', 'organiser', short],
  ['Location', 'location', short],
  ['Eligibility', 'eligibility', long],
  ['Description', 'description', long],
  ['Season', 'season', short],
  ['StipendText', 'stipend description', long],
] as const;

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
  [REPORT_MESSAGES.pageOrLinkHidden, 'formErrors.hiddenPageOrLink'],
  [REPORT_MESSAGES.descriptionHidden, 'formErrors.hiddenDescription'],
  [REPORT_MESSAGES.tooManyReports, 'formErrors.tooManyReports'],
  [SUGGESTION_MESSAGES.tooMany, 'formErrors.tooManySuggestions'],
  [SUGGESTION_MESSAGES.categoryMissing, 'formErrors.categoryMissing'],
  // The suggestion schema's field messages (src/shared/api/suggestions.ts, listing-fields.ts).
  ['Enter the title of the programme or event.', 'formErrors.titleMissing'],
  ['Enter who runs it.', 'formErrors.organiserMissing'],
  ['Enter where it takes place, or "Online".', 'formErrors.locationMissing'],
  ['Say who can apply, or "Open to all".', 'formErrors.eligibilityMissing'],
  ['Describe it in a sentence or two.', 'formErrors.describeIt'],
  ['Enter the official link.', 'formErrors.urlMissing'],
  ['Enter the stipend amount.', 'formErrors.stipendAmount'],
  ['Enter the closing date (or choose rolling or recurring).', 'formErrors.closingDate'],
  ['Say in which season it usually runs, e.g. "every October".', 'formErrors.season'],
  // A stipend described in words (offered when a maintainer edits a published listing).
  ["Describe the stipend in the organiser's terms.", 'formErrors.stipendText'],
  // The text rule's messages for the listing form's fields (src/shared/text-fields.ts).
  ...TEXT_FIELDS.flatMap(([suffix, label, max]): [string, MessageId][] => [
    [TEXT_RULE_MESSAGES.hidden(label), `formErrors.hidden${suffix}`],
    [TEXT_RULE_MESSAGES.tooLong(label, max), `formErrors.tooLong${suffix}`],
  ]),
  [TEXT_RULE_MESSAGES.notADate('opening date'), 'formErrors.notADateOpeningDate'],
  [TEXT_RULE_MESSAGES.notADate('closing date'), 'formErrors.notADateClosingDate'],
  [TEXT_RULE_MESSAGES.tooLong('link', ADDRESS_MAX), 'formErrors.linkTooLong'],
  [TEXT_RULE_MESSAGES.address.notHttps('link'), 'formErrors.linkNotHttps'],
  [TEXT_RULE_MESSAGES.address.hidden('link'), 'formErrors.linkHidden'],
  [TEXT_RULE_MESSAGES.address.userInfo('link'), 'formErrors.linkUserInfo'],
  [TEXT_RULE_MESSAGES.address.mixedScripts('link'), 'formErrors.linkMixedScripts'],
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
