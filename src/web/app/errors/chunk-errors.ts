/** How a browser says a lazily loaded chunk could not be fetched (an old file after a deploy, or offline). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

const RELOADED_AT = 'studyhub:chunk-reload-at';
/** A reload that did not fix it within this long means the new version itself is missing the file. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * After a deploy an open tab asks for hashed files that no longer exist: one reload fetches the new
 * version. Whether that reload is still to try (not tried moments ago, which would mean the new
 * version itself lacks the file: then the page says so and offers Reload).
 */
export function mayReloadForNewVersion(): boolean {
  return Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) >= RELOAD_WINDOW_MS;
}

/** The Reload button: the user asked, so reload whatever happened before. */
export function reloadNow(): void {
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}
