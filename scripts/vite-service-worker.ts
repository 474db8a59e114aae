/**
 * The service worker (src/web/sw/sw.ts), built by vite-plugin-pwa in injectManifest mode (decision
 * 0059): a second Vite build bundles the worker with the Workbox modules into dist/web/sw.js, then
 * workbox-build writes the precache list (the app shell and every page chunk, each with a revision)
 * where the source says self.__WB_MANIFEST. `npm run dev` serves the same source as a module worker
 * at /dev-sw.js?dev-sw with an empty list.
 */
import { readFileSync } from 'node:fs';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parse as parseYaml } from 'yaml';
import { jsonExpression } from './json-expression.js';
import { contentPagesPlugin } from './vite-content-pages.js';

/** What a repeat visit and an offline start need; robots.txt and the build's own manifest are left out. */
export const PRECACHE_PATTERNS = [
  'index.html',
  'assets/**/*.{js,css}',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/*.png',
];

/** content/'s YAML imported by the worker (the search alias table) arrives as its data, not as a parser. */
const yamlAsData: Plugin = {
  name: 'studyhub-yaml-as-data',
  load(id) {
    if (!/\.ya?ml$/.test(id)) return undefined;
    return `export default ${jsonExpression(parseYaml(readFileSync(id, 'utf8')))};`;
  },
};

export function serviceWorkerPlugins(): PluginOption[] {
  return [
    // The development server transforms the module worker with the app's plugins: it needs this one.
    { ...yamlAsData, apply: 'serve' },
    VitePWA({
      strategies: 'injectManifest',
      // Relative to Vite's root (src/web); the output keeps the name, as /sw.js.
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is ours (features/offline/service-worker-updates.ts), and so is the web manifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: PRECACHE_PATTERNS,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        // A classic worker: every browser that can install the app runs it.
        rollupFormat: 'iife',
        buildPlugins: { vite: [yamlAsData, contentPagesPlugin()] },
      },
      devOptions: { enabled: true, type: 'module' },
    }),
  ];
}
