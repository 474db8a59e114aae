import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { cataloguesPlugin } from './scripts/vite-catalogues.js';
import { contentPagesPlugin } from './scripts/vite-content-pages.js';
import { serviceWorkerPlugins } from './scripts/vite-service-worker.js';

const ENTRY = /\/src\/web\/main\.tsx$/;
const SIGNED_IN_APP = /\/src\/web\/app\/signed-in\/SignedInApp\.tsx$/;
const SIGN_IN_PAGE = /\/src\/web\/features\/auth\/SignInPage\.tsx$/;

/**
 * The modules the signed-in app needs before any page (router, query cache, schemas, layout,
 * navbar features) and the sign-in route (entry and sign-in page) does not: the bundler puts them in one
 * `signed-in` chunk instead of thirty small shared chunks (one request and one hint for a first
 * visit, better compression). Being the static closure of SignedInApp, the chunk never imports a
 * page chunk, so chunks cannot import each other in a cycle (the build checks that too). Icons are
 * imported one by one (lint): through lucide-react's barrel the closure held every icon of every page.
 */
function signedInChunk(): { plugin: Plugin; holds: (id: string) => boolean } {
  const signedInOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'studyhub-signed-in-chunk',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (start: string | undefined) => {
        const seen = new Set<string>();
        const stack = start ? [start] : [];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const first = closure(ids.find((id) => ENTRY.test(id)));
      for (const id of closure(ids.find((id) => SIGN_IN_PAGE.test(id)))) first.add(id);
      for (const id of closure(ids.find((id) => SIGNED_IN_APP.test(id)))) if (!first.has(id)) signedInOnly.add(id);
    },
  };
  return { plugin, holds: (id) => signedInOnly.has(id) };
}

const signedIn = signedInChunk();

/**
 * React Router's package exports name only its development build, whose warnings stay in the
 * bundle (ENABLE_DEV_WARNINGS = true); its production build, the same code with that flag off,
 * lets the minifier drop them (0.5 KB gzip of every signed-in route). Only the browser's bundle
 * takes it; the server's render imports the package as Node resolves it.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace('/dist/development/', '/dist/production/'),
};

/**
 * index.html's theme script (src/web/theme-before-paint.js) goes inline, minified: a file was one
 * more request before the first paint (Lighthouse counted it render-blocking). The server allows it
 * by its hash in the CSP (src/server/web/static-site.ts), so no other inline script runs.
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'studyhub-inline-theme-script',
    transformIndexHtml(html) {
      const source = readFileSync('src/web/theme-before-paint.js', 'utf8');
      const { code } = transformSync(source, { minify: true, target: 'es2019' });
      if (!html.includes('<!--theme-script-->'))
        throw new Error('index.html has no <!--theme-script--> to put the theme script in.');
      return html.replace('<!--theme-script-->', () => `<script>${code.trim()}</script>`);
    },
  };
}

/**
 * The server's render of the same app (src/web/entry-server.tsx) for Node, into dist/ssr:
 * entry-server.js, and in assets/ the chunks of the app's dynamic imports (each page, the signed-in
 * app, the catalogues and their parts), which a render loads on demand as the browser does. They
 * import their packages from node_modules, as the server does (scripts/build.mjs builds it after the SPA).
 */
const serverRender = defineConfig({
  root: 'src/web',
  plugins: [react(), contentPagesPlugin(), cataloguesPlugin()],
  publicDir: false,
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    reportCompressedSize: false,
  },
});

// The SPA lives in src/web and builds to dist/web, which the Node server serves.
const browserApp = defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    contentPagesPlugin(),
    cataloguesPlugin(),
    signedIn.plugin,
    inlineThemeScript(),
    serviceWorkerPlugins(),
  ],
  resolve: { alias: [reactRouterProduction] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    cssCodeSplit: false,
    // The HTML keeps its hints; a lazy chunk's imports are not preloaded at run time. Vite's helper
    // appended a <link> per dependency at each first import: 80-90 ms of a topic page's load on a
    // 4x-throttled phone (decision 0068).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The server reads it to hint a signed-in page's chunks in the HTML it sends.
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'signed-in', test: signedIn.holds, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : browserApp));
