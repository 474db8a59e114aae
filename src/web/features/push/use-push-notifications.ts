import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';
import { deletePushSubscription, storePushSubscription } from './push-api.js';
import { pushSupported, readyRegistration, registerServiceWorker, subscribeWithServerKey } from './push-browser.js';
import { PUSH_LOG, PUSH_TEXT } from './push-messages.js';

/** checking: looking at the browser's state; denied: the user blocked notifications for the site. */
export type PushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** On mount: registers the service worker and, for a browser already subscribed, stores the subscription for this account. */
async function initialStatus(): Promise<PushStatus> {
  const registration = await registerServiceWorker();
  if (Notification.permission === 'denied') return 'denied';
  const existing = await registration.pushManager.getSubscription();
  if (!existing || Notification.permission !== 'granted') return 'off';
  // The same browser may now be used by another account, or the server's key may have changed.
  try {
    await storePushSubscription(await subscribeWithServerKey(await readyRegistration()));
  } catch (error) {
    console.error(PUSH_LOG.serverCopyFailed, error);
  }
  return 'on';
}

/**
 * The notification bell's state and its toggle. Permission is asked only on the user's click
 * (browsers block or silence prompts nobody asked for); on: subscribe with the server's VAPID key
 * and store it; off: delete it on the server and unsubscribe.
 */
export function usePushNotifications() {
  const [status, setStatus] = useState<PushStatus>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let active = true;
    initialStatus().then(
      (next) => active && setStatus(next),
      (error: unknown) => {
        console.error(PUSH_LOG.serviceWorkerFailed, error);
        if (active) setStatus('unsupported');
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const turnOn = useCallback(async (): Promise<string> => {
    let permission = Notification.permission;
    if (permission === 'default') permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      console.warn(PUSH_LOG.permissionDenied, permission);
      if (permission === 'denied') setStatus('denied');
      return permission === 'denied' ? PUSH_TEXT.denied : PUSH_TEXT.dismissed;
    }
    console.info(PUSH_LOG.permissionGranted);
    const subscription = await subscribeWithServerKey(await readyRegistration());
    try {
      await storePushSubscription(subscription);
    } catch (error) {
      // Not stored means no notifications would arrive: do not leave the browser subscribed.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    console.log(PUSH_LOG.subscribed, subscription.endpoint);
    setStatus('on');
    return PUSH_TEXT.on;
  }, []);

  const turnOff = useCallback(async (): Promise<string> => {
    const subscription = await (await readyRegistration()).pushManager.getSubscription();
    if (subscription) {
      // If the server cannot be told, the push service's 410 prunes the row at the next send.
      await deletePushSubscription(subscription.endpoint).catch((error: unknown) =>
        console.error(PUSH_LOG.serverCopyFailed, error),
      );
      await subscription.unsubscribe();
    }
    setStatus('off');
    return PUSH_TEXT.off;
  }, []);

  const toggle = useCallback(async () => {
    if (busy || status === 'checking') return;
    if (status === 'unsupported') {
      setNote(PUSH_TEXT.unsupported);
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      setNote(status === 'on' ? await turnOff() : await turnOn());
    } catch (error) {
      console.error(PUSH_LOG.tokenUnavailable, error);
      setNote(error instanceof ApiRequestError ? error.message : PUSH_TEXT.failed);
    } finally {
      setBusy(false);
    }
  }, [busy, status, turnOff, turnOn]);

  return { status, busy, note, toggle, dismissNote: useCallback(() => setNote(null), []) };
}
