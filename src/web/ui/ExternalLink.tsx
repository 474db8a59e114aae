import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n/i18n.js';

/** An outbound link: new tab, no opener, no referrer, and it says so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('link.newTab')}</span>
    </a>
  );
}
