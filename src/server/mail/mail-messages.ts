import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from '#shared/languages.js';
import type { HandBackRemoved } from '#server/users/account-repository.js';
import { MAIL_TEXTS, type MailTexts } from './mail-texts.js';
import type { MailEnvelope } from './smtp-transport.js';

/**
 * The messages the server sends: plain text plus simple HTML with the same words, in the site's
 * voice and the account's language (mail-language.ts picks it). Links are absolute, built on the
 * site's public origin (PUBLIC_URL).
 */
type Content = Omit<MailEnvelope, 'to'>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Block {
  paragraph?: string;
  link?: { label: string; url: string };
}

/**
 * The name a message may greet the account by: only once its address is proved. Until then the name
 * is text typed by whoever signed up with the address, who need not be the address's owner, and a
 * message to an address that did not ask for it carries no text a requester chose.
 */
export function greetingName(user: { display_name: string; email_verified_at: number | null }): string | null {
  return user.email_verified_at === null ? null : user.display_name;
}

/** One message in both forms from the same blocks, so text and HTML never say different things. */
function compose(texts: MailTexts, language: Language, subject: string, name: string | null, blocks: Block[]): Content {
  const greeting = texts.greeting(name);
  const text = [
    greeting,
    ...blocks.map((block) => (block.link ? `${block.link.label}:\n${block.link.url}` : block.paragraph!)),
    texts.signOff,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) =>
      block.link
        ? `<p><a href="${escapeHtml(block.link.url)}" style="color: #1d4ed8">${escapeHtml(block.link.label)}</a><br><small>${escapeHtml(block.link.url)}</small></p>`
        : `<p>${escapeHtml(block.paragraph!)}</p>`,
    ),
    `<p>${escapeHtml(texts.signOff)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Always to an address not proved yet: no name (greetingName). */
export function verificationMail(link: string, language: Language = DEFAULT_LANGUAGE): Content {
  const texts = MAIL_TEXTS[language];
  const t = texts.verification;
  return compose(texts, language, t.subject, null, [
    { paragraph: t.thanks },
    { link: { label: t.confirm, url: link } },
    { paragraph: t.validity },
    { paragraph: t.notYou },
  ]);
}

export function signupAttemptMail(
  name: string | null,
  links: { signIn: string; reset: string | null },
  language: Language = DEFAULT_LANGUAGE,
): Content {
  const texts = MAIL_TEXTS[language];
  const t = texts.signupAttempt;
  return compose(texts, language, t.subject, name, [
    { paragraph: t.happened },
    { paragraph: t.ifYou },
    { link: { label: t.signIn, url: links.signIn } },
    ...(links.reset ? [{ paragraph: t.forgot }, { link: { label: t.reset, url: links.reset } }] : []),
    { paragraph: t.notYou },
  ]);
}

export function passwordResetMail(name: string | null, link: string, language: Language = DEFAULT_LANGUAGE): Content {
  const texts = MAIL_TEXTS[language];
  const t = texts.passwordReset;
  return compose(texts, language, t.subject, name, [
    { paragraph: t.asked },
    { link: { label: t.choose, url: link } },
    { paragraph: t.validity },
  ]);
}

const minuteOf = (when: Date) => when.toISOString().replace('T', ' ').slice(0, 16);

/** The account as a hand-back left it: what was removed, and the profile values it kept (for the owner to check). */
export interface HandBackReport {
  removed: HandBackRemoved;
  /** The account's language choice; null: never chose (the browser's is used). */
  accountLanguage: string | null;
}

/** What every hand-back mail says: each thing removed (or that nothing was), then the name and language kept. */
/** `name` is null when the address was never proved: the message then repeats nothing a stranger typed. */
function handBackBlocks(texts: MailTexts, name: string | null, report: HandBackReport): Block[] {
  const t = texts.handBack;
  const { removed } = report;
  const items = [
    ...(removed.pushSubscriptions > 0 ? [t.pushSubscriptions(removed.pushSubscriptions)] : []),
    ...(removed.reminder ? [t.reminder] : []),
    ...(removed.topics ? [t.topics] : []),
  ];
  const chosen = report.accountLanguage as Language | null;
  const languageName = chosen && chosen in LANGUAGE_NAMES ? LANGUAGE_NAMES[chosen] : null;
  return [
    ...(items.length > 0
      ? [{ paragraph: `${t.removed} ${items.join('; ')}.` }, { paragraph: t.again }]
      : [{ paragraph: t.nothingRemoved }]),
    { paragraph: name === null ? t.profileLanguage(languageName) : t.profile(name, languageName) },
  ];
}

export function sessionEndedMail(
  name: string | null,
  when: Date,
  resetLink: string | null,
  language: Language = DEFAULT_LANGUAGE,
  handBack?: HandBackReport,
): Content {
  const texts = MAIL_TEXTS[language];
  const t = texts.sessionEnded;
  return compose(texts, language, t.subject, name, [
    { paragraph: t.happened(minuteOf(when)) },
    ...(handBack ? handBackBlocks(texts, name, handBack) : []),
    { paragraph: t.ifYou },
    ...(resetLink
      ? [{ paragraph: t.notYouWithLink }, { link: { label: t.reset, url: resetLink } }]
      : [{ paragraph: t.notYouNoLink }]),
  ]);
}

/**
 * The notice after a hand-back that had no message of its own: a password reset ('passwordChanged':
 * every session ended) or a Google hand-over of an account someone else made with the address.
 */
export function handBackMail(
  which: 'passwordChanged' | 'googleHandOver',
  name: string,
  when: Date,
  handBack: HandBackReport,
  language: Language = DEFAULT_LANGUAGE,
): Content {
  const texts = MAIL_TEXTS[language];
  const t: { subject: string; happened: (when: string) => string; notYou?: string } = texts[which];
  return compose(texts, language, t.subject, name, [
    { paragraph: t.happened(minuteOf(when)) },
    ...handBackBlocks(texts, name, handBack),
    ...(t.notYou ? [{ paragraph: t.notYou }] : []),
  ]);
}
