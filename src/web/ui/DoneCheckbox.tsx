import { doneIn, useDoneOf, useSetProgress } from '#web/lib/api/progress.js';
import './progress.css';
import { useT } from '#web/lib/i18n/i18n.js';
import { StudentPart } from '#web/lib/student-part.js';

/**
 * The 'done' tick beside a study link. `readOnly` shows it without letting it change: the copy of a
 * closed section for a reader without JavaScript, whose tick would reach no one.
 */
export function DoneCheckbox(props: { itemId: string; title: string; readOnly?: boolean }) {
  return (
    <StudentPart shows={doneIn(props.itemId)}>
      <Tick {...props} />
    </StudentPart>
  );
}

function Tick({ itemId, title, readOnly = false }: { itemId: string; title: string; readOnly?: boolean }) {
  const done = useDoneOf(itemId);
  const t = useT();
  const setProgress = useSetProgress();
  return (
    <label className="done-check">
      <input
        type="checkbox"
        checked={done ?? false}
        disabled={readOnly || done === undefined}
        onChange={(event) => setProgress.mutate({ itemId, done: event.target.checked })}
      />
      {t('progress.done')}
      <span className="visually-hidden">: {title}</span>
    </label>
  );
}
