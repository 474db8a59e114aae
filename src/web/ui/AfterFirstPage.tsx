import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPage } from '#web/lib/after-first-page.js';

/**
 * Lazily loaded children that no first paint needs, rendered once the first page is on screen
 * (lib/after-first-page.ts) and shown when their code arrives.
 */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  return useAfterFirstPage() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
