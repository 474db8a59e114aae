import { isLanguage, type Language } from '#shared/languages.js';
import { SERVER_RENDER_ID, type EmbeddedAnswer } from '#shared/server-render.js';
import type { ApiTransport } from './api/client.js';

/** What a server-rendered page says it was rendered with: the language and the answers its loaders read. */
export interface ServerRender {
  language: Language;
  /** By URL (/api/...): the session answer, the layout's and the page's data. */
  answers: Record<string, EmbeddedAnswer>;
}

/** The server render this page came with, if the server rendered it (not the shell the worker serves). */
export function readServerRender(): ServerRender | undefined {
  const text = document.getElementById(SERVER_RENDER_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ServerRender>;
    if (!isLanguage(data.language) || typeof data.answers !== 'object' || data.answers === null) return undefined;
    return { language: data.language, answers: data.answers };
  } catch {
    return undefined;
  }
}

/**
 * Answers each GET the server render read from the page itself, once (the hydration's loaders ask
 * for exactly those); everything else, and a second ask, goes to the network.
 */
export function answeringFromPage(answers: Record<string, EmbeddedAnswer>) {
  const left = new Map(Object.entries(answers));
  return (network: ApiTransport): ApiTransport =>
    (url, init) => {
      const answer = (init.method ?? 'GET') === 'GET' ? left.get(url) : undefined;
      if (!answer) return network(url, init);
      left.delete(url);
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    };
}
