/** A minimal HTTP client for API tests that keeps the session cookie like a browser would. */
export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export class TestClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** The same browser (a copy of its cookie) talking to another instance of the app. */
  at(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** Like a browser's jar: each Set-Cookie sets or (empty, Max-Age=0) deletes its cookie. */
  private keepCookies(setCookies: string[]): void {
    if (setCookies.length === 0) return;
    const jar = new Map(
      (this.cookie ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
    );
    for (const header of setCookies) {
      const pair = header.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      if (/=$/.test(pair) || /Max-Age=0/i.test(header)) jar.delete(name);
      else jar.set(name, pair);
    }
    this.cookie = jar.size ? [...jar.values()].join('; ') : undefined;
  }

  /** The value of one cookie in the jar (e.g. the session token), if held. */
  cookieValue(name: string): string | undefined {
    const pair = (this.cookie ?? '').split('; ').find((part) => part.startsWith(`${name}=`));
    return pair?.slice(name.length + 1);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  put(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, { json, headers });
  }

  delete(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('DELETE', path, { json, headers });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/signin', { email, password });
  }
}

/**
 * Sends a large body with node:http and returns the first answer. (fetch gives up when the server
 * answers 413 before the upload ends, which is exactly what a server should do.)
 */
export async function postLargeBody(url: string, body: string): Promise<{ status: number; body: unknown }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}
