/**
 * The one way the web app talks to the server: same-origin JSON with the session cookie. Each
 * caller passes the parser for its answer, normally the zod schema's parse from src/shared, so a
 * response is checked against the same schema the server built it from. (The sign-in route passes
 * small hand-written guards instead, keeping zod out of the first download; see docs/decisions.md.)
 */

import { SESSION_REPLACED, type SessionEnding } from '#shared/api/session-ending.js';

/** The 401 codes that mean this browser's session is over (any other 401 is a refused attempt). */
const SESSION_ENDED_CODES = new Set(['unauthenticated', SESSION_REPLACED]);

/** An API answer that was not 2xx, carrying the server's code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole error body, for answers that carry more than { code, message } (a note's conflict). */
    readonly body?: unknown,
    /** The server's X-Request-Id for this answer: the error screen shows it so a student can quote it. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export type Parser<T> = (data: unknown) => T;

export async function apiRequest<T>(path: string, parse: Parser<T>, options: RequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options);
  return parse(await response.json());
}

/** For endpoints that answer { message }: the text to show (a confirmation, a neutral answer). */
export function parseMessage(data: unknown): string {
  const message = (data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string')
    throw new ApiRequestError(500, 'bad_response', 'The server sent an unexpected answer.');
  return message;
}

/** For endpoints that answer 204 No Content. */
export async function apiRequestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await sendRequest(path, options);
}

const sessionEndedListeners = new Set<(ending?: SessionEnding) => void>();

/**
 * Called whenever the server says the session is gone (a 401 'unauthenticated' from any request:
 * signed out on another instance, expired, the account deleted; or 'session_replaced', with when
 * another device's sign-in ended it). The session store listens and takes the browser back to
 * sign-in, which says why when it knows. A refused sign-in is a different code.
 */
export function onSessionEnded(listener: (ending?: SessionEnding) => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * Tells the listeners the session is gone: on a 401, and when this browser's own request ended it
 * (deleting the account, from a feature that does not own the session store), without waiting for a 401.
 */
export function announceSessionEnded(ending?: SessionEnding): void {
  sessionEndedListeners.forEach((listener) => listener(ending));
}

/** The ending a 401's body names ('session_replaced' and its time), if any. */
export function sessionEndingOf(body: unknown): SessionEnding | undefined {
  const { code, endedAt } = (body ?? {}) as { code?: unknown; endedAt?: unknown };
  return code === SESSION_REPLACED && typeof endedAt === 'number' && Number.isFinite(endedAt)
    ? { code, endedAt }
    : undefined;
}

function isApiErrorBody(value: unknown): value is { code: string; message: string } {
  const body = value as { code?: unknown; message?: unknown } | null;
  return typeof body?.code === 'string' && typeof body.message === 'string';
}

/**
 * A request that may send e-mail says the language the page is shown in (<html lang>, set to the
 * learner's choice), so an account that never chose one still gets its messages in it
 * (src/server/mail/mail-language.ts). Read from the document so this file stays free of i18n.
 */
function pageLanguageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}(-[A-Za-z]{2})?$/.test(lang) ? { 'Accept-Language': lang } : {};
}

/** How a request reaches the server: the browser's fetch, or what the page was rendered with (setApiTransport). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how requests reach the server. The server's renderer answers them in process under the
 * visitor's own session (src/server/web/page-renderer.ts); a page the server rendered answers its
 * first reads from the answers embedded in it (lib/server-rendered.ts), so hydrating asks nothing twice.
 */
export function setApiTransport(next: (previous: ApiTransport) => ApiTransport): void {
  transport = next(transport);
}

async function sendRequest(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      signal,
      // Same-origin either way; 'include' is what <link rel=preload crossorigin=use-credentials> asks
      // with, so the answers the HTML starts early (the session check, a page's first data) are reused.
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json', ...pageLanguageHeader() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 401 && isApiErrorBody(data) && SESSION_ENDED_CODES.has(data.code))
      announceSessionEnded(sessionEndingOf(data));
    const requestId = response.headers.get('x-request-id') ?? undefined;
    throw isApiErrorBody(data)
      ? new ApiRequestError(response.status, data.code, data.message, data, requestId)
      : new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}.`, data, requestId);
  }
  return response;
}
