import { usePartT } from '#web/lib/i18n/i18n.js';
import { useOnline } from '#web/lib/use-online.js';

/** Said plainly on a page whose answers come from the network only (video search, Talko) while offline. */
export function NeedsConnection({ what }: { what: string }) {
  const online = useOnline();
  const t = usePartT('learning');
  if (online) return null;
  return (
    <p className="notice-offline" role="status">
      {t('items.needsConnection', { what })}
    </p>
  );
}
