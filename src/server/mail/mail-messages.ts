import type { MailEnvelope } from './smtp-transport.js';

/**
 * The messages the server sends: plain text plus simple HTML with the same words, in the site's
 * voice. Links are absolute, built on the site's public origin (PUBLIC_URL).
 */
const SITE = 'StudyHub';

type Content = Omit<MailEnvelope, 'to'>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Block {
  paragraph?: string;
  link?: { label: string; url: string };
}

/** One message in both forms from the same blocks, so text and HTML never say different things. */
function compose(subject: string, name: string, blocks: Block[]): Content {
  const greeting = `Hi ${name},`;
  const text = [
    greeting,
    ...blocks.map((block) => (block.link ? `${block.link.label}:\n${block.link.url}` : block.paragraph!)),
    `- the ${SITE} team`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) =>
      block.link
        ? `<p><a href="${escapeHtml(block.link.url)}" style="color: #1d4ed8">${escapeHtml(block.link.label)}</a><br><small>${escapeHtml(block.link.url)}</small></p>`
        : `<p>${escapeHtml(block.paragraph!)}</p>`,
    ),
    `<p>- the ${SITE} team</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function verificationMail(name: string, link: string): Content {
  return compose(`Confirm your e-mail address for ${SITE}`, name, [
    { paragraph: `Thanks for joining ${SITE}! Please confirm that this address is yours.` },
    { link: { label: 'Confirm my address', url: link } },
    { paragraph: 'The link works once, within 24 hours.' },
    {
      paragraph:
        'If you did not sign up, someone else typed your address: do not confirm it, and you can ignore this e-mail.',
    },
  ]);
}

export function signupAttemptMail(name: string, links: { signIn: string; reset: string | null }): Content {
  return compose(`Someone tried to sign up to ${SITE} with your address`, name, [
    {
      paragraph: `Someone just tried to create a ${SITE} account with this e-mail address, which already has an account. No new account was made and nothing changed.`,
    },
    { paragraph: 'If it was you, sign in with your existing account:' },
    { link: { label: 'Sign in', url: links.signIn } },
    ...(links.reset
      ? [
          { paragraph: 'Forgot your password? Choose a new one (the link works once, within 30 minutes):' },
          { link: { label: 'Reset my password', url: links.reset } },
        ]
      : []),
    { paragraph: 'If it was not you, you can ignore this e-mail.' },
  ]);
}

export function passwordResetMail(name: string, link: string): Content {
  return compose(`Reset your ${SITE} password`, name, [
    { paragraph: 'Someone (hopefully you) asked to reset the password of your account.' },
    { link: { label: 'Choose a new password', url: link } },
    {
      paragraph:
        'The link works once, within 30 minutes. Choosing a new password signs your account out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  ]);
}

export function sessionEndedMail(name: string, when: Date, resetLink: string | null): Content {
  return compose(`Your ${SITE} account was signed out on another device`, name, [
    {
      paragraph: `At ${when.toISOString().replace('T', ' ').slice(0, 16)} UTC someone signed in to your account with your password and chose 'Sign out the other device', which ended your previous session.`,
    },
    { paragraph: 'If that was you, there is nothing to do.' },
    ...(resetLink
      ? [
          {
            paragraph:
              'If it was not you, someone knows your password. Choose a new one now: it signs them out (the link works once, within 30 minutes).',
          },
          { link: { label: 'Reset my password', url: resetLink } },
        ]
      : [{ paragraph: 'If it was not you, someone knows your password: change it on your account page.' }]),
  ]);
}
