import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMany } from '#server/links/check-many.js';
import { checkUrl } from '#server/links/check-url.js';
import { formatLinkReport } from '#server/links/report.js';
import { refuseAllButTestServers } from '#tests/support/outbound.js';

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

  const options = { timeoutMs: 500, refuseAddress: refuseAllButTestServers };

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
    const results = await checkMany(urls, {
      timeoutMs: 1_000,
      concurrency: 4,
      perHostDelayMs: 10,
      refuseAddress: refuseAllButTestServers,
    });
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

describe('link checker redirects into private networks', () => {
  it('follows no redirect to a private address, and refuses private links outright by default', async () => {
    // The "internal service" listens on another loopback address, which the guard treats as private.
    let internalHits = 0;
    const internal = createServer((_req, res) => {
      internalHits += 1;
      res.end('secret');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.2', resolve));
    const internalPort = (internal.address() as AddressInfo).port;
    const targets: Record<string, string> = {
      '/to-internal': `http://127.0.0.2:${internalPort}/secret`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-ipv6-loopback': `http://[::1]:${internalPort}/secret`,
      '/to-nat64-metadata': 'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    };
    const redirecting = createServer((req, res) =>
      res.writeHead(302, { location: targets[req.url ?? ''] ?? '/' }).end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      for (const path of Object.keys(targets)) {
        const result = await checkUrl(base + path, { timeoutMs: 2_000, refuseAddress: refuseAllButTestServers });
        expect(result, path).toMatchObject({
          status: 'dead',
          error: expect.stringMatching(/^refused: .*private address/),
        });
      }
      expect(internalHits).toBe(0);
      // Without an exception every private address is refused, the first URL included.
      expect(await checkUrl(`${base}/to-internal`, { timeoutMs: 2_000 })).toMatchObject({
        status: 'dead',
        error: expect.stringMatching(/^refused: 127\.0\.0\.1 resolves to the private address 127\.0\.0\.1/),
      });
      expect(internalHits).toBe(0);
    } finally {
      await Promise.all([internal, redirecting].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
