import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useSignOut } from '#web/features/auth/use-sign-out.js';
import { PushBell } from '#web/features/push/PushBell.js';
import { SearchButton } from '#web/features/search/SearchButton.js';
import { ThemeToggle } from '#web/features/theme/ThemeToggle.js';
import { DisclosureMenu } from '#web/ui/DisclosureMenu.js';
import logoUrl from '#web/ui/logo.svg';
import { navLinks } from '#shared/pages/signed-in-pages.js';
import { SITE_NAME } from '#web/lib/document-title.js';

import './navbar.css';

const MAIN_LINKS = navLinks('main');
const EXPLORE_MORE = navLinks('explore-more');
const FEATURES = navLinks('features');

/** A dropdown's links; choosing one closes the dropdown and, on small screens, the menu. */
function MenuLinks({ links, onChoose }: { links: ReadonlyArray<{ to: string; label: string }>; onChoose: () => void }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onChoose}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The signed-in navigation bar; collapses behind a toggle on small screens and closes when a link is chosen. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const signOut = useSignOut(closeMenu);

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand" onClick={closeMenu}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>{SITE_NAME}</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <div id="navbar-menu" className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="navbar__link" onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <DisclosureMenu label="Explore More">
            {(closeDropdown) => (
              <>
                <MenuLinks links={EXPLORE_MORE} onChoose={() => (closeDropdown(), closeMenu())} />
                <li>
                  <button type="button" onClick={() => void signOut.run()} disabled={signOut.pending}>
                    Logout
                  </button>
                </li>
              </>
            )}
          </DisclosureMenu>
          <DisclosureMenu label="Features">
            {(closeDropdown) => <MenuLinks links={FEATURES} onChoose={() => (closeDropdown(), closeMenu())} />}
          </DisclosureMenu>
        </div>
        <SearchButton />
        <PushBell />
        <ThemeToggle />
      </nav>
    </header>
  );
}
