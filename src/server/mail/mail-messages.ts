import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.js';
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

export function sessionEndedMail(
  name: string | null,
  when: Date,
  resetLink: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Content {
  const texts = MAIL_TEXTS[language];
  const t = texts.sessionEnded;
  return compose(texts, language, t.subject, name, [
    { paragraph: t.happened(when.toISOString().replace('T', ' ').slice(0, 16)) },
    { paragraph: t.ifYou },
    ...(resetLink
      ? [{ paragraph: t.notYouWithLink }, { link: { label: t.reset, url: resetLink } }]
      : [{ paragraph: t.notYouNoLink }]),
  ]);
}
