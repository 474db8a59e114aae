import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useInBrowser } from '#web/lib/use-in-browser.js';
import { REMINDER_DAYS, reminderResponseSchema, type Reminder } from '#shared/api/push.js';
import { ianaZoneName } from '#shared/time-zone-names.js';
import { apiRequest } from '#web/lib/api/client.js';
import { endpointQuery, useEndpoint } from '#web/lib/api/endpoint.js';
import type { MessageId } from '#web/lib/i18n/i18n.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { ContentState } from '#web/ui/ContentState.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import { Form } from '#web/ui/Form.js';

/** Declared as the account page's data (signed-in-pages.ts): its loader fetches it with the page. */
const REMINDERS = '/reminders';
const parseReminder = (data: unknown) => reminderResponseSchema.parse(data);

/**
 * The browser's own zone, by today's IANA name ('Asia/Kolkata', where Chromium says 'Asia/Calcutta'),
 * as the server stores it: reminders come at the chosen time where the user is.
 */
const browserZone = () => ianaZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * 'HH:MM' as the time field shows it: the field follows the browser's locale ('09:30 PM' in en-US,
 * '21:30' in en-GB), so the confirmation uses the browser's locale too, not the page's language.
 */
function shownTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/** A weekday's short name (1 = Monday, as REMINDER_DAYS counts). */
const dayId = (day: number) => `day.${day}` as MessageId;

/** Study reminders: days of the week and a time, in this browser's time zone, sent as a notification. */
export function ReminderSection() {
  const reminder = useEndpoint(REMINDERS, parseReminder);
  const t = usePartT('account');
  // The zone is the browser's: the server's HTML names the one saved with the reminder (else UTC),
  // and the browser's own follows once the page is hydrated.
  const zone = useInBrowser() ? browserZone() : (reminder.data?.reminder?.timeZone ?? 'UTC');
  return (
    <section className="account__section" aria-labelledby="reminder-heading">
      <h2 id="reminder-heading">{t('reminder.heading')}</h2>
      <p>{t('reminder.intro', { zone })}</p>
      <ContentState query={reminder}>{({ reminder: current }) => <ReminderForm current={current} />}</ContentState>
    </section>
  );
}

function ReminderForm({ current }: { current: Reminder | null }) {
  const client = useQueryClient();
  const action = useAccountAction();
  const t = usePartT('account');
  const [days, setDays] = useState<number[]>(current?.days ?? [1, 2, 3, 4, 5]);
  const [time, setTime] = useState(current?.time ?? '19:00');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (days.length === 0) return action.fail(t('reminder.chooseDay'));
    await action.run(async () => {
      const answer = await apiRequest(REMINDERS, parseReminder, {
        method: 'PUT',
        body: { days, time, timeZone: browserZone() },
      });
      client.setQueryData(endpointQuery(REMINDERS).queryKey, answer);
      const saved = t('reminder.saved', { days: days.map((day) => t(dayId(day))).join(', '), time: shownTime(time) });
      // Saved, but said plainly when no browser of the account would show it.
      return answer.browsersWithNotifications === 0 ? `${saved} ${t('reminder.noBrowser')}` : saved;
    });
  }

  async function turnOff() {
    await action.run(async () => {
      const answer = await apiRequest(REMINDERS, parseReminder, { method: 'DELETE' });
      client.setQueryData(endpointQuery(REMINDERS).queryKey, answer);
      return t('reminder.off');
    });
  }

  return (
    <Form className="account__form" onSubmit={(event) => void save(event)}>
      <fieldset className="account__days">
        <legend>{t('reminder.days')}</legend>
        {REMINDER_DAYS.map((label, index) => (
          <label key={label}>
            <input
              type="checkbox"
              checked={days.includes(index + 1)}
              onChange={(event) =>
                setDays((before) =>
                  event.target.checked ? [...before, index + 1].sort() : before.filter((day) => day !== index + 1),
                )
              }
            />
            {t(dayId(index + 1))}
          </label>
        ))}
      </fieldset>
      <label htmlFor="reminder-time">{t('reminder.time')}</label>
      <input
        id="reminder-time"
        className="text-input"
        type="time"
        required
        value={time}
        onChange={(event) => setTime(event.target.value)}
      />
      <div className="account__downloads">
        <button type="submit" className="button button--primary" disabled={action.state.kind === 'busy'}>
          {t('reminder.save')}
        </button>
        {current ? (
          <button type="button" className="button button--secondary" onClick={() => void turnOff()}>
            {t('reminder.turnOff')}
          </button>
        ) : null}
      </div>
      <ActionMessage state={action.state} />
    </Form>
  );
}
