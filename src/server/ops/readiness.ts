/**
 * Whether this instance should get traffic. Ready once main.ts has migrated the database, loaded
 * the content and started listening; not ready from the moment shutdown begins, or while the
 * database does not answer (checked on each /readyz).
 */
export interface Readiness {
  /** Called once the server listens. */
  markStarted(): void;
  /** Called first thing on SIGTERM/SIGINT; never undone. */
  markStopping(): void;
  readonly stopping: boolean;
  /** null when ready, else the reason in a few words. */
  check(): Promise<string | null>;
}

export function createReadiness(probeDatabase: () => Promise<void>, probeTimeoutMs = 2_000): Readiness {
  let started = false;
  let stopping = false;
  return {
    markStarted: () => void (started = true),
    markStopping: () => void (stopping = true),
    get stopping() {
      return stopping;
    },
    async check() {
      if (stopping) return 'shutting down';
      if (!started) return 'starting';
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('database did not answer in time'), probeTimeoutMs);
      });
      try {
        return await Promise.race([
          probeDatabase().then(
            () => null,
            () => 'database unreachable',
          ),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
