import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REMINDER_DAYS, reminderResponseSchema, type Reminder } from '#shared/api/push.js';
import { apiRequest } from '#web/lib/api/client.js';
import { ContentState } from '#web/ui/ContentState.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';

const reminderQuery = {
  queryKey: ['reminder'],
  queryFn: () => apiRequest('/reminders', (data) => reminderResponseSchema.parse(data)),
};

/** The browser's own IANA zone: reminders come at the chosen time where the user is. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Study reminders: days of the week and a time, in this browser's time zone, sent as a notification. */
export function ReminderSection() {
  const reminder = useQuery(reminderQuery);
  return (
    <section className="account__section" aria-labelledby="reminder-heading">
      <h2 id="reminder-heading">Study reminders</h2>
      <p>
        A notification at the time you choose, in your time zone ({browserZone()}), that opens the topic you studied
        last. Turn on notifications with the bell in the navbar to receive it.
      </p>
      <ContentState query={reminder}>{({ reminder: current }) => <ReminderForm current={current} />}</ContentState>
    </section>
  );
}

function ReminderForm({ current }: { current: Reminder | null }) {
  const client = useQueryClient();
  const action = useAccountAction();
  const [days, setDays] = useState<number[]>(current?.days ?? [1, 2, 3, 4, 5]);
  const [time, setTime] = useState(current?.time ?? '19:00');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (days.length === 0) return action.fail('Choose at least one day.');
    await action.run(async () => {
      const answer = await apiRequest('/reminders', (data) => reminderResponseSchema.parse(data), {
        method: 'PUT',
        body: { days, time, timeZone: browserZone() },
      });
      client.setQueryData(reminderQuery.queryKey, answer);
      return `Reminder saved: ${days.map((day) => REMINDER_DAYS[day - 1]).join(', ')} at ${time}.`;
    });
  }

  async function turnOff() {
    await action.run(async () => {
      const answer = await apiRequest('/reminders', (data) => reminderResponseSchema.parse(data), { method: 'DELETE' });
      client.setQueryData(reminderQuery.queryKey, answer);
      return 'Reminders turned off.';
    });
  }

  return (
    <form className="account__form" onSubmit={(event) => void save(event)}>
      <fieldset className="account__days">
        <legend>Days</legend>
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
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor="reminder-time">Time</label>
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
          Save reminder
        </button>
        {current ? (
          <button type="button" className="button button--secondary" onClick={() => void turnOff()}>
            Turn off reminders
          </button>
        ) : null}
      </div>
      <ActionMessage state={action.state} />
    </form>
  );
}
