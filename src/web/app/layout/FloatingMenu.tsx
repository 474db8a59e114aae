import { useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { navLinks } from '#shared/pages/signed-in-pages.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { navLabel } from '#web/lib/i18n/page-texts.js';
import { Icon } from '#web/ui/Icon.js';
import './floating-menu.css';

const SHORTCUTS = navLinks('floating');

/** The floating menu: a toggle revealing shortcuts, each an icon with its page's name written beside it. */
export function FloatingMenu() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <nav className="floating-menu" aria-label={t('floating.label')}>
      <ul id="floating-menu-items" className="floating-menu__items" hidden={!open}>
        {SHORTCUTS.map(({ to, icon }) => {
          const label = navLabel('floating', to, t);
          return (
            <li key={to}>
              <Link to={to} className="floating-menu__shortcut" onClick={() => setOpen(false)}>
                <span>{label}</span>
                {icon ? <Icon name={icon} size={22} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`floating-menu__toggle${open ? ' floating-menu__toggle--open' : ''}`}
        aria-expanded={open}
        aria-controls="floating-menu-items"
        aria-label={open ? t('floating.hide') : t('floating.show')}
        onClick={() => setOpen((value) => !value)}
      >
        <Plus aria-hidden="true" size={26} />
      </button>
    </nav>
  );
}
