import { useEffect, useState } from 'react';
import { localMoment } from '#web/lib/dates.js';
import { useLanguage, useT } from '#web/lib/i18n/i18n.js';
import { countWaitingChanges } from '#web/lib/offline-changes/device-changes.js';
import type { SignedOutElsewhere } from './session-store.js';

/**
 * On the sign-in page after another device's sign-in ended this browser's session: when it
 * happened (this device's time zone and locale), and what waits on the device to be sent: the
 * same account signing in here again sends it, another account's sign-in discards it (decision 0046).
 */
export function SignedOutElsewhereNotice({ ending }: { ending: SignedOutElsewhere }) {
  const t = useT();
  const language = useLanguage();
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let active = true;
    void countWaitingChanges().then((count) => active && setWaiting(count));
    return () => {
      active = false;
    };
  }, []);
  const { time, date } = localMoment(ending.endedAt, language);
  return (
    <div className="auth__status auth__status--notice" role="status">
      <p>{date ? t('signin.signedOutElsewhereOn', { date, time }) : t('signin.signedOutElsewhere', { time })}</p>
      {waiting > 0 && <p>{t('signin.changesKept', { count: waiting })}</p>}
    </div>
  );
}
