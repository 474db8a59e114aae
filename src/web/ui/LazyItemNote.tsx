import { lazy, Suspense } from 'react';
import { useAfterFirstPage } from '#web/lib/after-first-page.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import './save-toggle.css';
import './item-note.css';

const ItemNote = lazy(() => import('./ItemNote.js').then((module) => ({ default: module.ItemNote })));

/**
 * An item's note (ItemNote) in a chunk of its own, fetched once the first page is on screen: the
 * pages that list many items do not carry the note widget in their first download, and nothing
 * else waits for it. Until it arrives, its button holds its place (unusable, as ItemNote's is until
 * the notes are read), so the cards do not move when it comes.
 */
export function LazyItemNote({ itemId, title }: { itemId: string; title: string }) {
  const t = usePartT('learning');
  const waiting = (
    <div className="item-note">
      <button type="button" className="note-button" disabled>
        {t('items.addNote')}
        <span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
  if (!useAfterFirstPage()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ItemNote itemId={itemId} title={title} />
    </Suspense>
  );
}
