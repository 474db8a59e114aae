import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n/i18n.js';
import { usePageTitle } from '#web/lib/page-context.js';
import logoUrl from '#web/ui/logo.svg';
import '#web/ui/text-input.css';
import './auth.css';

/**
 * The centred card of the signed-out screens, with the logo and the page's one heading: its declared
 * title, or `heading` once what the title asks for is done ('Confirm your e-mail address' -> confirmed).
 */
export function AuthCard({ children, heading: done }: { children: ReactNode; heading?: string }) {
  const title = usePageTitle();
  const heading = done ?? title;
  const t = useT();
  return (
    <main className="auth" id="main">
      <section className="auth__card auth__card--wide" aria-labelledby="auth-card-heading">
        <img className="auth__logo" src={logoUrl} alt={t('signin.logoAlt')} width={64} height={64} />
        <h1 id="auth-card-heading" className="auth__heading auth__heading--small">
          {heading}
        </h1>
        {children}
      </section>
    </main>
  );
}
