import type { PushMessage, Reminder } from '#shared/api/push.js';
import { DEFAULT_LANGUAGE, storedLanguage, type Language } from '#shared/languages.js';
import type { ItemStateService } from '#server/item-state/item-state-service.js';
import type { Limited, RequestLimiter } from '#server/throttle/request-limiter.js';
import { dueSlot } from './reminder-schedule.js';
import type { ReminderRepository, ReminderRow } from './reminder-repository.js';
import { REMINDER_TEXTS } from './reminder-texts.js';
import { canonicalTimeZone } from './time-zones.js';

/** Reminder changes per account a minute by default (REMINDER_LIMIT): a settings form needs a few. */
export const REMINDER_CHANGES_PER_MINUTE = 10;

/** A round that runs late still sends a slot up to this long after its time; later it is skipped. */
export const REMINDER_WINDOW_MS = 60 * 60_000;

// Rows stored before zones were canonicalised may hold any spelling: read as the canonical name.
const toReminder = (row: ReminderRow): Reminder => ({
  days: row.days.split(',').map(Number),
  time: row.time,
  timeZone: canonicalTimeZone(row.time_zone) ?? row.time_zone,
});

/**
 * Study reminders: the user's days, time and zone, and the round that sends what is due. Each due
 * slot is claimed in the database before its push is sent, so it goes out at most once, whichever
 * instance runs the round and however often rounds repeat.
 */
export function createReminderService(deps: {
  repository: ReminderRepository;
  itemState: Pick<ItemStateService, 'read'>;
  limiter: RequestLimiter;
  changesPerMinute?: number;
  send: (userId: string, message: PushMessage) => Promise<unknown>;
  /** How many of the account's browsers have notifications on: a reminder reaches only those. */
  notifiedBrowsers: (userId: string) => Promise<number>;
  clock?: () => number;
}) {
  const { repository, itemState, limiter, send, notifiedBrowsers, clock = Date.now } = deps;
  const rate = { limit: deps.changesPerMinute ?? REMINDER_CHANGES_PER_MINUTE, windowMs: 60_000 };

  /**
   * 'Time to study: continue Front-End Development (12 of 81)', opening that page, in the language
   * the account chose (English when it never chose: the server cannot see the device's choice).
   */
  async function messageFor(userId: string, language: Language): Promise<PushMessage> {
    const texts = REMINDER_TEXTS[language];
    const last = (await itemState.read('progress', userId)).pages[0];
    if (!last) return { ...texts.firstTopic, url: '/explore' };
    return { ...texts.continueTopic(last.title, last.done, last.total), url: last.route };
  }

  async function get(userId: string): Promise<Reminder | null> {
    const row = await repository.get(userId);
    return row ? toReminder(row) : null;
  }

  return {
    /**
     * The reminder and how many of the account's browsers would show it: with none, the page says
     * the reminder cannot reach the student yet (saving it still works).
     */
    async answer(userId: string): Promise<{ reminder: Reminder | null; browsersWithNotifications: number }> {
      const [reminder, browsersWithNotifications] = await Promise.all([get(userId), notifiedBrowsers(userId)]);
      return { reminder, browsersWithNotifications };
    },
    get,

    /**
     * Stores the rule with its zone's canonical IANA name, counted against the account's limit
     * before anything else; `known: false` when the zone is on no IANA list.
     */
    async set(userId: string, reminder: Reminder): Promise<Limited<{ known: boolean }>> {
      const verdict = await limiter.take(`reminders:${userId}`, rate);
      if (!verdict.allowed) return verdict;
      const timeZone = canonicalTimeZone(reminder.timeZone);
      if (!timeZone) return { allowed: true, known: false };
      const days = [...new Set(reminder.days)].sort();
      await repository.put({
        user_id: userId,
        days: days.join(','),
        time: reminder.time,
        time_zone: timeZone,
        updated_at: clock(),
      });
      return { allowed: true, known: true };
    },

    clear: (userId: string) => repository.remove(userId),

    /** One round: every reachable user whose slot is due gets one push; the number sent. */
    async sendDue(now = clock()): Promise<number> {
      let sent = 0;
      for (const row of await repository.reachable()) {
        const slot = dueSlot(toReminder(row), now, REMINDER_WINDOW_MS);
        if (!slot || !(await repository.claim(row.user_id, slot.key, now))) continue;
        await send(row.user_id, await messageFor(row.user_id, storedLanguage(row.language) ?? DEFAULT_LANGUAGE));
        sent += 1;
      }
      return sent;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
