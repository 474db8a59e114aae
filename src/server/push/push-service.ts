import { ECDH } from 'node:crypto';
import { PUSH_MESSAGES, type PushMessage, type PushSubscriptionBody } from '#shared/api/push.js';
import { isIpLiteralHost, isPrivateHost } from '#server/http/outbound-guard.js';
import type { PushOutcome, PushSender } from './push-sender.js';
import type { PushSubscriptionRepository } from './push-subscription-repository.js';
import type { VapidKeyStore } from './vapid-keys.js';

export interface PushPolicy {
  /** VAPID subject: a mailto: or https: contact for push services. */
  subject: string;
  /** Accept endpoints in private networks (tests, a push service inside your own network). */
  allowPrivateEndpoints: boolean;
}

/** An account keeps its newest few browsers; a sixth subscription drops the oldest, so no one can fill the table. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 5;
/** Subscriptions read per database round trip while sending. */
const SEND_PAGE_SIZE = 500;

export interface UserSendReport {
  /** The account's subscriptions when the send started. */
  browsers: number;
  sent: number;
  /** Why each failed push failed (gone subscriptions are pruned, not failures). */
  failures: string[];
}

export type SubscribeResult = { kind: 'stored' } | { kind: 'refused'; message: string };

export interface SendToAllOptions {
  /** How many push requests are in flight at once. */
  concurrency: number;
  ttlSeconds: number;
  onOutcome?: (endpoint: string, outcome: PushOutcome) => void;
}

export interface SendSummary {
  total: number;
  sent: number;
  failed: number;
  /** Subscriptions deleted because their push service answered 404 or 410. */
  pruned: number;
}

function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export function createPushService(deps: {
  subscriptions: PushSubscriptionRepository;
  vapid: VapidKeyStore;
  sender: PushSender;
  policy: PushPolicy;
  clock?: () => number;
}) {
  const { subscriptions, vapid, sender, policy, clock = Date.now } = deps;

  return {
    async publicKey(): Promise<string> {
      return (await vapid.get()).publicKey;
    },

    /** How many browser subscriptions a message to everyone reaches. */
    audience: () => subscriptions.count(),
    /** How many of this account's browsers have notifications on (a push to the account reaches them). */
    browsersOf: async (userId: string) => (await subscriptions.forUser(userId)).length,

    /** Stores (or re-stores) a browser's subscription for the signed-in account. */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<SubscribeResult> {
      // Real push services are host names: an address written out is refused whatever its range.
      const host = new URL(body.endpoint).hostname;
      if (!policy.allowPrivateEndpoints && (isPrivateHost(host) || isIpLiteralHost(host))) {
        return { kind: 'refused', message: PUSH_MESSAGES.endpointNotAllowed };
      }
      // The shape was checked already; a point off the curve would only fail later, at every send.
      if (!isP256Point(body.keys.p256dh)) return { kind: 'refused', message: PUSH_MESSAGES.p256dhInvalid };
      await subscriptions.upsert({
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        user_id: userId,
        created_at: clock(),
      });
      await subscriptions.trimAccount(userId, MAX_SUBSCRIPTIONS_PER_ACCOUNT);
      return { kind: 'stored' };
    },

    /** Forgets the account's own subscription for this endpoint (idempotent). */
    unsubscribe: (userId: string, endpoint: string) => subscriptions.deleteOwn(userId, endpoint),

    count: () => subscriptions.count(),

    /**
     * Sends one message to each of one account's browsers, forgetting those whose push service says
     * they are gone; what happened to each (the notification job retries when none was reached).
     */
    async sendToUser(userId: string, message: PushMessage, ttlSeconds = 3600): Promise<UserSendReport> {
      const details = { ...(await vapid.get()), subject: policy.subject };
      const targets = await subscriptions.forUser(userId);
      const outcomes = await Promise.all(
        targets.map((target) => sender.send(target, message, { vapid: details, ttlSeconds })),
      );
      await subscriptions.deleteEndpoints(
        targets.filter((_, i) => outcomes[i]!.kind === 'gone').map((t) => t.endpoint),
      );
      return {
        browsers: targets.length,
        sent: outcomes.filter((outcome) => outcome.kind === 'sent').length,
        failures: outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.reason] : [])),
      };
    },

    /**
     * Sends one message to every subscription with at most `concurrency` requests in flight, and
     * deletes the subscriptions whose push service says they are gone.
     */
    async sendToAll(message: PushMessage, options: SendToAllOptions): Promise<SendSummary> {
      const details = { ...(await vapid.get()), subject: policy.subject };
      const summary: SendSummary = { total: 0, sent: 0, failed: 0, pruned: 0 };
      let after: string | null = null;
      for (;;) {
        const page = await subscriptions.page(after, SEND_PAGE_SIZE);
        if (page.length === 0) break;
        after = page[page.length - 1]!.endpoint;
        summary.total += page.length;

        const queue = [...page];
        const gone: string[] = [];
        const worker = async () => {
          for (let target = queue.shift(); target; target = queue.shift()) {
            const outcome = await sender.send(target, message, { vapid: details, ttlSeconds: options.ttlSeconds });
            if (outcome.kind === 'sent') summary.sent += 1;
            else if (outcome.kind === 'gone') gone.push(target.endpoint);
            else summary.failed += 1;
            options.onOutcome?.(target.endpoint, outcome);
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, page.length)) }, worker));
        await subscriptions.deleteEndpoints(gone);
        summary.pruned += gone.length;
      }
      return summary;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
