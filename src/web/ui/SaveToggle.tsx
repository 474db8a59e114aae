import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import { savedIn, useSavedOf, useSetSaved } from '#web/lib/api/saved.js';
import './save-toggle.css';
import { useT } from '#web/lib/i18n/i18n.js';
import { StudentPart } from '#web/lib/student-part.js';

/** A bookmark toggle; saved items are listed on /saved. */
export function SaveToggle(props: { itemId: string; title: string }) {
  return (
    <StudentPart shows={savedIn(props.itemId)}>
      <Bookmarked {...props} />
    </StudentPart>
  );
}

function Bookmarked({ itemId, title }: { itemId: string; title: string }) {
  const saved = useSavedOf(itemId);
  const t = useT();
  const setSaved = useSetSaved();
  const isSaved = saved ?? false;
  return (
    <button
      type="button"
      className="save-toggle"
      aria-pressed={isSaved}
      disabled={saved === undefined}
      onClick={() => setSaved.mutate({ itemId, saved: !isSaved })}
    >
      {isSaved ? <BookmarkCheck aria-hidden="true" size={16} /> : <Bookmark aria-hidden="true" size={16} />}
      {isSaved ? t('save.saved') : t('save.save')}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
