import { exploreSchema, type Explore } from '#shared/content/learning.js';
import { Icon } from '#web/ui/Icon.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { Tile } from './Tile.js';
import { TopicGrid } from './TopicGrid.js';
import './explore.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

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
