import { useState } from 'react';
import Search from 'lucide-react/icons/search';
import type { Explore } from '#shared/content/learning.js';
import { Icon } from '#web/ui/Icon.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { filterTopicCards } from './filter-topics.js';
import { Tile } from './Tile.js';
import { useTopicSearch } from './use-topic-search.js';

function TopicTiles({ cards }: { cards: Explore['topicCards'] }) {
  return cards.map((topic) => (
    <li key={topic.route}>
      <Tile to={topic.route} icon={<Icon name={topic.icon} size={36} className="tile__icon" />} title={topic.title}>
        {topic.description}
      </Tile>
    </li>
  ));
}

/**
 * The spec's ten topic cards, then the placement pages as a group of their own; one filter for
 * both, by title and by the site's search (filter-topics.ts). The count is announced, and 'no
 * topics' said, only once the search has answered for the text as typed.
 */
export function TopicGrid({ explore }: { explore: Explore }) {
  const [query, setQuery] = useState('');
  const { pages, waiting } = useTopicSearch(query);
  const topics = filterTopicCards(explore.topicCards, query, pages);
  const placements = filterTopicCards(explore.placementCards, query, pages);
  const shown = topics.length + placements.length;
  const t = usePartT('explore');
  return (
    <>
      <div className="explore-search">
        <Search aria-hidden="true" size={20} className="explore-search__icon" />
        <label htmlFor="topic-search" className="visually-hidden">
          {t('explore.searchLabel')}
        </label>
        <input
          id="topic-search"
          type="search"
          className="explore-search__input"
          placeholder={t('explore.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls="topic-grid"
        />
      </div>
      <p className="visually-hidden" role="status">
        {waiting ? '' : t('explore.count', { count: shown })}
      </p>
      {shown === 0 && !waiting ? <p className="explore-empty">{t('explore.none', { query: query.trim() })}</p> : null}
      <ul id="topic-grid" className="tile-grid" aria-label={t('explore.topics')} aria-busy={waiting}>
        <TopicTiles cards={topics} />
      </ul>
      {placements.length > 0 ? (
        <section aria-labelledby="placements-heading" className="explore-group">
          <h2 id="placements-heading">{t('explore.placements')}</h2>
          <ul className="tile-grid" aria-label={t('explore.placementsLabel')} aria-busy={waiting}>
            <TopicTiles cards={placements} />
          </ul>
        </section>
      ) : null}
    </>
  );
}
