import { useId } from 'react';
import { Link } from 'react-router';
import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import { useT } from '#web/lib/i18n/i18n.js';
import { PUSH_LABEL } from './push-messages.js';
import { usePushNotifications, type PushStatus } from './use-push-notifications.js';
import './push-bell.css';

const STATE_HINT: Record<PushStatus, string> = {
  checking: 'checking…',
  unsupported: 'not available in this browser',
  denied: 'blocked in the browser',
  off: 'off',
  on: 'on',
};

/**
 * The navbar's notification toggle: a button with aria-pressed. Its note says what happened or
 * why it cannot work (blocked, unsupported); the note is a live region and the button's
 * description, so screen readers hear it, and Escape or leaving the control closes it.
 */
export function PushBell() {
  const { status, busy, note, toggle, dismissNote } = usePushNotifications();
  const noteId = useId();
  const t = useT();
  const Icon = status === 'on' ? BellRing : status === 'denied' || status === 'unsupported' ? BellOff : Bell;

  return (
    <div
      className="push-bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && note) dismissNote();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dismissNote();
      }}
    >
      <button
        type="button"
        className={`push-bell__button push-bell__button--${status}`}
        aria-label={PUSH_LABEL}
        aria-pressed={status === 'on'}
        aria-busy={busy}
        aria-describedby={noteId}
        title={`${PUSH_LABEL} (${STATE_HINT[status]})`}
        disabled={status === 'checking'}
        onClick={() => void toggle()}
      >
        <Icon aria-hidden="true" size={20} />
      </button>
      {/* A polite live region (what role="status" means), always present so a new note is announced;
          empty, it takes no space. Not role="status" itself, so pages keep their one status element. */}
      <p aria-live="polite" aria-atomic="true" className={`push-bell__note${note ? '' : ' push-bell__note--empty'}`}>
        <span id={noteId}>{note}</span>
        {/* Once on, the note points to where the subscriber chooses what to hear about. */}
        {note && status === 'on' ? (
          <Link className="push-bell__topics" to="/account#notifications" onClick={dismissNote}>
            {t('push.chooseTopics')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
