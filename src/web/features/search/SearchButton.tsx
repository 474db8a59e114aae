import { lazy, Suspense, useEffect, useState } from 'react';
import Search from 'lucide-react/icons/search';
import { useT } from '#web/lib/i18n/i18n.js';

/** The palette and its catalogue part come when first opened: the signed-in shell every route loads stays small. */
const CommandPalette = lazy(() => import('./CommandPalette.js'));

/** The navbar's search button; Ctrl+K (Cmd+K on a Mac) opens the same palette from anywhere. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => setOpen(true)}
        aria-label={t('search.everything')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search aria-hidden="true" size={18} />
        <span className="search-button__label">{t('search.button')}</span>
        <kbd className="search-button__kbd" aria-hidden="true">
          {t('search.shortcut')}
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
