import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import './disclosure-menu.css';

interface DisclosureMenuProps {
  label: string;
  /** Items receive close() so choosing one closes the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A navigation dropdown following the disclosure pattern: a button with aria-expanded that shows
 * a list of links. Escape closes it and returns focus to the button; so does a click outside.
 */
export function DisclosureMenu({ label, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className="disclosure"
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="disclosure__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} className="disclosure__chevron" />
      </button>
      <ul id={id} className="disclosure__list" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}
