import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOPICS, notificationTopicsSchema, type NotificationTopic } from '#shared/api/notifications.js';
import { apiRequest } from '#web/lib/api/client.js';
import type { MessageId } from '#web/lib/i18n/i18n.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ContentState } from '#web/ui/ContentState.js';
import { ActionMessage, useAccountAction } from './use-account-action.js';
import { Form } from '#web/ui/Form.js';

const topicsQuery = {
  queryKey: ['notification-topics'],
  queryFn: () => apiRequest('/notifications/topics', (data) => notificationTopicsSchema.parse(data)),
};

/** 'internship:UIUX' -> 'notify.internship.UIUX', 'closing-soon' -> 'notify.closing-soon'. */
const topicId = (topic: NotificationTopic) => `notify.${topic.replace(':', '.')}` as MessageId;

const INTERNSHIP_TOPICS = NOTIFICATION_TOPICS.filter((topic) => topic.startsWith('internship:'));
const OTHER_TOPICS = NOTIFICATION_TOPICS.filter((topic) => !topic.startsWith('internship:'));

/** What the bell's notifications are about: internship categories, hackathons, closing reminders. */
export function NotificationTopicsSection() {
  const topics = useQuery(topicsQuery);
  const t = usePartT('account');
  // The bell's 'Choose what you hear about' opens /account#notifications.
  useHashTarget(topics.isSuccess);
  return (
    <section className="account__section" aria-labelledby="notify-heading" id="notifications">
      <h2 id="notify-heading">{t('notify.heading')}</h2>
      <p>{t('notify.intro')}</p>
      <ContentState query={topics}>{({ topics: chosen }) => <TopicsForm chosen={chosen} />}</ContentState>
    </section>
  );
}

function TopicsForm({ chosen }: { chosen: NotificationTopic[] }) {
  const client = useQueryClient();
  const action = useAccountAction();
  const t = usePartT('account');
  const [topics, setTopics] = useState<NotificationTopic[]>(chosen);

  const checkbox = (topic: NotificationTopic) => (
    <label key={topic}>
      <input
        type="checkbox"
        checked={topics.includes(topic)}
        onChange={(event) =>
          setTopics((before) => (event.target.checked ? [...before, topic] : before.filter((one) => one !== topic)))
        }
      />
      {t(topicId(topic))}
    </label>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    await action.run(async () => {
      const answer = await apiRequest('/notifications/topics', (data) => notificationTopicsSchema.parse(data), {
        method: 'PUT',
        body: { topics },
      });
      client.setQueryData(topicsQuery.queryKey, answer);
      return answer.topics.length === 0 ? t('notify.savedNone') : t('notify.saved');
    });
  }

  return (
    <Form className="account__form" onSubmit={(event) => void save(event)}>
      <fieldset className="account__days">
        <legend>{t('notify.internships')}</legend>
        {INTERNSHIP_TOPICS.map(checkbox)}
      </fieldset>
      <fieldset className="account__days">
        <legend>{t('notify.more')}</legend>
        {OTHER_TOPICS.map(checkbox)}
      </fieldset>
      <div className="account__downloads">
        <button type="submit" className="button button--primary" disabled={action.state.kind === 'busy'}>
          {t('notify.save')}
        </button>
      </div>
      <ActionMessage state={action.state} />
    </Form>
  );
}
