import { useId, useState, type ReactNode } from 'react';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { exploreSchema, type Explore } from '#shared/content/learning.js';
import { Icon } from '#web/ui/Icon.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { filterByTitle } from './filter-topics.js';
import './explore.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

/**
 * A card that links to a page. The link holds the title alone (its name is the text it shows, so a
 * screen reader's list of links reads "Front-End Development", not the whole card) and is described
 * by the text; the whole card still takes the click (global.css: the link's ::after covers it).
 */
function Tile({
  to,
  icon,
  title,
  className = '',
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`tile ${className}`.trim()}>
      {icon}
      <Link to={to} className="tile__title tile__link" aria-describedby={`${id}-text`}>
        {title}
      </Link>
      <span id={`${id}-text`} className="tile__text">
        {children}
      </span>
    </div>
  );
}

function TopicTiles({ cards }: { cards: Explore['topicCards'] }) {
  return cards.map((topic) => (
    <li key={topic.route}>
      <Tile to={topic.route} icon={<Icon name={topic.icon} size={36} className="tile__icon" />} title={topic.title}>
        {topic.description}
      </Tile>
    </li>
  ));
}

/** The spec's ten topic cards, then the placement pages as a group of their own; one filter for both. */
function TopicGrid({ explore }: { explore: Explore }) {
  const [query, setQuery] = useState('');
  const topics = filterByTitle(explore.topicCards, query);
  const placements = filterByTitle(explore.placementCards, query);
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
        {t('explore.count', { count: shown })}
      </p>
      {shown === 0 ? <p className="explore-empty">{t('explore.none', { query: query.trim() })}</p> : null}
      <ul id="topic-grid" className="tile-grid" aria-label={t('explore.topics')}>
        <TopicTiles cards={topics} />
      </ul>
      {placements.length > 0 ? (
        <section aria-labelledby="placements-heading" className="explore-group">
          <h2 id="placements-heading">{t('explore.placements')}</h2>
          <ul className="tile-grid" aria-label={t('explore.placementsLabel')}>
            <TopicTiles cards={placements} />
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ToolCategories({ categories }: { categories: Explore['aiToolCategories'] }) {
  const t = usePartT('explore');
  return (
    <section aria-labelledby="tools-heading" className="explore-tools">
      <h2 id="tools-heading">{t('explore.tools')}</h2>
      <ul className="tile-grid" aria-label={t('explore.toolsLabel')}>
        {categories.map((category) => (
          <li key={category.route}>
            <Tile
              to={category.route}
              className="tile--tool"
              icon={<Icon name={category.icon} size={32} className="tile__icon" />}
              title={category.name}
            >
              {category.description}
            </Tile>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ExplorePage() {
  const title = usePageTitle();
  const query = useContent('explore', exploreSchema);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <ContentState query={query}>
        {(explore) => (
          <>
            <TopicGrid explore={explore} />
            <ToolCategories categories={explore.aiToolCategories} />
          </>
        )}
      </ContentState>
    </main>
  );
}
