import { useState } from 'react';
import { BookOpen, Bot, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import './floating-menu.css';

const SHORTCUTS = [
  { to: '/community', label: 'Community', Icon: Users },
  { to: '/books', label: 'Top 1% books', Icon: BookOpen },
  { to: '/chatbot', label: 'Talko chatbot', Icon: Bot },
] as const;

/** Spec §2 "Floating menu": a toggle revealing three round shortcuts. */
export function FloatingMenu() {
  const [open, setOpen] = useState(false);
  return (
    <nav className="floating-menu" aria-label="Shortcuts">
      <ul id="floating-menu-items" className="floating-menu__items" hidden={!open}>
        {SHORTCUTS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="floating-menu__shortcut"
              aria-label={label}
              title={label}
              onClick={() => setOpen(false)}
            >
              <Icon aria-hidden="true" size={22} />
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`floating-menu__toggle${open ? ' floating-menu__toggle--open' : ''}`}
        aria-expanded={open}
        aria-controls="floating-menu-items"
        aria-label={open ? 'Hide shortcuts' : 'Show shortcuts'}
        onClick={() => setOpen((value) => !value)}
      >
        <Plus aria-hidden="true" size={26} />
      </button>
    </nav>
  );
}
