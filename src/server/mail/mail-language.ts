import type { Context } from 'hono';
import { languageFromPreferences, storedLanguage, type Language } from '#shared/languages.js';

/**
 * The language an e-mail is written in: the one the account chose (users.language); for an
 * account that never chose, the language of the request that caused the message (the web app
 * sends the learner's current choice as Accept-Language, a browser sends its own preferences);
 * else English. docs/decisions/0029-server-texts-in-hindi.md.
 */
export function mailLanguage(accountLanguage: string | null | undefined, requestLanguage: Language): Language {
  return storedLanguage(accountLanguage) ?? requestLanguage;
}

/** The request's language from its Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8' -> hi), by preference order. */
export function requestLanguage(c: Context): Language {
  const header = c.req.header('accept-language') ?? '';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.tag);
  return languageFromPreferences(tags);
}
