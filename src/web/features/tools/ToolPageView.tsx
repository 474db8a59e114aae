import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { aiToolPageSchema } from '#shared/content/learning.js';
import { sourceHost } from '#shared/format.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { Icon } from '#web/ui/Icon.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import './tool-page.css';

/** /tool-1 .. /tool-8: five AI tools of one category, each with what it does, how to use it and a Visit link. */
export function ToolPageView({ number }: { number: number }) {
  const query = useContent(`tools/tool-${number}`, aiToolPageSchema);
  const t = usePartT('learning');
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <ContentState query={query}>
        {(page) => (
          <>
            <header className="tool-page__header">
              <Icon name={page.icon} size={48} className="tool-page__icon" />
              <h1 className="page-title">{page.title}</h1>
              <p className="tool-page__intro">{page.intro}</p>
            </header>
            {page.disclaimer ? (
              <p className="tool-page__disclaimer" role="note">
                <TriangleAlert aria-hidden="true" size={20} />
                <span>
                  <strong>{t('tools.disclaimer')}</strong> {page.disclaimer}
                </span>
              </p>
            ) : null}
            <ol className="tool-list">
              {page.tools.map((tool) => (
                <li key={tool.id} id={anchorOf(itemIds.tool(number, tool.id))} className="tool-card">
                  <h2 className="tool-card__name">{tool.name}</h2>
                  <p className="tool-card__host">{sourceHost(tool.url)}</p>
                  {tool.pricing ? <p className="tool-card__pricing">{tool.pricing}</p> : null}
                  <h3>{t('tools.whatItDoes')}</h3>
                  <p>{tool.whatItDoes}</p>
                  <h3>{t('tools.howToUse')}</h3>
                  <ol className="tool-card__steps">
                    {tool.howToUse.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <div className="tool-card__actions">
                    <a className="button button--primary" href={tool.url} target="_blank" rel="noopener noreferrer">
                      {t('tools.visit')}
                      <span className="visually-hidden">
                        {' '}
                        {tool.name} {t('link.newTab')}
                      </span>
                    </a>
                    <SaveToggle itemId={itemIds.tool(number, tool.id)} title={tool.name} />
                    <LazyItemNote itemId={itemIds.tool(number, tool.id)} title={tool.name} />
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </ContentState>
    </main>
  );
}
