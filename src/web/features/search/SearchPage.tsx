import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { hitHref } from '#web/lib/item-href.js';
import { useSearchGroupLabel } from './search-labels.js';
import { useCatalogueSearch } from '#web/lib/api/search.js';
import './search.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { routeTitle } from '#web/lib/i18n/route-title.js';
import { Form } from '#web/ui/Form.js';

/** /search?q= : the palette's results as a page, so a search can be shared or bookmarked. */
export default function SearchPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const search = useCatalogueSearch(query);
  const t = usePartT('search');
  const groupLabel = useSearchGroupLabel();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  }

  return (
    <main id="main" className="page search-page">
      <h1 className="page-title">{title}</h1>
      <Form role="search" className="video-search" onSubmit={submit}>
        <label htmlFor="search-page-query" className="visually-hidden">
          {t('palette.field')}
        </label>
        <input
          id="search-page-query"
          type="search"
          className="video-search__input"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('search.button')}
        </button>
      </Form>
      <p role="status" className="video-status">
        {search.isFetching
          ? t('searchPage.searching')
          : search.data
            ? t('searchPage.results', { count: search.data.total, query: search.data.query })
            : ''}
        {search.isError ? search.error.message : null}
      </p>
      {search.data?.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`}>{groupLabel(group)}</h2>
          <ul>
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hitHref(hit)} className="search-group__title">
                  {hit.title}
                </Link>
                <span className="search-group__where"> · {routeTitle(hit.route, hit.pageTitle, t)}</span>
                {hit.snippet ? <p className="search-group__snippet">{hit.snippet}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
