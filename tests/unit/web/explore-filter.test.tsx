// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { contentIndex } from '#server/search/content-index.js';
import { searchEverything } from '#server/search/search-service.js';
import type { Explore } from '#shared/content/learning.js';
import { TopicGrid } from '#web/features/explore/TopicGrid.js';
import { speak } from '#tests/support/languages.js';

const catalogue = await loadCatalogue('content');
const index = contentIndex(typedCatalogue(catalogue));
const explore = catalogue.get('explore') as Explore;

/**
 * GET /api/search answered as the server answers it (its own index over content/), each answer
 * held until the test lets it go, so the test sees the grid while the search is on its way.
 */
function searchServer() {
  const held: Array<() => void> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search')
      return Response.json({ code: 'not_found', message: 'No such page.' }, { status: 404 });
    const answer = searchEverything(index, url.searchParams.get('q') ?? '');
    await new Promise<void>((resolve) => held.push(resolve));
    return Response.json(answer);
  });
  return {
    /** Lets every held answer through (waits until at least one is held). */
    async answer() {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.splice(0).forEach((resolve) => resolve());
    },
  };
}

const cardNames = (listName: string) =>
  screen.queryByRole('list', { name: listName })
    ? within(screen.getByRole('list', { name: listName }))
        .queryAllByRole('link')
        .map((link) => link.textContent)
    : [];

describe("Explore's filter in the page", () => {
  beforeAll(() => speak('en', ['explore']));
  afterAll(() => speak('en', []));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("finds Java's pages and forgives 'pyhton', saying 'no topics' only once the search has answered", async () => {
    const server = searchServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TopicGrid explore={explore} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(cardNames('Topics')).toEqual(explore.topicCards.map((card) => card.title));
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Search topics' });

    await user.type(field, 'java');
    // No title holds 'java': while the search is on its way the grid is busy, not 'no topics'.
    expect(cardNames('Topics')).toEqual([]);
    expect(screen.queryByText(/No topics match/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Topics' }).getAttribute('aria-busy')).toBe('true');
    await server.answer();
    await screen.findByRole('link', { name: 'Data Structures and Algorithms' });
    expect(cardNames('Topics')).toContain('Software Install');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ topics$/);

    await user.clear(field);
    await user.type(field, 'pyhton');
    await server.answer();
    await vi.waitFor(() => expect(cardNames('Topics')).toContain('Data Science'));
    expect(cardNames('Topics')).toContain('AI/ML');
    expect(cardNames('Topics')).not.toContain('UI/UX');

    await user.clear(field);
    await user.type(field, 'zzqqxx');
    await server.answer();
    await screen.findByText('No topics match “zzqqxx”. Try another word, such as “data” or “web”.');
    expect(cardNames('Topics')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Prepare for placements' })).toBeNull();
  });
});
