import { Link } from 'react-router';
import type { SavedItem } from '#shared/api/user-items.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { ContentState } from '#web/ui/ContentState.js';
import { hitHref } from '#web/lib/item-href.js';
import { useSavedItems, useSetSaved } from '#web/lib/api/saved.js';
import './saved.css';
import { usePageTitle } from '#web/lib/page-context.js';

const GROUPS: Array<{ kind: string; label: string }> = [
  { kind: 'link', label: 'Study links' },
  { kind: 'tool', label: 'AI tools' },
  { kind: 'book', label: 'Books' },
  { kind: 'internship', label: 'Internships' },
  { kind: 'hackathon', label: 'Hackathons' },
  { kind: 'project', label: 'Projects' },
];

function SavedRow({ item }: { item: SavedItem }) {
  const setSaved = useSetSaved();
  return (
    <li className="saved-row">
      <div>
        <Link to={hitHref(item)} className="saved-row__title">
          {item.title}
        </Link>
        <span className="saved-row__where"> · {item.pageTitle}</span>
      </div>
      <div className="saved-row__actions">
        {item.url ? <ExternalLink href={item.url}>Open</ExternalLink> : null}
        <button
          type="button"
          className="button button--secondary saved-row__remove"
          onClick={() => setSaved.mutate({ itemId: item.itemId, saved: false })}
        >
          Remove<span className="visually-hidden"> {item.title}</span>
        </button>
      </div>
    </li>
  );
}

/** /saved: everything this user bookmarked, grouped by kind. */
export default function SavedPage() {
  const title = usePageTitle();
  const saved = useSavedItems();
  return (
    <main id="main" className="page saved-page">
      <h1 className="page-title">{title}</h1>
      <ContentState query={saved}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="saved-empty">
              Nothing saved yet. Use the <strong>Save</strong> button on a link, tool, book, internship, hackathon or
              project to keep it here.
            </p>
          ) : (
            GROUPS.map((group) => {
              const inGroup = items.filter((item) => item.kind === group.kind);
              return inGroup.length ? (
                <section key={group.kind} className="saved-group" aria-labelledby={`saved-${group.kind}`}>
                  <h2 id={`saved-${group.kind}`}>
                    {group.label} <span className="saved-group__count">({inGroup.length})</span>
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
