import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHANGES_SYNCED_MESSAGE } from '#shared/offline-outbox.js';
import { sendPendingChanges } from '#web/lib/offline-changes/send-changes.js';
import { useT } from '#web/lib/i18n/i18n.js';
import './offline.css';

/** How long 'Synced' stays before the bar goes. */
const SYNCED_NOTE_MS = 4_000;

/**
 * Inside the signed-in app (lazily loaded): sends the changes made offline at start and whenever
 * the connection returns (the fallback where the browser has no Background Sync; where it has, the
 * worker may send them first and says so), then reads ticks and bookmarks again; the bar says 'You are offline: ...'
 * while offline and 'Synced' once the waiting changes went through.
 */
export default function OfflineSync() {
  const t = useT();
  const client = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    let active = true;
    const sync = async (announce: boolean) => {
      const result = await sendPendingChanges().catch(() => 'kept' as const);
      if (!active || result === 'kept') return;
      if (result === 'synced') await client.invalidateQueries({ queryKey: ['progress'] });
      if (result === 'synced') await client.invalidateQueries({ queryKey: ['saved'] });
      if (result === 'synced') await client.invalidateQueries({ queryKey: ['notes'] });
      if (active && (announce || result === 'synced')) setSynced(true);
    };
    const goOnline = () => {
      setOnline(true);
      void sync(true);
    };
    const goOffline = () => {
      setOnline(false);
      setSynced(false);
    };
    // The service worker sent the outbox by Background Sync (maybe before this page's online event).
    const workerSynced = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== CHANGES_SYNCED_MESSAGE) return;
      void Promise.all([
        client.invalidateQueries({ queryKey: ['progress'] }),
        client.invalidateQueries({ queryKey: ['saved'] }),
        client.invalidateQueries({ queryKey: ['notes'] }),
      ]).then(() => active && setSynced(true));
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    navigator.serviceWorker?.addEventListener('message', workerSynced);
    if (navigator.onLine) void sync(false);
    return () => {
      active = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      navigator.serviceWorker?.removeEventListener('message', workerSynced);
    };
  }, [client]);

  useEffect(() => {
    if (!synced) return;
    const timer = setTimeout(() => setSynced(false), SYNCED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [synced]);

  if (!online) return <OfflineStrip text={t('offline.bar')} />;
  if (synced) return <OfflineStrip text={t('offline.synced')} />;
  return null;
}

/**
 * The note stays at the top of the screen while the page scrolls, with the navbar stuck just
 * under it: its height (one line, or two on a phone) is handed to the navbar's `top`.
 */
function OfflineStrip({ text }: { text: string }) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--offline-strip-height', `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--offline-strip-height');
    };
  }, []);
  return (
    <div ref={strip} className="offline-strip" role="status">
      {text}
    </div>
  );
}
