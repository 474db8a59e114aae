import { useSyncExternalStore } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { IconKey } from '#shared/content/icons.js';

type IconTable = Record<IconKey, LucideIcon>;

/**
 * Content names an icon by key; the build carries the SVGs, nothing is loaded from elsewhere. The
 * table of all of them is a chunk of its own, fetched when a page first shows an icon: carried in the
 * signed-in shell it cost every route about 3 KB of gzip JavaScript before its first paint, icons
 * being decoration (decision 0051). One chunk, not one per icon: each lazy import adds its file
 * name to the entry's preload table, which cost more than it saved. The service worker precaches
 * it, so icons show offline too.
 */
let table: IconTable | undefined;
let loading: Promise<IconTable> | undefined;
/** Icons waiting for the table: all are told once, when it arrives. */
const waiting = new Set<() => void>();
const loadTable = (): Promise<IconTable> =>
  (loading ??= import('./content-icons.js').then(
    (module) => {
      table = module.CONTENT_ICONS;
      waiting.forEach((tell) => tell());
      return table;
    },
    (error: unknown) => {
      loading = undefined; // the next icon to mount tries again
      throw error;
    },
  ));

function subscribe(arrived: () => void): () => void {
  waiting.add(arrived);
  if (!table) loadTable().catch(() => undefined);
  return () => waiting.delete(arrived);
}

/**
 * The icon, or until the table has arrived an empty box of the same size (nothing moves when it
 * arrives). A failed download leaves the box empty: an icon is never the only label of anything.
 * The server renders the box, and so does hydration (the server snapshot), even when an icon
 * elsewhere has brought the table already: a page's content hydrates after the layout (decision
 * 0068), so what the table holds by then must not change what hydration expects.
 */
export function Icon({ name, size = 24, className }: { name: IconKey; size?: number; className?: string }) {
  const arrived = useSyncExternalStore(
    subscribe,
    () => table !== undefined,
    () => false,
  );
  const Component = arrived ? table?.[name] : undefined;
  if (!Component) {
    return <svg aria-hidden="true" width={size} height={size} className={className} focusable="false" />;
  }
  return <Component aria-hidden="true" size={size} className={className} />;
}
