// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '#shared/api/search.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';
import CommandPalette from '#web/features/search/CommandPalette.js';
import SearchPage from '#web/features/search/SearchPage.js';
import SavedPage from '#web/features/saved/SavedPage.js';
import NotesPage from '#web/features/notes/NotesPage.js';
import { TalkoChat } from '#web/features/talko/TalkoChat.js';
import { PageContext } from '#web/lib/page-context.js';
import { speak } from '#tests/support/languages.js';

// What the server says for an item on /allprojects: the page's English title.
const ON_PROJECTS = { route: '/allprojects', pageTitle: 'Projects' };
const HINDI_NAME = 'प्रोजेक्ट';

const SEARCH: SearchResponse = {
  query: 'todo',
  total: 1,
  groups: [
    {
      kind: 'project',
      label: 'Projects',
      hits: [{ id: 'project:todo', kind: 'project', title: 'To-do app', snippet: '', ...ON_PROJECTS }],
    },
  ],
};

function fakeApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/search?')) return Response.json(SEARCH);
    if (url.includes('/notes'))
      return Response.json({
        notes: [
          {
            itemId: 'project:todo',
            text: 'Start here',
            version: 1,
            updatedAt: 1,
            kind: 'project',
            title: 'To-do app',
            ...ON_PROJECTS,
          },
        ],
      });
    if (url.includes('/saved'))
      return Response.json({
        items: [{ itemId: 'project:todo', kind: 'project', title: 'To-do app', savedAt: 1, ...ON_PROJECTS }],
      });
    if (url.includes('/talko'))
      return Response.json({
        reply: 'यह देखें',
        resources: [{ title: 'To-do app', url: 'https://example.com/todo', kind: 'project', ...ON_PROJECTS }],
        fallback: false,
      });
    return Response.json({ items: [] });
  });
}

function renderPage(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PageContext.Provider value={signedInPage(path.split('?')[0]!)}>
          <Suspense>{page}</Suspense>
        </PageContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page name shown beside the item is the Hindi title, and the English one is nowhere. */
async function expectHindiPageName() {
  expect((await screen.findAllByText(new RegExp(HINDI_NAME), {}, { timeout: 3_000 })).length).toBeGreaterThan(0);
  expect(screen.queryByText(/\bProjects\b/)).toBeNull();
}

describe('item page names in the Hindi interface', () => {
  beforeAll(() => speak('hi', ['search', 'learning']));
  afterAll(() => speak('en', []));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('the search palette', async () => {
    fakeApi();
    renderPage('/', <CommandPalette open onClose={() => {}} />);
    await userEvent.setup().type(await screen.findByRole('combobox'), 'todo');
    await screen.findByRole('option', { name: /To-do app/ }, { timeout: 3_000 });
    await expectHindiPageName();
  });

  it('the search page', async () => {
    fakeApi();
    renderPage('/search?q=todo', <SearchPage />);
    await screen.findByRole('link', { name: 'To-do app' }, { timeout: 3_000 });
    await expectHindiPageName();
  });

  it('saved items', async () => {
    fakeApi();
    renderPage('/saved', <SavedPage />);
    await screen.findByRole('link', { name: 'To-do app' }, { timeout: 3_000 });
    await expectHindiPageName();
  });

  it('notes', async () => {
    fakeApi();
    renderPage('/notes', <NotesPage />);
    await screen.findByRole('link', { name: HINDI_NAME }, { timeout: 3_000 });
    await expectHindiPageName();
  });

  it("Talko's resources", async () => {
    fakeApi();
    renderPage('/chatbot', <TalkoChat />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox'), 'todo app');
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: HINDI_NAME }, { timeout: 3_000 });
    await expectHindiPageName();
  });
});
