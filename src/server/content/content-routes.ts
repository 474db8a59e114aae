import { Hono } from 'hono';
import { contentLanguageSchema } from '#shared/api/content-language.js';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { withoutTranslations } from './translations.js';
import { jsonError } from '#server/http/errors.js';
import { queryParam } from '#server/http/validate.js';
import { prepareBody, sendPrepared, type PreparedBody } from '#server/http/prepared-body.js';
import { compressNow, type Compress } from '#server/http/compressed-copies.js';
import type { Catalogue } from './load-catalogue.js';

/**
 * The gated content API: GET /api/content/<catalogue name>, e.g. /api/content/topics/front-end.
 * An English reader gets the English only; `?lang=hi` keeps each text's Hindi beside it (the page
 * shows the Hindi, and the English where no Hindi exists yet, saying so). Bodies, compressed copies
 * and ETags are computed once when the catalogue loads.
 *
 * An entry maintainers can change (the contact channels, from the site settings) comes from
 * `editable`: its version is read on every request so a save on any instance shows at once, and
 * the entry itself is loaded and its bodies prepared only when that version is new here.
 */
export interface EditableEntry {
  /** The saved version in force; 0 while the catalogue's own entry is. */
  version: () => Promise<number>;
  /** The entry as saved, with the version it was read at. */
  load: () => Promise<{ version: number; data: unknown }>;
}

export function contentRoutes(
  catalogue: Catalogue,
  editable: Record<string, EditableEntry> = {},
  /** Where the catalogue's compressed copies come from (an edited entry is compressed when saved). */
  compressed: Compress = compressNow,
) {
  const prepared = new Map<string, PreparedBody>();
  const withHindi = new Map<string, PreparedBody>();
  for (const [name, data] of catalogue) {
    prepared.set(name, prepareBody(Buffer.from(JSON.stringify(withoutTranslations(data))), true, compressed));
    withHindi.set(name, prepareBody(Buffer.from(JSON.stringify(data)), true, compressed));
  }

  const edited = new Map<string, { version: number; en: PreparedBody; hi: PreparedBody }>();
  async function editedEntry(name: string, hindi: boolean): Promise<PreparedBody | undefined> {
    const entry = editable[name]!;
    const current = await entry.version();
    if (current === 0) return undefined;
    let bodies = edited.get(name);
    if (bodies?.version !== current) {
      // Kept under the version it was loaded at (a save in between is then seen on the next request).
      const { version, data } = await entry.load();
      if (version === 0) return undefined;
      bodies = {
        version,
        en: prepareBody(Buffer.from(JSON.stringify(withoutTranslations(data))), true),
        hi: prepareBody(Buffer.from(JSON.stringify(data)), true),
      };
      edited.set(name, bodies);
    }
    return hindi ? bodies.hi : bodies.en;
  }

  const app = new Hono<AppEnv>();
  app.get('/*', queryParam('lang', contentLanguageSchema), async (c) => {
    const name = c.req.path.replace(/^\/api\/content\//, '');
    const hindi = c.get('query') === 'hi';
    const entry =
      (Object.hasOwn(editable, name) ? await editedEntry(name, hindi) : undefined) ??
      (hindi ? withHindi : prepared).get(name);
    if (!entry) return jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound);
    // private: per-user responses (behind the session gate) must not sit in shared caches.
    return sendPrepared(c, entry, { type: 'application/json', cacheControl: 'private, no-cache' });
  });
  return app;
}
