/**
 * The one way the web app talks to the server: same-origin JSON with the session cookie. Each
 * caller passes the parser for its answer, normally the zod schema's parse from src/shared, so a
 * response is checked against the same schema the server built it from. (The sign-in route passes
 * small hand-written guards instead, keeping zod out of the first download; see docs/decisions.md.)
 */

/** An API answer that was not 2xx, carrying the server's code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export type Parser<T> = (data: unknown) => T;

export async function apiRequest<T>(path: string, parse: Parser<T>, options: RequestOptions = {}): Promise<T> {
  const early = options.method === undefined || options.method === 'GET' ? takeEarlyRequest(path) : undefined;
  // A failed early request is simply asked again: it ran before anyone could show its error.
  const response = (early && (await early.catch(() => undefined))) || (await sendRequest(path, options));
  return parse(await response.json());
}

/** How long an early answer may wait for its page before it counts as too old to show. */
const EARLY_REQUEST_MAX_AGE_MS = 10_000;
const earlyRequests = new Map<string, { startedAt: number; response: Promise<Response> }>();

/**
 * Starts GET requests the first page will make before its code has even loaded (see
 * app/first-page-loads.ts); the page's own apiRequest for the same path then takes the answer over
 * instead of asking again. One use each; anything not taken soon is dropped.
 */
export function startEarlyRequests(paths: readonly string[]): void {
  for (const path of paths) {
    if (earlyRequests.has(path)) continue;
    const response = sendRequest(path, {});
    response.catch(() => undefined); // no unhandled rejection if the page never asks
    earlyRequests.set(path, { startedAt: Date.now(), response });
  }
}

function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = earlyRequests.get(path);
  if (!early) return undefined;
  earlyRequests.delete(path);
  return Date.now() - early.startedAt <= EARLY_REQUEST_MAX_AGE_MS ? early.response : undefined;
}

/** Drops early answers nobody took (on sign-out: they belong to the account that left). */
export function forgetEarlyRequests(): void {
  earlyRequests.clear();
}

/** For endpoints that answer 204 No Content. */
export async function apiRequestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await sendRequest(path, options);
}

function isApiErrorBody(value: unknown): value is { code: string; message: string } {
  const body = value as { code?: unknown; message?: unknown } | null;
  return typeof body?.code === 'string' && typeof body.message === 'string';
}

async function sendRequest(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw isApiErrorBody(data)
      ? new ApiRequestError(response.status, data.code, data.message)
      : new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  return response;
}
