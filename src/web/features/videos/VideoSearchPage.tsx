import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useVideoSearch } from './use-video-search.js';
import './video-search.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { NeedsConnection } from '#web/ui/NeedsConnection.js';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = text.trim();
    if (next) onSearch(next); // an empty query does nothing
  }
  return (
    <form className="video-search" role="search" onSubmit={submit}>
      <label htmlFor="video-query" className="visually-hidden">
        Search videos
      </label>
      <input
        id="video-query"
        type="search"
        className="video-search__input"
        placeholder="Search videos, e.g. git basics"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} /> Search
      </button>
    </form>
  );
}

/**
 * /api (spec: video search): a search box, up to ten results with thumbnails, and an embedded
 * player for the chosen video. The query and the choice live in the URL (?q=&v=), so Back,
 * reload and shared links all show the same thing.
 */
export default function VideoSearchPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const selectedId = params.get('v');
  const search = useVideoSearch(query);

  function select(videoId: string) {
    setParams({ q: query, v: videoId });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const items = search.data?.items ?? [];
  const selected = items.find((item) => item.id.videoId === selectedId);

  return (
    <main id="main" className="page video-page">
      <h1 className="page-title">{title}</h1>
      <NeedsConnection what="Video search" />
      {selectedId ? (
        <section className="video-player" aria-label="Player">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(selectedId)}`}
            title={`YouTube video: ${selected?.snippet.title ?? 'selected video'}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
          {selected ? <p className="video-player__title">{selected.snippet.title}</p> : null}
        </section>
      ) : null}

      {/* Keyed by the query: Back and Forward change the URL, and the box shows that query again. */}
      <SearchForm key={query} initial={query} onSearch={(next) => setParams({ q: next })} />

      <div role="status" aria-live="polite" className="video-status">
        {search.isFetching ? 'Searching…' : null}
        {search.isError ? <span className="video-status__error">{search.error.message}</span> : null}
        {search.isSuccess ? (
          <span>
            {items.length === 0
              ? `No videos found for “${query}”.`
              : `${items.length} video${items.length === 1 ? '' : 's'} for “${query}”`}
            {' · '}
            {search.data.source === 'youtube'
              ? `Results from YouTube${search.data.stale ? ' (saved earlier; YouTube is not answering right now)' : ''}`
              : search.data.budgetSpent
                ? "Results from our own catalogue of videos (today's YouTube search allowance is used up; it renews tomorrow)"
                : 'Results from our own catalogue of videos (YouTube search is not configured on this server)'}
          </span>
        ) : null}
      </div>

      {items.length > 0 ? (
        <ul className="video-results" aria-label="Videos">
          {items.map((item) => (
            <li key={item.id.videoId}>
              <button
                type="button"
                className="video-result"
                aria-pressed={item.id.videoId === selectedId}
                onClick={() => select(item.id.videoId)}
              >
                <img src={item.snippet.thumbnails.medium.url} alt="" width={320} height={180} loading="lazy" />
                <span className="video-result__title">{item.snippet.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
