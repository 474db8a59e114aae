import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/app-env.js';
import { createLogger } from '#server/ops/logger.js';
import { requestLog } from '#server/ops/request-log.js';

/** An app whose only route answers what `answer` makes, behind the request log; `made` is that answer. */
function appAnswering(answer: (c: { body(data: Uint8Array): Response }) => Response) {
  const lines: string[] = [];
  const logger = createLogger(
    { level: 'info', format: 'json' },
    new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }),
  );
  const app = new Hono<AppEnv>();
  const made: Response[] = [];
  app.use('*', requestLog({ logger, trustProxy: { kind: 'none' } }));
  app.get('/x', (c) => {
    const response = answer(c);
    made.push(response);
    return response;
  });
  return { app, made, lines };
}

describe('the request log (request id)', () => {
  it("puts the id on the handler's own answer, not a copy of it around a stream of its body", async () => {
    const { app, made } = appAnswering((c) => c.body(new TextEncoder().encode('{"a":1}')));
    const response = await app.request('/x');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response).toBe(made[0]);
    expect(await response.text()).toBe('{"a":1}');
  });

  it('puts the id on an answer whose headers cannot change, through a copy', async () => {
    const { app, lines } = appAnswering(() => Response.redirect('https://example.com/', 302));
    const response = await app.request('/x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('')).toContain('"status":302');
  });
});
