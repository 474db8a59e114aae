import os from 'node:os';

/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. A finished task hands its slot
 * straight to the next one waiting.
 */
export function createSlots(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Password hashing gets all cores but one. argon2 runs on libuv's thread pool (4 threads), so a
 * burst of sign-ins would otherwise take every core and leave the event loop, which answers every
 * other request, waiting for CPU: on 2 cores the gated content p99 during a sign-in storm was
 * several times the target (`npm run bench`, see docs/decisions.md).
 */
export const passwordHashingSlots = createSlots(Math.max(1, os.availableParallelism() - 1));
