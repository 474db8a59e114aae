import { Link } from 'react-router';
import type { SavedItem } from '#shared/api/user-items.js';
import { usePartT, type MessageId } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { ContentState } from '#web/ui/ContentState.js';
import { hitHref } from '#web/lib/item-href.js';
import { useSavedItems, useSetSaved } from '#web/lib/api/saved.js';
import { routeTitle } from '#web/lib/i18n/route-title.js';
import './saved.css';
import { usePageTitle } from '#web/lib/page-context.js';

const GROUPS: Array<{ kind: string; label: MessageId }> = [
  { kind: 'link', label: 'saved.links' },
  { kind: 'tool', label: 'saved.tools' },
  { kind: 'book', label: 'saved.books' },
  { kind: 'internship', label: 'saved.internships' },
  { kind: 'hackathon', label: 'saved.hackathons' },
  { kind: 'project', label: 'saved.projects' },
];

function SavedRow({ item }: { item: SavedItem }) {
  const setSaved = useSetSaved();
  const t = usePartT('learning');
  return (
    <li className="saved-row">
      <div>
        <Link to={hitHref(item)} className="saved-row__title">
          {item.title}
        </Link>
        <span className="saved-row__where"> · {routeTitle(item.route, item.pageTitle, t)}</span>
      </div>
      <div className="saved-row__actions">
        {item.url ? <ExternalLink href={item.url}>{t('saved.open')}</ExternalLink> : null}
        <button
          type="button"
          className="button button--secondary saved-row__remove"
          onClick={() => setSaved.mutate({ itemId: item.itemId, saved: false })}
        >
          {t('saved.remove')}
          <span className="visually-hidden"> {item.title}</span>
        </button>
      </div>
    </li>
  );
}

/** /saved: everything this user bookmarked, grouped by kind. */
export default function SavedPage() {
  const title = usePageTitle();
  const saved = useSavedItems();
  const t = usePartT('learning');
  return (
    <main id="main" className="page saved-page">
      <h1 className="page-title">{title}</h1>
      <ContentState query={saved}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="saved-empty">
              {t('saved.emptyBefore')} <strong>{t('save.save')}</strong> {t('saved.emptyAfter')}
            </p>
          ) : (
            GROUPS.map((group) => {
              const inGroup = items.filter((item) => item.kind === group.kind);
              return inGroup.length ? (
                <section key={group.kind} className="saved-group" aria-labelledby={`saved-${group.kind}`}>
                  <h2 id={`saved-${group.kind}`}>
                    {t(group.label)} <span className="saved-group__count">({inGroup.length})</span>
                  </h2>
                  <ul>
                    {inGroup.map((item) => (
                      <SavedRow key={item.itemId} item={item} />
                    ))}
                  </ul>
                </section>
              ) : null;
            })
          )
        }
      </ContentState>
    </main>
  );
}
