import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '#web/lib/query-client.js';
import { doneIn, progressQuery } from '#web/lib/api/progress.js';
import { savedIn, savedQuery } from '#web/lib/api/saved.js';

const savedItem = (itemId: string) => ({ itemId, kind: 'link', title: 't', route: '/', pageTitle: 'p', savedAt: 1 });

// What a kept page's part says it shows (decision 0067): a fill reuses the HTML of a part whose item is
// not set, so this must read the very answer the part's component reads.
describe.each([
  ['the app', createAppQueryClient],
  ['a plain', () => new QueryClient()],
])("an item's state as %s query client holds it", (_, makeClient) => {
  it('is undefined before the answer is read, then whether the answer holds the item', () => {
    const client = makeClient();
    expect(doneIn('link:a/x')(client)).toBeUndefined();
    expect(savedIn('link:a/x')(client)).toBeUndefined();
    client.setQueryData(progressQuery().queryKey, { done: ['link:a/x'], pages: [] });
    client.setQueryData(savedQuery().queryKey, { items: [savedItem('link:a/y')] });
    expect([doneIn('link:a/x')(client), doneIn('link:a/y')(client)]).toEqual([true, false]);
    expect([savedIn('link:a/x')(client), savedIn('link:a/y')(client)]).toEqual([false, true]);
  });
});
