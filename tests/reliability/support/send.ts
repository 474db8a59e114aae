import type { TestServer } from '#harness/test-server.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** One request exactly as given (no cookie jar, no redirects followed). */
export async function send(
  url: string,
  options: {
    method?: string;
    body?: string | Buffer;
    contentType?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.cookie) headers.cookie = options.cookie;
  const body =
    typeof options.body === 'string' || options.body === undefined ? options.body : new Uint8Array(options.body);
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/**
 * What is wrong with an answer to hostile input, or null: a 5xx, or an API error without the
 * { code, message } body (431 is Node refusing oversized headers before the app sees them).
 */
export function problemWith(path: string, answer: Answer): string | null {
  // fetch resolves dot segments, so '/api/content/../../x' arrives as '/x': the SPA's path, not
  // the API's. The in-process test server has no web build; SPA paths are probed against the
  // production build in production-build.test.ts.
  if (!new URL(path, 'http://localhost').pathname.startsWith('/api/')) return null;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400 || answer.status === 431) return null;
  try {
    const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0) return null;
  } catch {
    // not JSON: reported below
  }
  return `answered ${answer.status} without a { code, message } body: ${answer.text.slice(0, 200)}`;
}

/**
 * A signed-in reader whose cookie is renewed whenever a hostile request (a sign-out, a sign-in
 * from the same cookie) ended its session, so gated endpoints are always reached past the gate.
 */
export function signedInReader(server: TestServer, email: string, password: string) {
  let cookie = '';
  return async function currentCookie(): Promise<string> {
    const token = cookie.split('=')[1];
    if (token && (await server.services.sessions.authenticate(token))) return cookie;
    const response = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });
    const pair = response.headers.get('set-cookie')?.split(';')[0];
    if (response.status !== 200 || !pair) throw new Error(`the reader could not sign in again (${response.status})`);
    cookie = pair;
    return cookie;
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request through node:http with the path sent exactly as written: fetch would resolve '..'
 * segments before sending, which hides what a raw client can ask for.
 */
export async function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Node sends a DELETE body without a length unless told, and the server cannot know where it ends.
    const headers =
      options.body === undefined
        ? options.headers
        : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
    const req = request({ hostname, port, path, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(options.body);
  });
}
