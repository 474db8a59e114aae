/**
 * The service worker (src/web/sw/service-worker.ts): esbuild bundles it with the Workbox modules
 * into dist/web/sw.js, then workbox-build's injectManifest puts the precache list (the app shell
 * and every page chunk, each with a revision) where the source says self.__WB_MANIFEST.
 * Development serves the same bundle with an empty list (serviceWorkerDevPlugin in vite.config.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { parse as parseYaml } from 'yaml';

export const SERVICE_WORKER_ENTRY = 'src/web/sw/service-worker.ts';

/** What a repeat visit and an offline start need; robots.txt and the build's own manifest are left out. */
export const PRECACHE_PATTERNS = [
  'index.html',
  'assets/**/*.{js,css}',
  'theme.js',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/*.png',
];

/** content/'s YAML imported by the worker (the search alias table) arrives as its data, not as a parser. */
const yamlAsData = {
  name: 'yaml-as-data',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ya?ml$/ }, async (args) => ({
      contents: JSON.stringify(parseYaml(await readFile(args.path, 'utf8'))),
      loader: 'json',
    }));
  },
};

/** Bundles the worker; `manifest` replaces self.__WB_MANIFEST when given (development: an empty list). */
export function bundleServiceWorker({ outfile, write = true, manifest } = {}) {
  return build({
    entryPoints: [SERVICE_WORKER_ENTRY],
    outfile,
    write,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: write,
    legalComments: 'none',
    // Workbox logs its development messages unless told it runs in production.
    define: {
      'process.env.NODE_ENV': JSON.stringify(write ? 'production' : 'development'),
      ...(manifest ? { 'self.__WB_MANIFEST': JSON.stringify(manifest) } : {}),
    },
    plugins: [yamlAsData],
    logLevel: 'warning',
  });
}

/** Production: dist/web/sw.js with the precache list of everything else in dist/web. */
export async function buildServiceWorker(webDir) {
  const { injectManifest } = await import('workbox-build');
  const swFile = path.join(webDir, 'sw.js');
  await bundleServiceWorker({ outfile: swFile });
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: webDir,
    globPatterns: PRECACHE_PATTERNS,
    // Hashed names change with their content: no revision, no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
  return { count, size };
}
