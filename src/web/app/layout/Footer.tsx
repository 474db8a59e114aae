import { Link } from 'react-router';
import { SITE_NAME } from '#web/lib/document-title.js';
import { navLinks } from '#shared/pages/signed-in-pages.js';
import { SocialLinks } from './SocialLinks.js';
import './footer.css';

const QUICK_LINKS = navLinks('footer');

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{SITE_NAME}</p>
          <p className="footer__tagline">Free, curated learning paths for students and aspiring developers.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="footer__heading">Quick links</h2>
          <ul className="footer__list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
      <p className="footer__copyright">
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
