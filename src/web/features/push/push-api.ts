import { pushPublicKeySchema } from '#shared/api/push.js';
import { apiRequest, apiRequestNoContent } from '#web/lib/api/client.js';

/** The server's VAPID public key, the applicationServerKey browsers subscribe with. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiRequest('/push/public-key', (data) => pushPublicKeySchema.parse(data))).publicKey;
}

/** Stores this browser's subscription for the signed-in account (idempotent). */
export function storePushSubscription(subscription: PushSubscription): Promise<void> {
  return apiRequestNoContent('/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
}

export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequestNoContent('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
