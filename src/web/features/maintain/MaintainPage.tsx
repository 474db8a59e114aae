import { Navigate } from 'react-router';
import { ApiRequestError } from '#web/lib/api/client.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { ContentState } from '#web/ui/ContentState.js';
import '#web/ui/text-input.css';
import { useAuditLog, useListingsOverview, useQueue, useReports, useTroubledLinks } from './maintain-api.js';
import { AuditLog } from './AuditLog.js';
import { ListingsPanel } from './ListingsPanel.js';
import { ReportsPanel } from './ReportsPanel.js';
import { PushComposer } from './PushComposer.js';
import { SiteSettingsPanel } from './SiteSettingsPanel.js';
import { SuggestionQueue } from './SuggestionQueue.js';
import './maintain.css';
import { utcTime } from './utc-time.js';

/**
 * /maintain: the maintainers' console, linked from a maintainer's Explore More menu (decision 0053).
 * The server decides who may see it: it sends a learner's request for the page Home before rendering
 * it (entry-server.tsx), and its API answers them 404; the page then goes Home too, as any unknown
 * address does, should a learner's session reach it in the browser.
 */
export default function MaintainPage() {
  const title = usePageTitle();
  const queue = useQueue();
  const listings = useListingsOverview();
  const audit = useAuditLog();
  const links = useTroubledLinks();
  const reports = useReports();
  const t = usePartT('maintain');
  if (queue.error instanceof ApiRequestError && queue.error.status === 404) return <Navigate to="/" replace />;
  return (
    <main id="main" className="page maintain">
      <h1 className="page-title">{title}</h1>
      <section aria-labelledby="queue-heading" className="maintain-section">
        <h2 id="queue-heading">{t('maintain.queue')}</h2>
        <ContentState query={queue}>{({ suggestions }) => <SuggestionQueue items={suggestions} />}</ContentState>
      </section>
      <section aria-labelledby="listings-heading" className="maintain-section">
        <h2 id="listings-heading">{t('maintain.listings')}</h2>
        <ContentState query={listings}>{({ listings: rows }) => <ListingsPanel listings={rows} />}</ContentState>
      </section>
      <section aria-labelledby="reports-heading" className="maintain-section">
        <h2 id="reports-heading">{t('maintain.reports')}</h2>
        <ContentState query={reports}>{({ reports: rows }) => <ReportsPanel reports={rows} />}</ContentState>
      </section>
      <section aria-labelledby="links-heading" className="maintain-section">
        <h2 id="links-heading">{t('maintain.links')}</h2>
        <ContentState query={links}>
          {({ links: troubled }) =>
            troubled.length === 0 ? (
              <p>{t('maintain.noLinks')}</p>
            ) : (
              <ul className="maintain-audit" aria-label={t('maintain.links')}>
                {troubled.map((link) => (
                  <li key={link.url}>
                    {link.url}: {link.status}
                    {link.httpCode ? ` ${t('maintain.httpCode', { code: link.httpCode })}` : ''}
                    {link.finalUrl ? ` ${t('maintain.redirectedTo', { url: link.finalUrl })}` : ''},{' '}
                    {t('maintain.checked', { time: utcTime(link.lastCheckedAt) })}
                  </li>
                ))}
              </ul>
            )
          }
        </ContentState>
      </section>
      <section aria-labelledby="push-heading" className="maintain-section">
        <h2 id="push-heading">{t('maintain.push')}</h2>
        <PushComposer />
      </section>
      <section aria-labelledby="settings-heading" className="maintain-section">
        <h2 id="settings-heading">{t('maintain.settings')}</h2>
        <SiteSettingsPanel />
      </section>
      <section aria-labelledby="audit-heading" className="maintain-section">
        <h2 id="audit-heading">{t('maintain.audit')}</h2>
        <ContentState query={audit}>{({ entries }) => <AuditLog entries={entries} />}</ContentState>
      </section>
    </main>
  );
}
