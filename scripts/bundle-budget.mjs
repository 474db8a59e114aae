/**
 * Bundle budgets, checked on every production build (so in CI too). Sizes are gzip bytes of the
 * JavaScript a route needs before it can render, which is deterministic, unlike timings:
 * - the sign-in route: the entry chunk, the chunks index.html preloads (the entry's static
 *   imports) and the SignInPage chunk with its static imports;
 * - every other route: the entry's set, the signed-in shell's set and the page's set.
 * The chunk graph comes from the bundler itself (a tiny plugin), not from reading the output.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { signIn: 90, route: 150 };

const SIGN_IN_PAGE = /\/features\/auth\/SignInPage\.tsx$/;
const SIGNED_IN_SHELL = /\/app\/signed-in\/SignedInApp\.tsx$/;
const PAGE = /\/features\/[^/]+\/[^/]+Page\.tsx$/;
const SIGN_IN_ROUTE = 'sign-in route (entry + SignInPage)';

/** Records every chunk's static and dynamic imports into `graph` (file name -> chunk facts). */
export function chunkGraphPlugin(graph) {
  return {
    name: 'studyhub-chunk-graph',
    // writeBundle sees the final bundle, after Vite dropped CSS-only chunks and the imports of them.
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.set(output.fileName, {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ?? '',
          modules: Object.keys(output.modules),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        });
      }
    },
  };
}

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function staticClosure(graph, fileName, into = new Set()) {
  if (into.has(fileName) || !graph.has(fileName)) return into;
  into.add(fileName);
  for (const imported of graph.get(fileName).imports) staticClosure(graph, imported, into);
  return into;
}

/** Route name -> the set of chunk files its first render needs. */
export function routeChunkSets(graph) {
  const entries = [...graph].filter(([, chunk]) => chunk.isEntry).map(([fileName]) => fileName);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entrySet = staticClosure(graph, entries[0]);
  const lazy = new Set([...entrySet].flatMap((fileName) => graph.get(fileName).dynamicImports));
  // A lazy module is found by the chunk that holds it (a manual chunk group may hold several).
  const find = (pattern) =>
    [...lazy].find((fileName) => {
      const chunk = graph.get(fileName);
      return pattern.test(chunk?.facade ?? '') || (chunk?.modules ?? []).some((id) => pattern.test(id));
    });
  const signIn = find(SIGN_IN_PAGE);
  const shell = find(SIGNED_IN_SHELL);
  if (!signIn || !shell) throw new Error('could not find the SignInPage and SignedInApp chunks among the lazy routes');
  // The signed-in pages' loaders live in the shell (signed-in/page-modules.ts): its lazy page chunks are routes too.
  for (const fileName of staticClosure(graph, shell))
    for (const lazyChunk of graph.get(fileName).dynamicImports)
      if (PAGE.test(graph.get(lazyChunk)?.facade ?? '')) lazy.add(lazyChunk);

  const routeName = (fileName) => path.basename(graph.get(fileName).facade).replace(/\.[jt]sx?$/, '') || fileName;
  const sets = new Map([[SIGN_IN_ROUTE, new Set([...entrySet, ...staticClosure(graph, signIn)])]]);
  for (const fileName of lazy) {
    if (fileName === signIn) continue;
    const set = new Set([...entrySet, ...staticClosure(graph, shell), ...staticClosure(graph, fileName)]);
    sets.set(fileName === shell ? 'signed-in shell' : routeName(fileName), set);
  }
  return sets;
}

/**
 * Prints each route's initial JS and returns the lines of every budget it breaks (empty when all
 * fit). `outDir` holds the built chunks under the names the graph uses.
 */
export function checkBudgets(graph, outDir) {
  const sizes = new Map();
  const gzipOf = (fileName) => {
    if (!sizes.has(fileName))
      sizes.set(fileName, gzipSync(readFileSync(path.join(outDir, fileName)), { level: 9 }).length);
    return sizes.get(fileName);
  };
  const failures = [];
  console.log(
    `Initial JS per route (gzip; budgets: sign-in ${BUDGETS_KB.signIn} KB, any route ${BUDGETS_KB.route} KB):`,
  );
  const rows = [...routeChunkSets(graph)].map(([name, set]) => ({
    name,
    files: set.size,
    kb: [...set].reduce((sum, file) => sum + gzipOf(file), 0) / 1024,
    limit: name === SIGN_IN_ROUTE ? BUDGETS_KB.signIn : BUDGETS_KB.route,
  }));
  rows.sort((a, b) => b.kb - a.kb);
  for (const row of rows) {
    const { limit } = row;
    const over = row.kb > limit;
    console.log(
      `  ${row.kb.toFixed(1).padStart(7)} KB  ${row.name} (${row.files} chunks)${over ? `  OVER the ${limit} KB budget` : ''}`,
    );
    if (over)
      failures.push(
        `BUDGET EXCEEDED: ${row.name} needs ${row.kb.toFixed(1)} KB gzip of JavaScript, the budget is ${limit} KB.`,
      );
  }
  return failures;
}

/**
 * Chunks that import each other statically evaluate in an order that can leave one's exports
 * uninitialised when the other runs ("X is not a function" at load, a blank page). A manual chunk
 * group that holds a module but not a module it depends on can make such a cycle; the build refuses it.
 */
export function chunkCycles(graph) {
  const cycles = [];
  const state = new Map(); // fileName -> 'visiting' | 'done'
  const visit = (fileName, path) => {
    if (state.get(fileName) === 'done' || !graph.has(fileName)) return;
    if (state.get(fileName) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(fileName)), fileName].join(' -> '));
      return;
    }
    state.set(fileName, 'visiting');
    for (const imported of graph.get(fileName).imports) visit(imported, [...path, fileName]);
    state.set(fileName, 'done');
  };
  for (const fileName of graph.keys()) visit(fileName, []);
  return cycles.map((cycle) => `CHUNK CYCLE: ${cycle} (chunks that import each other can run before they are ready)`);
}
