import type { InstallPlatform } from './install-platform.js';
import type { Language } from './languages.js';

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

/** The JSON a server-rendered page carries for its hydration. */
export interface ServerRenderPayload {
  language: Language;
  /** By URL (/api/...): the session answer, the layout's and the page's data. */
  answers: Record<string, EmbeddedAnswer>;
  /**
   * True when the render answered 200: every loader, each parsing its answer with its schema from
   * src/shared, succeeded. A failed parse fails its loader and so the page's status.
   */
  parsed: boolean;
  /** The operating system the install page's steps were rendered for (Client Hints, decision 0070). */
  platform: InstallPlatform;
}

/** Who a page is rendered for, beyond the session: what the request's headers say. */
export interface Visitor {
  /** The browser's language, for a visitor whose account names none (Accept-Language). */
  language: Language;
  /** The operating system the browser's Client Hints or user agent name. */
  platform: InstallPlatform;
}

/** A page rendered once for every student (decision 0067), handed to the server to keep under `key`. */
export interface TemplateToKeep<Kept = unknown> {
  key: string;
  kept: Kept;
  /** The per-student answers a reuse reads anew (the session, the parts' data); every other answer is kept. */
  studentReads: string[];
}

/**
 * A page's HTML as the pieces it was made of, in order, for the server to encode one by one. Joined,
 * the pieces are one string that V8 copies whole into a flat one before encoding it (two bytes a
 * character, as one character outside Latin-1 such as the language menu's 'हिन्दी' makes it). In CPU
 * profiles of the bench's page scenario, encoding /front-end took 0.78 ms a page joined and 0.33 ms
 * in pieces (decision 0067's second amendment).
 */
export type PageHtml = readonly string[];

/** What the server's render of an address gives (src/web/entry-server.tsx). */
export type RenderedPage<Kept = unknown> =
  | {
      kind: 'page';
      status: number;
      title: string;
      html: PageHtml;
      signedIn: boolean;
      language: Language;
      template?: TemplateToKeep<Kept>;
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * An answer whose body has been read already, handed to a loader without serialising it again: its
 * json() gives `body` itself, the one thing the app's client reads from a 2xx answer besides its
 * status and headers (src/web/lib/api/client.ts). Defined, not assigned: a Response class whose json
 * is read-only (@hono/node-server's, global in the server) refuses an assignment.
 */
export function answerWithBody(body: unknown, init: ResponseInit): Response {
  return Object.defineProperty(new Response(null, init), 'json', { value: () => Promise.resolve(body) });
}
