import './skeleton.css';
import { useT } from '#web/lib/i18n/i18n.js';

/** Grey placeholder blocks shown while a page's content loads. */
export function Skeleton({ lines = 6, label }: { lines?: number; label?: string }) {
  const t = useT();
  return (
    <div className="skeleton" role="status" aria-label={label ?? t('content.loading')}>
      <div className="skeleton__block skeleton__block--title" />
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton__block" />
      ))}
    </div>
  );
}
