import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBudgets, routeChunkSets, type ChunkGraph } from '#scripts/bundle-budget.mjs';

/** entry -> vendor (static); lazy: SignInPage -> form, SignedInApp -> query, HomePage; the shell's query -> TopicPage. */
function graph(): ChunkGraph {
  const chunk = (facade: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
    isEntry,
    facade,
    imports,
    dynamicImports,
  });
  return new Map([
    ['index.js', chunk('/src/web/main.tsx', ['vendor.js'], ['signin.js', 'shell.js', 'home.js'], true)],
    ['vendor.js', chunk('')],
    ['signin.js', chunk('/src/web/features/auth/SignInPage.tsx', ['form.js'])],
    ['form.js', chunk('')],
    ['shell.js', chunk('/src/web/app/signed-in/SignedInApp.tsx', ['query.js'])],
    ['query.js', chunk('', [], ['topic.js', 'bell.js'])],
    ['bell.js', chunk('/src/web/features/push/PushBell.tsx')],
    ['topic.js', chunk('/src/web/features/topics/TopicPage.tsx', ['vendor.js'])],
    ['home.js', chunk('/src/web/features/home/HomePage.tsx', ['vendor.js'], ['later.js'])],
    ['later.js', chunk('/src/web/features/home/Later.tsx')],
  ]);
}

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** Random bytes do not compress, so each file's gzip size is about its length. */
function writeChunks(kbByFile: Record<string, number>) {
  dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  for (const [file, kb] of Object.entries(kbByFile))
    writeFileSync(path.join(dir, file), randomBytes(Math.round(kb * 1024)));
}

describe('bundle budgets', () => {
  it('counts the entry, its static imports and the page with its own, and the shell for signed-in routes', () => {
    const sets = routeChunkSets(graph());
    expect([...sets.get('sign-in route (entry + SignInPage)')!].sort()).toEqual([
      'form.js',
      'index.js',
      'signin.js',
      'vendor.js',
    ]);
    expect([...sets.get('HomePage')!].sort()).toEqual(['home.js', 'index.js', 'query.js', 'shell.js', 'vendor.js']);
    // A page the signed-in app's own code loads (signed-in/page-modules.ts) is a signed-in route too.
    expect([...sets.get('TopicPage')!].sort()).toEqual(['index.js', 'query.js', 'shell.js', 'topic.js', 'vendor.js']);
    expect(sets.has('Later')).toBe(false); // loaded later by the page, not part of its first render
    expect(sets.has('PushBell')).toBe(false); // loaded by the shell after the first page, not a page
  });

  it('fails with a clear line when the sign-in route passes 90 KB or any route 150 KB', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    writeChunks({
      'index.js': 40,
      'vendor.js': 30,
      'signin.js': 10,
      'form.js': 5,
      'shell.js': 20,
      'query.js': 20,
      'home.js': 10,
      'topic.js': 10,
      'later.js': 500,
    });
    expect(checkBudgets(graph(), dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });

    writeChunks({
      'index.js': 40,
      'vendor.js': 30,
      'signin.js': 10,
      'form.js': 15,
      'shell.js': 20,
      'query.js': 40,
      'home.js': 25,
      'topic.js': 1,
      'later.js': 1,
    });
    const failures = checkBudgets(graph(), dir);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^BUDGET EXCEEDED: HomePage needs 15\d\.\d KB gzip of JavaScript, the budget is 150 KB\.$/,
    );
    expect(failures[1]).toMatch(
      /^BUDGET EXCEEDED: sign-in route \(entry \+ SignInPage\) needs 9\d\.\d KB gzip of JavaScript, the budget is 90 KB\.$/,
    );
  });
});

describe('chunk cycles', () => {
  it('names chunks that import each other statically, and passes an acyclic graph', async () => {
    const { chunkCycles } = await import('#scripts/bundle-budget.mjs');
    const node = (imports: string[]) => ({ isEntry: false, facade: '', modules: [], imports, dynamicImports: [] });
    const cyclic = new Map([
      ['index.js', node(['signed-in.js'])],
      ['signed-in.js', node(['zod.js'])],
      ['zod.js', node(['signed-in.js'])],
    ]);
    expect(chunkCycles(cyclic)).toEqual([
      'CHUNK CYCLE: signed-in.js -> zod.js -> signed-in.js (chunks that import each other can run before they are ready)',
    ]);
    expect(
      chunkCycles(
        new Map([
          ['a.js', node(['b.js'])],
          ['b.js', node([])],
        ]),
      ),
    ).toEqual([]);
  });
});
