import { lazy } from 'react';
import { AfterFirstPage } from './AfterFirstPage.js';

const ItemNote = lazy(() => import('./ItemNote.js').then((module) => ({ default: module.ItemNote })));

/**
 * An item's note (ItemNote) in a chunk of its own, fetched once the first page is on screen and
 * shown when it arrives: the pages that list many items do not carry the note widget in their
 * first download, and nothing else waits for it.
 */
export function LazyItemNote({ itemId, title }: { itemId: string; title: string }) {
  return (
    <AfterFirstPage>
      <ItemNote itemId={itemId} title={title} />
    </AfterFirstPage>
  );
}
