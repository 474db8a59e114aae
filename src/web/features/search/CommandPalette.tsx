import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useNavigate } from 'react-router';
import type { SearchHit } from '#shared/api/search.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { hitHref } from '#web/lib/item-href.js';
import { useSearchGroupLabel } from './search-labels.js';
import { useCatalogueSearch } from '#web/lib/api/search.js';
import { useDebounced } from '#web/lib/use-debounced.js';
import './search.css';
import { routeTitle } from '#web/lib/i18n/route-title.js';

/** The keys' names as printed on keyboards, in every language. */
const KEYS = { enter: 'Enter', escape: 'Esc' };

/**
 * Search everything (Ctrl/Cmd+K): a modal combobox. Typing searches (debounced), arrows move
 * through the grouped results, Enter opens the page scrolled to the item, Escape closes.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebounced(text, 150);
  const search = useCatalogueSearch(query);
  const navigate = useNavigate();
  const t = usePartT('search');
  const groupLabel = useSearchGroupLabel();
  const baseId = useId();
  const hits: SearchHit[] = text.trim() ? (search.data?.groups.flatMap((group) => group.hits) ?? []) : [];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  function go(hit: SearchHit | undefined) {
    if (!hit) return;
    onClose();
    setText('');
    navigate(hitHref(hit));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (hits.length) go(hits[Math.min(active, hits.length - 1)]);
      else if (text.trim()) {
        onClose();
        navigate(`/search?q=${encodeURIComponent(text.trim())}`);
      }
    }
  }

  const optionId = (index: number) => `${baseId}-option-${index}`;
  let index = -1;

  return (
    <dialog
      ref={dialogRef}
      className="palette"
      aria-label={t('search.everything')}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose(); // a click on the backdrop
      }}
    >
      <div className="palette__field">
        <Search aria-hidden="true" size={20} />
        <input
          className="palette__input"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={`${baseId}-list`}
          aria-activedescendant={hits.length ? optionId(Math.min(active, hits.length - 1)) : undefined}
          aria-autocomplete="list"
          aria-label={t('palette.field')}
          placeholder={t('palette.placeholder')}
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className="palette__kbd">{KEYS.escape}</kbd>
        {/* A phone has no Esc key: this button is how a touch screen leaves the panel. */}
        <button type="button" className="palette__close" aria-label={t('palette.closeButton')} onClick={onClose}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <div id={`${baseId}-list`} role="listbox" aria-label={t('palette.results')} className="palette__results">
        {text.trim() && search.data && hits.length === 0 && !search.isFetching ? (
          <p className="palette__empty">{t('palette.none', { query: text.trim() })}</p>
        ) : null}
        {text.trim()
          ? search.data?.groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${baseId}-${group.kind}`}>
                <p id={`${baseId}-${group.kind}`} className="palette__group">
                  {groupLabel(group)}
                </p>
                {group.hits.map((hit) => {
                  index += 1;
                  const position = index;
                  return (
                    <div
                      key={hit.id}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === active}
                      className="palette__option"
                      onMouseMove={() => setActive(position)}
                      onClick={() => go(hit)}
                    >
                      <span className="palette__title">{hit.title}</span>
                      <span className="palette__where">
                        {hit.kind === 'note'
                          ? `${routeTitle(hit.route, hit.pageTitle, t)}: ${hit.snippet}`
                          : routeTitle(hit.route, hit.pageTitle, t)}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
      <p className="palette__hint">
        <kbd>↑</kbd> <kbd>↓</kbd> {t('palette.move')} <kbd>{KEYS.enter}</kbd> {t('palette.open')}{' '}
        <kbd>{KEYS.escape}</kbd> {t('palette.close')}
      </p>
    </dialog>
  );
}
