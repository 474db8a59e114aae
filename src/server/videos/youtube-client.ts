import { VIDEO_RESULTS_MAX, type VideoItem } from '#shared/api/videos.js';

/** Raised when YouTube does not give a usable answer (quota, server error, timeout, bad answer). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface YoutubeClientOptions {
  apiKey: string;
  /** https://www.googleapis.com/youtube/v3, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface RawSearchItem {
  id?: { kind?: string; videoId?: string };
  snippet?: { title?: string; thumbnails?: { medium?: { url?: string } } };
}

/**
 * The YouTube Data API v3 search.list call, made only by the server: the key never reaches a
 * browser. Returns the items in the spec's shape (id.videoId, snippet.title, thumbnails.medium.url).
 */
export function createYoutubeClient(options: YoutubeClientOptions) {
  return {
    async search(query: string): Promise<VideoItem[]> {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/search`);
      url.search = new URLSearchParams({
        part: 'snippet',
        q: query,
        type: 'video',
        maxResults: String(VIDEO_RESULTS_MAX),
        key: options.apiKey,
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new UpstreamError(
          timedOut ? 'YouTube did not answer in time' : 'YouTube could not be reached',
          timedOut ? 'timeout' : 'network',
        );
      }
      const body = (await response.json().catch(() => null)) as {
        items?: RawSearchItem[];
        error?: { errors?: Array<{ reason?: string }> };
      } | null;
      if (!response.ok) {
        const reason = body?.error?.errors?.[0]?.reason ?? `http_${response.status}`;
        throw new UpstreamError(`YouTube answered ${response.status} (${reason})`, reason);
      }
      if (!Array.isArray(body?.items)) throw new UpstreamError('YouTube sent an answer without items', 'bad_response');
      return body.items
        .filter((item) => typeof item.id?.videoId === 'string' && typeof item.snippet?.title === 'string')
        .slice(0, VIDEO_RESULTS_MAX)
        .map((item) => ({
          id: { videoId: item.id!.videoId! },
          snippet: {
            title: item.snippet!.title!,
            thumbnails: {
              medium: {
                url:
                  item.snippet!.thumbnails?.medium?.url ?? `https://i.ytimg.com/vi/${item.id!.videoId}/mqdefault.jpg`,
              },
            },
          },
        }));
    },
  };
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;
