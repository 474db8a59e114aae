import type { MaintainReport } from '#shared/api/maintain.js';
import { useReportStatus } from './maintain-api.js';

/** Reports from /issue, open ones first, each with the button that changes its status. */
export function ReportsPanel({ reports }: { reports: MaintainReport[] }) {
  const change = useReportStatus();
  if (reports.length === 0) return <p>No issue has been reported.</p>;
  const ordered = [...reports].sort((a, b) => Number(a.status === 'resolved') - Number(b.status === 'resolved'));
  return (
    <ul className="maintain-list" aria-label="Reported issues">
      {ordered.map((report) => (
        <li key={report.id} className="maintain-card">
          <p>
            <strong>{report.pageOrLink}</strong>: {report.description}
          </p>
          <p>
            {report.status === 'open' ? 'Open' : `Resolved by ${report.resolvedBy ?? 'a maintainer'}`}
            {report.email ? `; the reporter asked for an answer at ${report.email}` : ''}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: report.id, action: report.status === 'open' ? 'resolve' : 'reopen' })}
          >
            {report.status === 'open' ? 'Mark resolved' : 'Reopen'}
            <span className="visually-hidden">: {report.pageOrLink}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
