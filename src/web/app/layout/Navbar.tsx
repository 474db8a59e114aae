import { lazy, Suspense, useState } from 'react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Link, NavLink } from 'react-router';
import { useSession } from '#web/features/auth/session-store.js';
import { useSignOut } from '#web/features/auth/use-sign-out.js';
import { SearchButton } from '#web/features/search/SearchButton.js';
import { ThemeToggle } from '#web/features/theme/ThemeToggle.js';
import { DisclosureMenu } from '#web/ui/DisclosureMenu.js';
import { LanguageSwitch } from '#web/ui/LanguageSwitch.js';
import logoUrl from '#web/ui/logo.svg';
import { navLinks } from '#shared/pages/signed-in-pages.js';
import type { NavPlacement } from '#shared/pages/page-types.js';
import { SITE_NAME } from '#web/lib/document-title.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { useAfterFirstPage } from '#web/lib/after-first-page.js';
import { navLabel } from '#web/lib/i18n/page-texts.js';

import './navbar.css';

// The bell (and the push code behind it) is no page's first download: fetched once a page is on screen.
const PushBell = lazy(() => import('#web/features/push/PushBell.js').then((module) => ({ default: module.PushBell })));

const MAIN_LINKS = navLinks('main');
const EXPLORE_MORE = navLinks('explore-more');
const FEATURES = navLinks('features');

/** A dropdown's links; choosing one closes the dropdown and, on small screens, the menu. */
function MenuLinks(props: { placement: NavPlacement; links: ReadonlyArray<{ to: string }>; onChoose: () => void }) {
  const t = useT();
  return props.links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={props.onChoose}>
        {navLabel(props.placement, link.to, t)}
      </Link>
    </li>
  ));
}

/** The signed-in navigation bar; collapses behind a toggle on small screens and closes when a link is chosen. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const signOut = useSignOut(closeMenu);
  const t = useT();
  const pageShown = useAfterFirstPage();
  const session = useSession();
  // The console's link is for maintainers only; the server still answers 404 to anyone else.
  const maintainer = session.status === 'signed-in' && session.user.maintainer === true;
  const exploreMore = maintainer ? EXPLORE_MORE : EXPLORE_MORE.filter((link) => !link.maintainersOnly);

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('navbar.label')}>
        <Link to="/" className="navbar__brand" onClick={closeMenu}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>{SITE_NAME}</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          aria-label={menuOpen ? t('navbar.closeMenu') : t('navbar.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <div id="navbar-menu" className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="navbar__link" onClick={closeMenu}>
                  {navLabel('main', link.to, t)}
                </NavLink>
              </li>
            ))}
          </ul>
          <DisclosureMenu label={t('navbar.exploreMore')}>
            {(closeDropdown) => (
              <>
                <MenuLinks
                  placement="explore-more"
                  links={exploreMore}
                  onChoose={() => (closeDropdown(), closeMenu())}
                />
                <li>
                  <button type="button" onClick={() => void signOut.run()} disabled={signOut.pending}>
                    {t('navbar.logout')}
                  </button>
                </li>
              </>
            )}
          </DisclosureMenu>
          <DisclosureMenu label={t('navbar.features')}>
            {(closeDropdown) => (
              <MenuLinks placement="features" links={FEATURES} onChoose={() => (closeDropdown(), closeMenu())} />
            )}
          </DisclosureMenu>
          {/* Inside the menu, so a phone's bar keeps its room for search, the bell and the theme. */}
          <LanguageSwitch signedIn />
        </div>
        <SearchButton />
        {pageShown ? (
          <Suspense fallback={<span className="navbar__bell-space" />}>
            <PushBell />
          </Suspense>
        ) : (
          <span className="navbar__bell-space" />
        )}
        <ThemeToggle />
      </nav>
    </header>
  );
}
