import type { AuditEntry } from '#shared/api/maintain.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { utcTime } from './utc-time.js';

/**
 * The audit log as people read it: who (the maintainer's name, else the e-mail kept at the time) did
 * what to which listing, suggestion or report (its title); the e-mail and the target's ids stay in
 * smaller text beside them, for looking a row up.
 */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const t = usePartT('maintain');
  if (entries.length === 0) return <p>{t('maintain.noAudit')}</p>;
  return (
    <ul className="maintain-audit" aria-label={t('maintain.audit')}>
      {entries.map((entry, index) => (
        <li key={`${entry.createdAt}-${index}`}>
          {utcTime(entry.createdAt)}: <strong>{entry.actorName ?? entry.actor}</strong>{' '}
          {entry.actorName ? <span className="maintain-id">({entry.actor})</span> : null} {entry.action}{' '}
          {entry.targetTitle ? (
            <>
              <q>{entry.targetTitle}</q> <span className="maintain-id">({entry.target})</span>
            </>
          ) : (
            entry.target
          )}
        </li>
      ))}
    </ul>
  );
}
