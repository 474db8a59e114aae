import type { MaintainReport } from '#shared/api/maintain.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useReportStatus } from './maintain-api.js';

/** Reports from /issue, open ones first, each with the button that changes its status. */
export function ReportsPanel({ reports }: { reports: MaintainReport[] }) {
  const change = useReportStatus();
  const t = usePartT('maintain');
  if (reports.length === 0) return <p>{t('maintain.noReports')}</p>;
  const ordered = [...reports].sort((a, b) => Number(a.status === 'resolved') - Number(b.status === 'resolved'));
  return (
    <ul className="maintain-list" aria-label={t('maintain.reports')}>
      {ordered.map((report) => (
        <li key={report.id} className="maintain-card">
          <p>
            <strong>{report.pageOrLink}</strong>: {report.description}
          </p>
          <p>
            {report.status === 'open'
              ? t('maintain.open')
              : t('maintain.resolvedBy', { who: report.resolvedBy ?? t('maintain.aMaintainer') })}
            {report.email ? t('maintain.answerAt', { email: report.email }) : ''}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: report.id, action: report.status === 'open' ? 'resolve' : 'reopen' })}
          >
            {t(report.status === 'open' ? 'maintain.resolve' : 'maintain.reopen')}
            <span className="visually-hidden">: {report.pageOrLink}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
