import { useState, type FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import { useSearchParams } from 'react-router';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useVideoSearch } from './use-video-search.js';
import './video-search.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { NeedsConnection } from '#web/ui/NeedsConnection.js';
import { Form } from '#web/ui/Form.js';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(initial);
  const t = usePartT('learning');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = text.trim();
    if (next) onSearch(next); // an empty query does nothing
  }
  return (
    <Form className="video-search" role="search" onSubmit={submit}>
      <label htmlFor="video-query" className="visually-hidden">
        {t('videos.label')}
      </label>
      <input
        id="video-query"
        type="search"
        className="video-search__input"
        placeholder={t('videos.placeholder')}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} /> {t('search.button')}
      </button>
    </Form>
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
  const t = usePartT('learning');

  function select(videoId: string) {
    setParams({ q: query, v: videoId });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const items = search.data?.items ?? [];
  const selected = items.find((item) => item.id.videoId === selectedId);

  return (
    <main id="main" className="page video-page">
      <h1 className="page-title">{title}</h1>
      <NeedsConnection what={t('videos.what')} />
      {selectedId ? (
        <section className="video-player" aria-label={t('videos.player')}>
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(selectedId)}`}
            title={t('videos.frame', { title: selected?.snippet.title ?? t('videos.selected') })}
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
        {search.isFetching ? t('videos.searching') : null}
        {search.isError ? <span className="video-status__error">{search.error.message}</span> : null}
        {search.isSuccess ? (
          <span>
            {items.length === 0 ? t('videos.none', { query }) : t('videos.count', { count: items.length, query })}
            {' · '}
            {t(
              search.data.source === 'youtube'
                ? search.data.stale
                  ? 'videos.fromYouTubeStale'
                  : 'videos.fromYouTube'
                : search.data.unverified
                  ? 'videos.fromCatalogueUnverified'
                  : search.data.budgetSpent
                    ? 'videos.fromCatalogueSpent'
                    : 'videos.fromCatalogueOff',
            )}
          </span>
        ) : null}
      </div>

      {items.length > 0 ? (
        <ul className="video-results" aria-label={t('videos.list')}>
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
