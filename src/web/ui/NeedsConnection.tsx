import { useOnline } from '#web/lib/use-online.js';

/** Said plainly on a page whose answers come from the network only (video search, Talko) while offline. */
export function NeedsConnection({ what }: { what: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice-offline" role="status">
      {what} needs an internet connection. You are offline: saved pages still open.
    </p>
  );
}
