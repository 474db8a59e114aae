import { DEFAULT_INSTALL_PLATFORM, isInstallPlatform } from '#shared/install-platform.js';
import { isLanguage } from '#shared/languages.js';
import {
  answerWithBody,
  SERVER_RENDER_ID,
  type EmbeddedAnswer,
  type ServerRenderPayload,
} from '#shared/server-render.js';
import type { ApiTransport } from './api/client.js';

/** What a server-rendered page says it was rendered with: the language, platform and the answers its loaders read. */
export type ServerRender = ServerRenderPayload;

/** The server render this page came with, if the server rendered it (not the shell the worker serves). */
export function readServerRender(): ServerRender | undefined {
  const text = document.getElementById(SERVER_RENDER_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ServerRender>;
    if (!isLanguage(data.language) || typeof data.answers !== 'object' || data.answers === null) return undefined;
    const platform = isInstallPlatform(data.platform) ? data.platform : DEFAULT_INSTALL_PLATFORM;
    return { language: data.language, answers: data.answers, parsed: data.parsed === true, platform };
  } catch {
    return undefined;
  }
}

/** The bodies of answers taken from a page whose render parsed them all (see `parsedByServer`). */
const bodiesParsedByServer = new WeakSet<object>();

/**
 * True for an answer body this page came with when the server's render parsed it, with the same
 * schema from the same code, and answered 200: parsing it again would check the same bytes twice.
 * A copy, or any answer from the network, is not one.
 */
export function parsedByServer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && bodiesParsedByServer.has(body);
}

/**
 * Answers each GET the server render read from the page itself, once (the hydration's loaders ask
 * for exactly those); everything else, and a second ask, goes to the network.
 */
export function answeringFromPage({ answers, parsed }: Pick<ServerRender, 'answers' | 'parsed'>) {
  const left = new Map(Object.entries(answers));
  return (network: ApiTransport): ApiTransport =>
    (url, init) => {
      const answer = (init.method ?? 'GET') === 'GET' ? left.get(url) : undefined;
      if (!answer) return network(url, init);
      left.delete(url);
      return Promise.resolve(pageAnswer(answer, parsed));
    };
}

function pageAnswer({ status, body }: EmbeddedAnswer, parsed: boolean): Response {
  const init = { status, headers: { 'Content-Type': 'application/json' } };
  if (!parsed || typeof body !== 'object' || body === null) return new Response(JSON.stringify(body), init);
  bodiesParsedByServer.add(body);
  // The body itself, not a copy through JSON, so that parsedByServer knows it.
  return answerWithBody(body, init);
}
