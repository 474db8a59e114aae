import { lazySchema, z } from '#shared/zod.js';
import { LANGUAGES } from '#shared/languages.js';

/** GET /api/content/<name>?lang=hi: the language the reader reads; absent means English. */
export const contentLanguageSchema = lazySchema(() =>
  z.enum(['', ...LANGUAGES], {
    error: `lang is one of: ${LANGUAGES.join(', ')} (or left out for English).`,
  }),
);
