import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { CommandPalette } from './CommandPalette.js';

/** The navbar's search button; Ctrl+K (Cmd+K on a Mac) opens the same palette from anywhere. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
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
        aria-label="Search everything"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search aria-hidden="true" size={18} />
        <span className="search-button__label">Search</span>
        <kbd className="search-button__kbd" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? <CommandPalette open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
