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

/** A page rendered once for every student (decision 0067), handed to the server to keep under `key`. */
export interface TemplateToKeep<Kept = unknown> {
  key: string;
  kept: Kept;
  /** The per-student answers a reuse reads anew (the session, the parts' data); every other answer is kept. */
  studentReads: string[];
}

/** What the server's render of an address gives (src/web/entry-server.tsx). */
export type RenderedPage<Kept = unknown> =
  | {
      kind: 'page';
      status: number;
      title: string;
      html: string;
      signedIn: boolean;
      language: Language;
      template?: TemplateToKeep<Kept>;
    }
  | { kind: 'redirect'; status: number; location: string };
