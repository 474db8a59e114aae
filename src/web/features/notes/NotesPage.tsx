import { Link } from 'react-router';
import type { Note } from '#shared/api/notes.js';
import { ContentState } from '#web/ui/ContentState.js';
import { LinkifiedText } from '#web/ui/LinkifiedText.js';
import { hitHref } from '#web/lib/item-href.js';
import { useNotes } from '#web/lib/api/notes.js';
import { isOnServer } from '#web/lib/offline-changes/waiting-notes.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { usePageTitle } from '#web/lib/page-context.js';
import './notes.css';
import { routeTitle } from '#web/lib/i18n/route-title.js';

/** Notes grouped by the page their item is on, pages in the order of their latest note. */
function byPage(notes: readonly Note[]): Array<{ route: string; pageTitle: string; notes: Note[] }> {
  const pages = new Map<string, { route: string; pageTitle: string; notes: Note[] }>();
  for (const note of notes) {
    if (!isOnServer(note)) continue;
    const page = pages.get(note.route) ?? { route: note.route, pageTitle: note.pageTitle, notes: [] };
    page.notes.push(note);
    pages.set(note.route, page);
  }
  return [...pages.values()];
}

/** /notes: every note this user wrote, by page, each with its item's title linking to it. */
export default function NotesPage() {
  const title = usePageTitle();
  const notes = useNotes();
  const t = usePartT('learning');
  return (
    <main id="main" className="page notes-page">
      <h1 className="page-title">{title}</h1>
      <ContentState query={notes}>
        {({ notes: all }) =>
          byPage(all).length === 0 ? (
            <p className="notes-empty">
              {t('notes.emptyBefore')} <strong>{t('items.addNote')}</strong> {t('notes.emptyAfter')}
            </p>
          ) : (
            byPage(all).map((page, index) => (
              <section key={page.route} className="notes-group" aria-labelledby={`notes-page-${index}`}>
                <h2 id={`notes-page-${index}`}>
                  <Link to={page.route}>{routeTitle(page.route, page.pageTitle, t)}</Link>{' '}
                  <span className="notes-group__count">({page.notes.length})</span>
                </h2>
                <ul>
                  {page.notes.map((note) => (
                    <li key={note.itemId} className="notes-row">
                      <Link to={hitHref(note)} className="notes-row__title">
                        {note.title}
                      </Link>
                      <p className="notes-row__text">
                        <LinkifiedText text={note.text} />
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </ContentState>
    </main>
  );
}
