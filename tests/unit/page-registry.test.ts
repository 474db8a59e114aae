import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { catalogueFiles } from '#shared/content/catalogue-files.js';
import { TOOL_INDEX, TOPIC_INDEX } from '#shared/pages/content-page-index.js';
import { LAYOUT_CONTENT, SIGNED_IN_PAGES, navLinks } from '#shared/pages/signed-in-pages.js';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';

const catalogue = typedCatalogue(await loadCatalogue('content'));
const ALL_PAGES = [...SIGNED_OUT_PAGES, ...SIGNED_IN_PAGES];

describe('the page registry (src/shared/pages)', () => {
  it('declares each path once per route set, each with a page component that exists', () => {
    for (const pages of [SIGNED_OUT_PAGES, SIGNED_IN_PAGES]) {
      const paths = pages.map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
    for (const page of ALL_PAGES)
      expect(existsSync(`src/web/features/${page.component}.tsx`), page.component).toBe(true);
  });

  it('declares a page in both route sets only for e-mailed links, the same page in each', () => {
    const inBoth = SIGNED_OUT_PAGES.flatMap((page) => {
      const signedIn = SIGNED_IN_PAGES.find((candidate) => candidate.path === page.path);
      return signedIn
        ? [{ path: page.path, same: signedIn.component === page.component && signedIn.title === page.title }]
        : [];
    });
    expect(inBoth).toEqual([
      { path: '/reset-password', same: true },
      { path: '/verify-email', same: true },
    ]);
  });

  it("declares the spec's routes, plus /terms, /issue, our own /search, /saved, /notes, /account and /suggest-listing, the account recovery pages and the placement topic pages", () => {
    const spec = [
      '/',
      '/explore',
      '/front-end',
      '/backend',
      '/ui-ux',
      '/data-science',
      '/app-development',
      '/ai-ml',
      '/git-github',
      '/cyber-security',
      '/devops',
      '/contact',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/tool-${n}`),
      '/soft-install',
      '/books',
      '/community',
      '/chatbot',
      '/internship',
      '/InternBackend',
      '/InternFrontend',
      '/InternUIUX',
      '/InternAIML',
      '/hackathon',
      '/api',
      '/allprojects',
      '/privacy',
    ];
    expect(SIGNED_IN_PAGES.map((page) => page.path).sort()).toEqual(
      [
        ...spec,
        '/terms',
        '/issue',
        '/search',
        '/saved',
        '/notes',
        '/account',
        '/suggest-listing',
        '/maintain',
        '/dsa',
        '/c-cpp',
        '/placements',
        '/reset-password',
        '/verify-email',
      ].sort(),
    );
    expect(SIGNED_OUT_PAGES.map((page) => page.path)).toEqual([
      '/signin',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ]);
  });

  it('titles topic, tool and install pages as their content files do', () => {
    for (const topic of catalogue.topics)
      expect(SIGNED_IN_PAGES.find((page) => page.path === `/${topic.slug}`)?.title).toBe(topic.title);
    for (const tool of catalogue.tools)
      expect(SIGNED_IN_PAGES.find((page) => page.path === `/tool-${tool.number}`)?.title).toBe(tool.title);
    expect(SIGNED_IN_PAGES.find((page) => page.path === '/soft-install')?.title).toBe(catalogue.softInstall.title);
  });

  it('names only content entries that exist', () => {
    const names = new Set(
      catalogueFiles(
        TOPIC_INDEX.map((topic) => topic.slug),
        TOOL_INDEX.map((tool) => tool.number),
      ).map((file) => file.name),
    );
    for (const name of [...LAYOUT_CONTENT, ...SIGNED_IN_PAGES.flatMap((page) => page.content ?? [])])
      expect(names.has(name), name).toBe(true);
  });

  it("gives the navigation the spec's labels in the spec's order, with the placement pages before My account", () => {
    const labels = (placement: Parameters<typeof navLinks>[0]) =>
      navLinks(placement).map((link) => `${link.label} ${link.to}`);
    expect(labels('main')).toEqual(['Home /', 'Explore /explore', 'Who am I? /contact', 'Top 1% /books', 'API /api']);
    expect(labels('explore-more')).toEqual([
      'Internships /internship',
      'Community /community',
      "Hackathon's / Events /hackathon",
      'DSA /dsa',
      'C and C++ /c-cpp',
      'Placements /placements',
      'My account /account',
      'Maintainer console /maintain',
    ]);
    expect(
      navLinks('explore-more')
        .filter((link) => link.maintainersOnly)
        .map((link) => link.to),
    ).toEqual(['/maintain']);
    expect(labels('features')).toEqual(['Projects /allprojects', 'Saved /saved', 'My notes /notes']);
    expect(labels('floating')).toEqual(['Community /community', 'Top 1% books /books', 'Talko chatbot /chatbot']);
    expect(labels('footer')).toEqual([
      'Contact /contact',
      'Terms /terms',
      'Privacy /privacy',
      'Report an issue /issue',
    ]);
  });
});
