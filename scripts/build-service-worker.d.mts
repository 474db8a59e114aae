import type { BuildResult } from 'esbuild';

export const SERVICE_WORKER_ENTRY: string;
export const PRECACHE_PATTERNS: string[];
export function bundleServiceWorker(options?: {
  outfile?: string;
  write?: boolean;
  manifest?: Array<{ url: string; revision: string | null }>;
}): Promise<BuildResult<{ write: boolean }>>;
export function buildServiceWorker(webDir: string): Promise<{ count: number; size: number }>;
