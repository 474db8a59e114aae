import { randomUUID } from 'node:crypto';
import type { MailConfig } from '#server/config.js';
import type { MailStatus } from '#server/db/schema.js';
import type { MailOutboxRepository, OutboxRow } from './mail-outbox-repository.js';
import type { MailEnvelope, MailTransport } from './smtp-transport.js';

export type MailKind =
  'verify-email' | 'signup-attempt' | 'password-reset' | 'session-ended' | 'password-changed' | 'google-hand-over';

export interface OutgoingMail extends MailEnvelope {
  kind: MailKind;
  /** The account the message is about (deleting it deletes its messages); null for none. */
  userId: string | null;
}

/** Waits after failed attempt 1, 2, 3, 4 (and every later one) before trying again. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** The next attempt after `attempts` failed ones, or null when none is left. */
export function nextAttemptAt(now: number, attempts: number, maxAttempts: number): number | null {
  if (attempts >= maxAttempts) return null;
  return now + RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * The one way the server sends e-mail. Every message is first stored in the outbox, then:
 * - smtp: handed to the SMTP server in the background (the request that caused it never waits for
 *   it); a failed attempt is recorded and retried by the outbox job (outbox-retry-job.ts) a bounded
 *   number of times;
 * - outbox (outside production without SMTP): kept with its text and printed in the terminal, so a
 *   fresh machine works end to end (`npm run mail:outbox` lists them);
 * - off (production without SMTP): kept as held; the features that need e-mail are switched off.
 */
export function createMailService(deps: {
  config: MailConfig;
  outbox: MailOutboxRepository;
  transport: MailTransport | null;
  clock?: () => number;
  print?: (text: string) => void;
}) {
  const { config, outbox, transport, clock = Date.now, print = (text) => console.log(text) } = deps;
  const inFlight = new Set<Promise<void>>();
  // A delivery holds its message this long; after a crash mid-send another attempt may start then.
  const claimLeaseMs = Math.max(config.sendTimeoutMs * 3, 60_000);

  const initialStatus: MailStatus =
    config.delivery === 'smtp' ? 'pending' : config.delivery === 'outbox' ? 'logged' : 'held';

  /** One delivery attempt of a pending message; records the outcome. Never throws. */
  async function attempt(id: string): Promise<void> {
    if (!transport) return;
    const now = clock();
    const row = await outbox.claim(id, now, now + claimLeaseMs);
    if (!row) return; // sent, given up, or being sent by another instance
    try {
      await transport.deliver({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body ?? '',
        html: row.html_body ?? '',
      });
      await outbox.markSent(id, clock());
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retryAt = nextAttemptAt(clock(), row.attempts, config.maxAttempts);
      await outbox.markAttemptFailed(id, reason, retryAt);
      // The reason only: a message's text carries links that must never reach the logs.
      console.warn(
        `E-mail ${row.kind} ${id} not delivered (attempt ${row.attempts} of ${config.maxAttempts}${retryAt === null ? ', giving up' : ''}): ${reason}`,
      );
    }
  }

  function inBackground(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => console.error('E-mail delivery failed:', (error as Error).message))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    /** Whether messages can reach people (smtp, or the terminal outside production). */
    available: config.delivery !== 'off',
    delivery: config.delivery,

    /** Stores the message and starts its delivery; resolves once it is stored, never waiting for SMTP. */
    async send(mail: OutgoingMail): Promise<string> {
      const now = clock();
      const row: OutboxRow = {
        id: randomUUID(),
        user_id: mail.userId,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        status: initialStatus,
        attempts: 0,
        last_error: config.delivery === 'off' ? 'no SMTP server is configured (SMTP_URL)' : null,
        next_attempt_at: initialStatus === 'pending' ? now : null,
        created_at: now,
        sent_at: null,
      };
      await outbox.insert(row);
      if (initialStatus === 'pending') inBackground(attempt(row.id));
      else if (config.printToTerminal)
        print(
          `\n--- e-mail to ${mail.to} (not sent: no SMTP_URL; npm run mail:outbox lists it) ---\nSubject: ${mail.subject}\n\n${mail.text}\n---\n`,
        );
      return row.id;
    },

    /** Tries every pending message that is due (the outbox job's round), one after another. */
    async retryDue(signal?: AbortSignal, batch = 50): Promise<number> {
      if (!transport) return 0;
      const ids = await outbox.due(clock(), batch);
      for (const id of ids) {
        if (signal?.aborted) break;
        await attempt(id);
      }
      return ids.length;
    },

    /**
     * Work that prepares and sends mail after the answer went out (e.g. a reset request), so the
     * answer takes the same time whether or not an account was found. Errors are logged.
     */
    later(work: () => Promise<unknown>): void {
      inBackground(
        Promise.resolve()
          .then(work)
          .then(() => undefined),
      );
    },

    /** Resolves when every delivery and later() work started so far has finished (shutdown, tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
