import { useProgress, useSetProgress } from '#web/lib/api/progress.js';
import './progress.css';
import { useT } from '#web/lib/i18n/i18n.js';

/** The 'done' tick beside a study link. */
export function DoneCheckbox({ itemId, title }: { itemId: string; title: string }) {
  const progress = useProgress();
  const t = useT();
  const setProgress = useSetProgress();
  const done = progress.data?.done.includes(itemId) ?? false;
  return (
    <label className="done-check">
      <input
        type="checkbox"
        checked={done}
        disabled={!progress.data}
        onChange={(event) => setProgress.mutate({ itemId, done: event.target.checked })}
      />
      {t('progress.done')}
      <span className="visually-hidden">: {title}</span>
    </label>
  );
}
