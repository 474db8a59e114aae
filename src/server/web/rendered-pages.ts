import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE } from '#shared/languages.js';
import { platformFromHeaders } from '#shared/install-platform.js';
import type { PageHtml, ServerRenderPayload, Visitor } from '#shared/server-render.js';
import { requestLanguage } from '#server/http/request-language.js';
import { renderedPageHtml } from './page-html.js';
import type { ApiCall, PageRenderer } from './page-renderer.js';
import type { loadStaticSite } from './static-site.js';

/** Fast enough per request (about a millisecond for a long topic page), and smaller than gzip. */
const BROTLI_QUALITY = 5;

// On libuv's thread pool: the next page renders on the main thread while this one is compressed.
const brotli = promisify(brotliCompress);

/**
 * A page's HTML holds one account's answers (its ticks, notes, address), so it is stored nowhere,
 * as those answers are not (private, no-store): after a sign-out on a shared computer, Back shows
 * no one's page. Its pieces are encoded one by one (`PageHtml`).
 */
async function sendHtml(c: Context, status: number, html: PageHtml): Promise<Response> {
  const body = Buffer.concat(html.map((piece) => Buffer.from(piece)));
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Accept-Encoding, Cookie');
  const bytes = /\bbr\b/.test(c.req.header('accept-encoding') ?? '')
    ? (c.header('Content-Encoding', 'br'),
      await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }))
    : body;
  return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), status as 200);
}

/**
 * Answers a page address with the server's render (decision 0064): the page with its content in the
 * shell of the reader's language, or the error screen with the request id (500). Undefined when the
 * render did not finish in time: the caller sends the client-rendered shell.
 */
export function renderedPages(
  renderer: PageRenderer,
  site: ReturnType<typeof loadStaticSite>,
  logger: { error(fields: object, message: string): void },
) {
  return async (c: Context, api: ApiCall): Promise<Response | undefined> => {
    if (!renderer.available) return undefined;
    const requestId: string = c.get('requestId') ?? '';
    const visitor: Visitor = {
      language: requestLanguage(c),
      platform: platformFromHeaders((name) => c.req.header(name)),
    };
    const outcome = await renderer.render(c.req.url, visitor, api, requestId, (error) =>
      logger.error({ err: error, requestId, path: c.req.path }, 'page render failed'),
    );
    switch (outcome.kind) {
      case 'late':
        return undefined;
      case 'redirect':
        return c.redirect(outcome.location, outcome.status as 302);
      case 'failed':
        return sendHtml(
          c,
          500,
          renderedPageHtml(site.shellHtml(DEFAULT_LANGUAGE), { ...outcome, html: [outcome.html] }),
        );
      case 'page': {
        // No code hints: measured with Lighthouse (decision 0064), the page's chunks fetched beside the
        // stylesheet held its first paint back; the page reads before its code arrives.
        const shell = site.shellHtml(outcome.language);
        const embedded: ServerRenderPayload = {
          language: outcome.language,
          answers: outcome.answers,
          parsed: outcome.status === 200,
          platform: visitor.platform,
        };
        return sendHtml(c, outcome.status, renderedPageHtml(shell, { ...outcome, embedded }));
      }
    }
  };
}
