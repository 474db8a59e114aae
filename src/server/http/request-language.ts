import type { Context } from 'hono';
import { languageFromPreferences, type Language } from '#shared/languages.js';

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
