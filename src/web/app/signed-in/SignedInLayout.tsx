import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { FloatingMenu } from '#web/app/layout/FloatingMenu.js';
import { Footer } from '#web/app/layout/Footer.js';
import { Navbar } from '#web/app/layout/Navbar.js';
import { ScrollToTop } from '#web/app/layout/ScrollToTop.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { MissedPathSlot } from './missed-path/MissedPathSlot.js';

/**
 * Navbar, the page, the floating menu and the footer; a thin bar shows while the next page loads. On
 * Home after an unknown path, a notice says there was no page there (MissedPathSlot).
 * Two Suspense boundaries let React hydrate a server-rendered page in 5 ms slices (decision 0068):
 * the layout after the skip link, then the page's content.
 */
export function SignedInLayout() {
  const loading = useNavigation().state === 'loading';
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden="true" />
      <Suspense fallback={null}>
        <Navbar />
        <ScrollToTop />
        <MissedPathSlot />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <FloatingMenu />
        <Footer />
      </Suspense>
    </>
  );
}
