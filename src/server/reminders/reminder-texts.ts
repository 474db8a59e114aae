import type { Language } from '#shared/languages.js';

/**
 * What a study reminder says, per language. The English is the spec's and stays exact; the Hindi
 * follows docs/hindi.md. Topic titles stay as the topic page writes them (titles carry no Hindi).
 */
interface ReminderTexts {
  firstTopic: { title: string; body: string };
  continueTopic: (topic: string, done: number, total: number) => { title: string; body: string };
}

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  en: {
    firstTopic: { title: 'Time to study: pick your first topic', body: 'Explore the topics and start one.' },
    continueTopic: (topic, done, total) => ({
      title: `Time to study: continue ${topic} (${done} of ${total})`,
      body: 'Pick up where you left off.',
    }),
  },
  hi: {
    firstTopic: { title: 'पढ़ाई का समय: अपना पहला topic चुनें', body: 'topics एक्सप्लोर करें और कोई एक शुरू करें।' },
    continueTopic: (topic, done, total) => ({
      title: `पढ़ाई का समय: ${topic} जारी रखें (${total} में से ${done})`,
      body: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें।',
    }),
  },
};
