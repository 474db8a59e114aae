import { storedLanguage, type Language } from '#shared/languages.js';

/**
 * The language an e-mail is written in: the one the account chose (users.language); for an
 * account that never chose, the language of the request that caused the message (the web app
 * sends the learner's current choice as Accept-Language, a browser sends its own preferences);
 * else English. docs/decisions/0029-server-texts-in-hindi.md.
 */
export function mailLanguage(accountLanguage: string | null | undefined, requestLanguage: Language): Language {
  return storedLanguage(accountLanguage) ?? requestLanguage;
}
