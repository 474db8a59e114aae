import { INTERNSHIP_CATEGORIES } from '#shared/content/opportunities.js';
import { lazySchema, z } from '#shared/zod.js';

/**
 * What a subscriber can ask the bell for: new internships by category, new hackathons, and a
 * reminder 3 days before a saved listing closes. A subscriber who never chose gets every topic
 * (the bell's first promise was 'new internships and hackathons').
 */
export const NOTIFICATION_TOPICS = [
  ...INTERNSHIP_CATEGORIES.map((category) => `internship:${category}` as const),
  'hackathons',
  'closing-soon',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Days before a saved listing's closing date that its reminder is sent. */
export const CLOSING_REMINDER_DAYS = 3;

const TOPIC_MESSAGE = `Topics are ${NOTIFICATION_TOPICS.join(', ')}.`;

/** PUT /api/notifications/topics (and the GET answer): the chosen topics, none for nothing at all. */
export const notificationTopicsSchema = lazySchema(() =>
  z.strictObject({
    topics: z
      .array(z.enum(NOTIFICATION_TOPICS, { error: TOPIC_MESSAGE }), { error: TOPIC_MESSAGE })
      .check(z.maxLength(NOTIFICATION_TOPICS.length, 'Choose each topic at most once.')),
  }),
);
export type NotificationTopics = z.infer<typeof notificationTopicsSchema>;
