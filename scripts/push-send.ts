/**
 * Sends one notification to every stored Web Push subscription.
 *   npm run push:send -- --title "New hackathon" --body "Smart India Hackathon opens today" [--url /hackathon]
 *   [--ttl 1d] (how long push services keep it for offline devices)  [--concurrency 10]
 * Prints sent / failed / pruned; subscriptions the push service calls gone (404/410) are deleted.
 * Honours DATABASE_URL and the VAPID_* variables like the server. Exit code 1 when a send failed.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig, parseDuration } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import type { PushOutcome } from '#server/push/push-sender.js';
import { createServices } from '#server/services.js';
import { pushMessageSchema } from '#shared/api/push.js';

/** Push services keep messages for at most about four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 3600;

const optionsSchema = z.object({
  ttlSeconds: z
    .string()
    .transform((value, ctx) => {
      try {
        return Math.floor(parseDuration(value) / 1000);
      } catch {
        ctx.addIssue({ code: 'custom', message: '--ttl must be a duration such as 30m, 12h or 1d' });
        return z.NEVER;
      }
    })
    .pipe(z.number().int().min(0).max(MAX_TTL_SECONDS, '--ttl is at most 28d')),
  concurrency: z.coerce
    .number({ error: '--concurrency must be a number' })
    .int()
    .min(1, '--concurrency is at least 1')
    .max(100, '--concurrency is at most 100'),
});

const { values } = parseArgs({
  options: {
    title: { type: 'string' },
    body: { type: 'string' },
    url: { type: 'string' },
    ttl: { type: 'string', default: '1d' },
    concurrency: { type: 'string', default: '10' },
  },
});
const message = pushMessageSchema.safeParse({ title: values.title ?? '', body: values.body ?? '', url: values.url });
const options = optionsSchema.safeParse({ ttlSeconds: values.ttl, concurrency: values.concurrency });
if (!message.success || !options.success) {
  const issues = [...(message.error?.issues ?? []), ...(options.error?.issues ?? [])];
  console.error(`Cannot send: ${issues.map((issue) => issue.message).join('; ')}`);
  console.error(
    'Usage: npm run push:send -- --title "Title" --body "Text" [--url /hackathon] [--ttl 1d] [--concurrency 10]',
  );
  process.exit(2);
}

/** Endpoints carry a per-browser secret in their path; the host is enough to see which push service failed. */
const hostOf = (endpoint: string) => new URL(endpoint).host;

const config = loadConfig();
if (config.push.subjectIsFallback) {
  console.warn(
    `Note: VAPID_SUBJECT is not set, so push services get ${config.push.subject} as our contact; set it (or an https PUBLIC_URL), since some push services refuse a localhost contact.`,
  );
}
const database = await openMigratedDatabase(config.database);
try {
  const { push } = createServices(config, database.db);
  const summary = await push.sendToAll(message.data, {
    ...options.data,
    onOutcome(endpoint: string, outcome: PushOutcome) {
      if (outcome.kind === 'failed') console.error(`  failed  ${hostOf(endpoint)}: ${outcome.reason}`);
      if (outcome.kind === 'gone') console.log(`  pruned  ${hostOf(endpoint)} (answered ${outcome.status})`);
    },
  });
  if (summary.total === 0) console.log('No subscriptions: nobody has turned notifications on yet.');
  console.log(
    `sent ${summary.sent}, failed ${summary.failed}, pruned ${summary.pruned} (of ${summary.total} subscription${summary.total === 1 ? '' : 's'})`,
  );
  if (summary.failed > 0) process.exitCode = 1;
} finally {
  await database.close();
}
