import { SIGNUP_MESSAGES } from '#shared/api/signup.js';

let common: Promise<Set<string>> | undefined;

/**
 * NIST SP 800-63B: refuse passwords found in lists of commonly used or breached passwords. The list
 * (about 49,000 entries from the zxcvbn-ts project) ships in node_modules and loads on first use.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** The reason a password is refused (length is checked by the schema), or null when it is fine. */
export async function passwordProblem(
  password: string,
  context: { email: string; name: string },
): Promise<string | null> {
  const lowered = password.toLowerCase();
  if ((await commonPasswords()).has(lowered)) return SIGNUP_MESSAGES.commonPassword;
  const guessable = [
    context.email.toLowerCase(),
    context.email.split('@')[0]?.toLowerCase(),
    context.name.toLowerCase(),
  ];
  if (guessable.includes(lowered)) return SIGNUP_MESSAGES.commonPassword;
  if (/^(.)\1*$/.test(password)) return SIGNUP_MESSAGES.commonPassword;
  return null;
}
