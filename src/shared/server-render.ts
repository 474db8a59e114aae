/**
 * What a server-rendered page carries for the browser's hydration, in a JSON script element with
 * this id (src/server/web/page-html.ts writes it, src/web/lib/server-rendered.ts reads it).
 */
export const SERVER_RENDER_ID = 'server-render';

/** One API answer a server render read, as the browser would have received it. */
export interface EmbeddedAnswer {
  status: number;
  body: unknown;
}
