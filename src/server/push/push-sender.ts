import { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '#shared/api/push.js';
import { PublicOnlyHttpsAgent } from '#server/http/outbound-guard.js';
import type { VapidDetails } from './vapid-key-pair.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service accepted it; gone: 404/410, the subscription no longer exists; failed: anything else. */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status?: number; reason: string };

export interface SendOptions {
  vapid: VapidDetails;
  /** How long the push service keeps the message for an offline device, in seconds. */
  ttlSeconds: number;
}

/** One push request waits at most this long for the push service's socket. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The agent every push request goes through: keep-alive (most subscriptions share a few push
 * services) and, unless a private network is allowed, refusal of private addresses at lookup and on
 * every connected socket (IP literals skip the lookup).
 * `tls` adds options such as a test CA.
 */
export function createPushAgent(options: { allowPrivateNetwork: boolean; tls?: { ca?: string | Buffer } }): Agent {
  const agentOptions = { keepAlive: true, maxSockets: 50, ...options.tls };
  return options.allowPrivateNetwork ? new Agent(agentOptions) : new PublicOnlyHttpsAgent(agentOptions);
}

/**
 * The Web Push adapter: encrypts the message for one subscription (aes128gcm, RFC 8291), signs
 * the request with our VAPID key (RFC 8292) through the `web-push` package and reports the outcome.
 */
export function createPushSender(agent: Agent, onOutcome?: (kind: PushOutcome['kind']) => void) {
  return {
    async send(target: PushTarget, message: PushMessage, options: SendOptions): Promise<PushOutcome> {
      const outcome = await sendOne(target, message, options);
      onOutcome?.(outcome.kind);
      return outcome;
    },
  };

  async function sendOne(target: PushTarget, message: PushMessage, options: SendOptions): Promise<PushOutcome> {
    try {
      const result = await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: options.vapid,
          TTL: options.ttlSeconds,
          contentEncoding: 'aes128gcm',
          agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
      return { kind: 'sent', status: result.statusCode };
    } catch (error) {
      return outcomeOfError(error);
    }
  }
}

function outcomeOfError(error: unknown): PushOutcome {
  if (error instanceof webpush.WebPushError) {
    if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone', status: error.statusCode };
    const detail = typeof error.body === 'string' && error.body.trim() ? `: ${error.body.trim().slice(0, 200)}` : '';
    return { kind: 'failed', status: error.statusCode, reason: `push service answered ${error.statusCode}${detail}` };
  }
  // Connection problems, timeouts and refused private addresses (EPRIVATEADDRESS) keep their code.
  const cause = error as NodeJS.ErrnoException;
  return {
    kind: 'failed',
    reason: cause?.message ? `${cause.code ? `${cause.code} ` : ''}${cause.message}` : String(error),
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
