// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { SearchResponse } from '#shared/api/search.js';
import CommandPalette from '#web/features/search/CommandPalette.js';
import { ToolPageView } from '#web/features/tools/ToolPageView.js';
import { markPageShown } from '#web/lib/after-first-page.js';
import { speak } from '#tests/support/languages.js';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
const TOOL_PAGE = parseYaml(readFileSync(path.join(CONTENT, 'tools/tool-1.yaml'), 'utf8')) as unknown;
const SEARCH: SearchResponse = {
  query: 'docker',
  total: 1,
  groups: [
    {
      kind: 'link',
      label: 'Study links',
      hits: [
        {
          id: 'link:devops/docker-docs',
          kind: 'link',
          title: 'Docker Documentation',
          snippet: '',
          route: '/devops',
          pageTitle: 'DevOps',
        },
      ],
    },
  ],
};

/** The API as the server answers these pages: the tool page's file (Hindi beside the English), a search, no saves or notes. */
function fakeApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/content/tools/tool-1')) return Response.json(TOOL_PAGE);
    if (url.includes('/search?')) return Response.json(SEARCH);
    if (url.includes('/notes')) return Response.json({ notes: [] });
    return Response.json({ items: [] });
  });
}

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense>{page}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the search palette and a tool page with Hindi chosen', () => {
  beforeAll(() => speak('hi', ['search', 'learning']));
  afterAll(() => speak('en', []));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('the palette names its field, results, groups and keys in Hindi', async () => {
    fakeApi();
    renderPage(<CommandPalette open onClose={() => {}} />);
    const field = await screen.findByRole('combobox', {
      name: 'टॉपिक, लिंक, टूल, किताबें, इंटर्नशिप और बहुत कुछ खोजें',
    });
    expect(field.getAttribute('placeholder')).toBe('सब कुछ खोजें…');
    expect(screen.getByRole('listbox', { name: 'नतीजे' })).toBeTruthy();
    expect(screen.getByText(/से ऊपर-नीचे जाएँ/).textContent).toMatch(/Enter से खोलें, Esc\s+से बंद करें/);
    await userEvent.setup().type(field, 'docker');
    // The server names the group in English; the palette says it in the reader's language.
    expect(await screen.findByText('पढ़ाई के लिंक', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Docker Documentation/ })).toBeTruthy();
  });

  it("a tool page says its headings and Visit in Hindi, and the tools' Hindi text from the content file", async () => {
    fakeApi();
    renderPage(<ToolPageView number={1} />);
    const copilot = await screen.findByRole('heading', { level: 2, name: 'GitHub Copilot' });
    const card = copilot.closest('li')!;
    expect([...card.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'यह क्या करता है',
      'इसे कैसे इस्तेमाल करें',
    ]);
    expect(card.textContent).toContain('GitHub Copilot आपके टाइप करते-करते');
    expect(card.querySelector('a.button')?.textContent).toBe('खोलें GitHub Copilot (नए टैब में खुलता है)');
    expect(screen.queryByText('What it does')).toBeNull();
    // The notes arrive once the page is on screen (DeclaredPage says so; here the test does).
    markPageShown();
    expect(await screen.findAllByRole('button', { name: /^नोट लिखें\s*:/ }, { timeout: 3_000 })).toHaveLength(5);
  });
});
