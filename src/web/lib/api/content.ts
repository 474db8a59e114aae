import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Language } from '#shared/languages.js';
import { rememberEnglishFallbacks } from '#web/lib/i18n/english-fallback.js';
import { currentLanguage, useLanguage } from '#web/lib/i18n/i18n.js';
import { parsedByServer } from '#web/lib/server-rendered.js';
import { apiRequest } from './client.js';

/**
 * One entry of curated content from the gated API (GET /api/content/<name>), parsed with the same
 * zod schema the server validated it with, and cached for the signed-in session per language.
 * A Hindi reader's answer carries each text's Hindi beside it (?lang=hi); the page gets the
 * Hindi in place, and the English where none exists yet (english-fallback.ts remembers which).
 * Route loaders start it (with the schema from content-schemas.ts); the page reads it from the cache.
 */
export function contentQuery<S extends z.ZodMiniType>(
  name: string,
  schema: S | Promise<S>,
  language: Language = currentLanguage(),
) {
  // A route's loader may pass its schema still arriving (content-schemas.ts): the answer is asked
  // for at once, beside the schema's code, and parsed when both are here. An answer the page came
  // with was parsed by the server's render with this schema (decision 0069): parsing /front-end's
  // again took 140-250 ms of its load in a CPU profile at a 4x slowdown.
  const parsed = async (path: string, signal: AbortSignal) => {
    const [ready, data] = await Promise.all([schema, apiRequest(path, (answer) => answer, { signal })]);
    return { schema: ready, data: (parsedByServer(data) ? data : ready.parse(data)) as z.infer<S> };
  };
  return queryOptions({
    queryKey: ['content', name, language],
    queryFn: async ({ signal }): Promise<z.infer<S>> => {
      if (language === 'en') return (await parsed(`/content/${name}`, signal)).data;
      // Only a Hindi reader needs the code that puts the Hindi in place: fetched beside the answer.
      const [{ localizeContent }, answer] = await Promise.all([
        import('#shared/content/translation-walk.js'),
        parsed(`/content/${name}?lang=${language}`, signal),
      ]);
      return rememberEnglishFallbacks(localizeContent(answer.schema, answer.data));
    },
  });
}

export function useContent<S extends z.ZodMiniType>(name: string, schema: S) {
  // While a switched language's answer arrives, the page keeps showing the previous one.
  return useQuery({ ...contentQuery(name, schema, useLanguage()), placeholderData: keepPreviousData });
}
