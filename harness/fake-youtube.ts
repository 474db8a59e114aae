import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSearch {
  params: URLSearchParams;
}

/**
 * A local stand-in for the YouTube Data API's search.list endpoint. Queries choose the behaviour:
 * 'quota…' answers 403 quotaExceeded, 'boom…' 500, 'slow…' waits 2 s; anything else returns videos.
 */
export async function startFakeYoutube(options: { delayMs?: number } = {}) {
  const calls: RecordedSearch[] = [];
  let failing = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    calls.push({ params });
    const q = params.get('q') ?? '';
    const send = (status: number, body: unknown) => {
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        options.delayMs ?? 0,
      );
    };
    if (url.pathname !== '/youtube/v3/search') return send(404, { error: { code: 404 } });
    if (q.startsWith('quota') || failing.has(q)) {
      return send(403, { error: { code: 403, errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } });
    }
    if (q.startsWith('boom')) return send(500, { error: { code: 500, errors: [{ reason: 'backendError' }] } });
    if (q.startsWith('slow')) return void setTimeout(() => send(200, { items: [] }), 2_000);
    send(200, {
      kind: 'youtube#searchListResponse',
      items: [
        { id: { kind: 'youtube#channel', channelId: 'UC123' }, snippet: { title: 'A channel, not a video' } },
        ...Array.from({ length: 12 }, (_, i) => ({
          id: { kind: 'youtube#video', videoId: `vid${String(i).padStart(8, '0')}` },
          snippet: {
            title: `${q} lesson ${i + 1}`,
            thumbnails: { medium: { url: `https://i.ytimg.com/vi/vid${String(i).padStart(8, '0')}/mqdefault.jpg` } },
          },
        })),
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/youtube/v3`,
    calls,
    callsFor: (q: string) => calls.filter((call) => call.params.get('q') === q).length,
    /** From now on, answers this query with a quota error. */
    failFor(q: string) {
      failing = new Set([...failing, q]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
