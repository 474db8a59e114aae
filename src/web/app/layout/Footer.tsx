import { Link } from 'react-router';
import { SITE_NAME } from '#web/lib/document-title.js';
import { navLinks } from '#shared/pages/signed-in-pages.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { navLabel } from '#web/lib/i18n/page-texts.js';
import { SocialLinks } from './SocialLinks.js';
import './footer.css';

const QUICK_LINKS = navLinks('footer');

export function Footer() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{SITE_NAME}</p>
          <p className="footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="footer__heading">{t('footer.quickLinks')}</h2>
          <ul className="footer__list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{navLabel('footer', link.to, t)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
      <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
