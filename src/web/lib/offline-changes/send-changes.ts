import { SYNC_LIMITS, syncResponseSchema } from '#shared/api/sync.js';
import { ApiRequestError, apiRequest } from '#web/lib/api/client.js';
import { forgetChanges, pendingChanges } from './outbox.js';

/** synced: changes were sent and answered; nothing: none waited; kept: they wait for a later try. */
export type SendResult = 'synced' | 'nothing' | 'kept';

/** One send at a time, each sending what waits when it starts (a tick made meanwhile goes next). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends the signed-in account's waiting changes (in batches the server accepts) and forgets each
 * one answered. Offline, on a 5xx or a 401 they stay (a 401 also ends the session in the API
 * client, which clears the cached content; the changes wait for this account's next sign-in). A
 * change for an item the catalogue no longer has is dropped with a note, not retried forever.
 */
export function sendPendingChanges(): Promise<SendResult> {
  const run = queue.then(send, send);
  queue = run.catch(() => undefined);
  return run;
}

async function send(): Promise<SendResult> {
  const waiting = await pendingChanges();
  if (!waiting.length) return 'nothing';
  for (let start = 0; start < waiting.length; start += SYNC_LIMITS.changesMax) {
    const batch = waiting.slice(start, start + SYNC_LIMITS.changesMax);
    const changes = batch.map(({ userId: _userId, ...change }) => change);
    try {
      const { results } = await apiRequest('/sync', (data) => syncResponseSchema.parse(data), {
        method: 'POST',
        body: { changes },
      });
      for (const result of results)
        if (result.outcome === 'unknown_item')
          console.info(
            `Dropped an offline change to ${batch.find((c) => c.changeId === result.changeId)?.itemId}: no longer in the catalogue.`,
          );
      await forgetChanges(results.map((result) => result.changeId));
    } catch (error) {
      // A refused body would be refused again: dropped with a note rather than retried forever.
      if (error instanceof ApiRequestError && error.status === 400) {
        console.error('Offline changes refused by the server, dropped:', error.message);
        await forgetChanges(batch.map((change) => change.changeId));
        continue;
      }
      return 'kept';
    }
  }
  return 'synced';
}
