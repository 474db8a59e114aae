import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { prepareBody, sendPrepared, type PreparedBody } from '#server/http/prepared-body.js';
import { compressNow, type Compress } from '#server/http/compressed-copies.js';
import { firstVisitHints, type BuildManifest } from './first-visit-hints.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/languages.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

interface StaticFile extends PreparedBody {
  type: string;
  /** Hashed build assets never change under their name. */
  immutable: boolean;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** The build's own bookkeeping (the manifest the server reads), not a file for browsers. */
const BUILD_DIR = '.vite';

/** The loading state's text per language, written by the build (scripts/vite-catalogues.ts); English without it. */
function readLoadingTexts(dir: string): Partial<Record<Language, string>> & { en: string } {
  const file = path.join(dir, BUILD_DIR, 'loading-texts.json');
  const texts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<Language, string>>) : {};
  return { ...texts, en: texts.en ?? 'Loading...' };
}

/**
 * The built SPA held in memory, its compressed copies made (or read, `compressed`) at start: the whole dist/web is small, and
 * serving from memory keeps index.html and assets off the disk on the hot path. A signed-in
 * browser opening a page gets index.html with that page's first-visit hints (first-visit-hints.ts),
 * one pre-compressed copy per page.
 */
export function loadStaticSite(dir: string, compressed: Compress = compressNow) {
  const files = new Map<string, StaticFile>();
  /** Per language the account chose, per page: index.html with that page's hints. */
  const hinted = new Map<Language, Map<string, StaticFile>>();
  /** index.html per language, for the pages the server renders (shellHtml). */
  const shells = new Map<Language, string>();
  if (existsSync(dir)) {
    for (const full of listFiles(dir)) {
      if (path.relative(dir, full).split(path.sep)[0] === BUILD_DIR) continue;
      const ext = path.extname(full);
      const urlPath = '/' + path.relative(dir, full).split(path.sep).join('/');
      files.set(urlPath, {
        ...prepareBody(readFileSync(full), COMPRESSIBLE.has(ext), compressed),
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  }

  const index = files.get('/index.html');
  const manifestFile = path.join(dir, BUILD_DIR, 'manifest.json');
  if (index && existsSync(manifestFile)) {
    const html = index.body.toString('utf8');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
    const loadingTexts = readLoadingTexts(dir);
    for (const language of LANGUAGES) {
      const pages = new Map<string, StaticFile>();
      // <html lang> and the loading state's text are right from the first byte (the app sets the
      // language again for any later switch).
      const localized = html
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(`>${loadingTexts.en}</span>`, `>${loadingTexts[language] ?? loadingTexts.en}</span>`);
      for (const [pagePath, links] of firstVisitHints(manifest, language)) {
        const body = Buffer.from(localized.replace('</head>', `${links}</head>`));
        pages.set(pagePath, { ...prepareBody(body, true, compressed), type: index.type, immutable: false });
      }
      hinted.set(language, pages);
      shells.set(language, localized);
    }
  }

  // The inline scripts the build put in index.html (the theme script): the CSP allows each by its hash.
  const inlineScriptHashes = [...(index?.body.toString('utf8') ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code!).digest('base64')}`,
  );

  const send = (c: Context, file: StaticFile, varyCookie = false) =>
    sendPrepared(c, file, {
      type: file.type,
      cacheControl: file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      varyCookie,
    });

  return {
    built: files.has('/index.html'),
    inlineScriptHashes,
    /** index.html in `language` (<html lang>), for a page the server renders. */
    shellHtml(language: Language): string {
      return shells.get(language) ?? shells.get(DEFAULT_LANGUAGE) ?? index?.body.toString('utf8') ?? '';
    },
    /**
     * Serves a built file, else the page `render` renders, else index.html so the SPA's router takes
     * over; a declared signed-in page gets its hints, in the account's language, when `session` finds
     * the browser's session.
     */
    async handle(
      c: Context,
      session: () => Promise<{ language: Language | null } | null> = async () => null,
      render: () => Promise<Response | undefined> = async () => undefined,
    ) {
      const file = files.get(c.req.path);
      if (file) return send(c, file);
      if (c.req.path.startsWith('/assets/')) return c.text('Not found.', 404);
      if (!index) return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
      // The page rendered with its content (rendered-pages.ts); the shell when the server did not render it in time.
      const rendered = await render();
      if (rendered) return rendered;
      if (!hinted.get(DEFAULT_LANGUAGE)?.has(c.req.path)) return send(c, index);
      // The same address answers differently with and without a session cookie.
      const user = await session();
      const withHints = user && hinted.get(user.language ?? DEFAULT_LANGUAGE)?.get(c.req.path);
      return send(c, withHints || index, true);
    },
  };
}
