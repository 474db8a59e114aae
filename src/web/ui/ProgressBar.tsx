import { useT } from '#web/lib/i18n/i18n.js';
import './progress.css';

/** done / total as a labelled bar and words. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const t = useT();
  return (
    <div className="progress-bar">
      <progress value={done} max={Math.max(total, 1)} aria-label={label} />
      <span className="progress-bar__text">{t('progress.count', { done, total })}</span>
    </div>
  );
}
