import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMany } from '#server/links/check-many.js';
import { checkUrl } from '#server/links/check-url.js';
import { formatLinkReport } from '#server/links/report.js';

/** A local web server playing every kind of link the internet has. */
function startFakeWeb() {
  let active = 0;
  let maxActive = 0;
  const server: Server = createServer((req, res) => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    const done = (status: number, headers: Record<string, string> = {}) => {
      setTimeout(() => {
        active -= 1;
        res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : 'body');
      }, 20);
    };
    switch (req.url) {
      case '/ok':
        return done(200);
      case '/gone':
        return done(410);
      case '/missing':
        return done(404);
      case '/moved':
        return done(301, { location: '/moved-again' });
      case '/moved-again':
        return done(302, { location: '/ok' });
      case '/no-head':
        return done(req.method === 'HEAD' ? 405 : 200);
      case '/robots-only':
        return done(403);
      case '/loop':
        return done(302, { location: '/loop' });
      case '/slow':
        return void setTimeout(() => done(200), 2_000);
      default:
        return done(200);
    }
  });
  return {
    server,
    maxActive: () => maxActive,
  };
}

describe('link checker against a local web server', () => {
  let web = startFakeWeb();
  let base = '';
  async function listen() {
    web = startFakeWeb();
    await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  }
  beforeAll(listen);
  afterAll(() => {
    web.server.closeAllConnections();
    return new Promise<void>((resolve) => web.server.close(() => resolve()));
  });

  const options = { timeoutMs: 500 };

  it('classifies live, dead, redirected, refused and timed-out links', async () => {
    expect(await checkUrl(`${base}/ok`, options)).toEqual({ url: `${base}/ok`, status: 'ok', httpCode: 200 });
    expect(await checkUrl(`${base}/missing`, options)).toMatchObject({ status: 'dead', httpCode: 404 });
    expect(await checkUrl(`${base}/gone`, options)).toMatchObject({ status: 'dead', httpCode: 410 });
    expect(await checkUrl(`${base}/moved`, options)).toEqual({
      url: `${base}/moved`,
      status: 'redirected',
      httpCode: 200,
      finalUrl: `${base}/ok`,
    });
    expect(await checkUrl(`${base}/no-head`, options)).toMatchObject({ status: 'ok', httpCode: 200 });
    expect(await checkUrl(`${base}/robots-only`, options)).toMatchObject({ status: 'unknown', httpCode: 403 });
    expect(await checkUrl(`${base}/loop`, options)).toMatchObject({
      status: 'dead',
      error: expect.stringMatching(/redirects/),
    });
    expect(await checkUrl(`${base}/slow`, options)).toMatchObject({ status: 'dead', error: 'timeout' });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect(await checkUrl(`http://127.0.0.1:${closedPort}/refused`, options)).toMatchObject({
      status: 'dead',
      error: 'ECONNREFUSED',
    });
  });

  it('never sends two requests to one host at the same time, and reports dead links with file and entry', async () => {
    // A fresh server, so nothing from the previous test (the slow answer) is still in flight.
    web.server.closeAllConnections();
    web.server.close();
    await listen();
    const urls = ['/ok', '/a', '/b', '/c', '/missing', '/d'].map((path) => base + path);
    const results = await checkMany(urls, { timeoutMs: 1_000, concurrency: 4, perHostDelayMs: 10 });
    expect(results).toHaveLength(6);
    expect(web.maxActive()).toBe(1);
    const report = formatLinkReport(
      results,
      [{ file: 'topics/backend', entry: 'sections[0].links[2].url ("x")', url: `${base}/missing` }],
      ['dead'],
    );
    expect(report).toEqual([
      `DEAD ${base}/missing (HTTP 404)`,
      '    in topics/backend: sections[0].links[2].url ("x")',
    ]);
  });
});
