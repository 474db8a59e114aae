import { z } from '#shared/zod.js';
import {
  ADDRESS_MAX,
  hasHiddenCharacters,
  httpsAddressProblem,
  isCalendarDate,
  type AddressProblem,
} from './text-rule.js';

/**
 * The text rule (text-rule.ts) as zod fields. Every message names its field, so the API's 400
 * (which says the first problem) and the form (which shows it under the field) say which one.
 */
export const TEXT_RULE_MESSAGES = {
  hidden: (label: string) => `The ${label} contains control characters or text-direction marks, which are not allowed.`,
  tooLong: (label: string, max: number) => `The ${label} can have at most ${max} characters.`,
  notADate: (label: string) => `The ${label} is not a real date (YYYY-MM-DD).`,
  address: {
    notHttps: (label: string) => `The ${label} must be an https:// address.`,
    hidden: (label: string) => `The ${label} contains spaces or invisible characters, which an address cannot have.`,
    userInfo: (label: string) =>
      `The ${label} has a name before its host (https://name@host/), which hides where it leads. Enter the address itself.`,
    mixedScripts: (label: string) =>
      `The ${label} mixes letters of different alphabets in its host name, as look-alike addresses do. Type the host in one alphabet, or in its xn-- form.`,
  } satisfies Record<AddressProblem, (label: string) => string>,
} as const;

export interface TextFieldRule {
  /** How the messages name the field: 'title', 'season'. */
  label: string;
  max: number;
  /** The message when empty; without it the field may be empty. */
  missing?: string;
  /** A field of several lines keeps line breaks and tabs. */
  lines?: boolean;
  /** The field's own wording of a message, where it had one before the rule (each still names the field). */
  messages?: { tooLong?: string; hidden?: string };
}

/** A free-text field: trimmed, at most `max` characters, no control characters or bidi overrides. */
export const textField = ({ label, max, missing, lines, messages }: TextFieldRule) =>
  z.string({ error: missing ?? `The ${label} must be text.` }).check(
    z.trim(),
    ...(missing ? [z.minLength(1, { message: missing, abort: true })] : []),
    z.maxLength(max, { message: messages?.tooLong ?? TEXT_RULE_MESSAGES.tooLong(label, max), abort: true }),
    z.refine((value) => !hasHiddenCharacters(value, { lines }), messages?.hidden ?? TEXT_RULE_MESSAGES.hidden(label)),
  );

/** An https address a person types: the address rule of text-rule.ts, each problem said for `label`. */
export const addressField = (label: string, missing?: string) =>
  z.string({ error: missing ?? TEXT_RULE_MESSAGES.address.notHttps(label) }).check(
    z.trim(),
    ...(missing ? [z.minLength(1, { message: missing, abort: true })] : []),
    z.maxLength(ADDRESS_MAX, { message: TEXT_RULE_MESSAGES.tooLong(label, ADDRESS_MAX), abort: true }),
    z.superRefine((value, context) => {
      const problem = httpsAddressProblem(value);
      if (problem)
        context.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES.address[problem](label), input: value });
    }),
  );

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateField = (label: string) =>
  z
    .string({ error: TEXT_RULE_MESSAGES.notADate(label) })
    .check(z.refine(isCalendarDate, TEXT_RULE_MESSAGES.notADate(label)));
