import { INTERNSHIP_PAGES } from '#shared/content/route-constants.js';
import type { NavLink, NavPlacement, PageDeclaration, SearchKind } from './page-types.js';
import { EMAILED_LINK_PAGES } from './signed-out-pages.js';
import { TOOL_INDEX, TOPIC_INDEX, type TopicPageHead, type ToolPageHead } from './content-page-index.js';

/**
 * Every signed-in page, in the order the navigation lists them, given the topic and tool pages
 * (content/topics, content/tools). Unknown paths go to /. The navbar, its menus, the floating menu and the footer
 * show the `nav` links of these entries.
 */
export const signedInPages = (
  topics: readonly TopicPageHead[],
  tools: readonly ToolPageHead[],
): readonly PageDeclaration[] => [
  {
    path: '/',
    title: 'Home',
    headingStartsWith: 'Learn',
    component: 'home/HomePage',
    parts: ['home'],
    nav: [{ placement: 'main', label: 'Home' }],
    content: ['home'],
    userData: ['progress'],
    searchKinds: ['faq'],
  },
  {
    path: '/explore',
    title: 'Explore New Skills',
    component: 'explore/ExplorePage',
    parts: ['explore'],
    nav: [{ placement: 'main', label: 'Explore' }],
    content: ['explore'],
  },
  {
    path: '/contact',
    title: 'Contact Us',
    component: 'contact/ContactPage',
    parts: ['contact'],
    nav: [
      { placement: 'main', label: 'Who am I?' },
      { placement: 'footer', label: 'Contact' },
    ],
    content: ['contact'],
  },
  ...INTERNSHIP_PAGES.map(({ filter, label, path }): PageDeclaration => ({
    path,
    title: filter === 'All' ? 'Internships' : `${label} Internships`,
    component: 'internships/InternshipsPage',
    parts: ['listings', 'learning'],
    props: { filter },
    nav: filter === 'All' ? [{ placement: 'explore-more', label: 'Internships' }] : undefined,
    userData: ['internship-listings', 'saved'],
    laterData: ['notes'],
    searchKinds: filter === 'All' ? ['internship'] : undefined,
  })),
  {
    path: '/community',
    title: 'Community Groups',
    component: 'community/CommunityPage',
    parts: ['community', 'learning'],
    nav: [
      { placement: 'floating', label: 'Community', icon: 'users' },
      { placement: 'explore-more', label: 'Community' },
    ],
    content: ['community'],
    searchKinds: ['group'],
  },
  {
    path: '/books',
    title: 'Top 1%',
    component: 'books/BooksPage',
    parts: ['books', 'learning'],
    nav: [
      { placement: 'main', label: 'Top 1%' },
      { placement: 'floating', label: 'Top 1% books', icon: 'book' },
    ],
    content: ['books'],
    userData: ['saved'],
    laterData: ['notes'],
    searchKinds: ['book'],
  },
  {
    path: '/chatbot',
    title: 'Ask Talko',
    component: 'talko/TalkoPage',
    parts: ['learning'],
    nav: [{ placement: 'floating', label: 'Talko chatbot', icon: 'bot' }],
  },
  // The spec's video search page is the route /api (the JSON API lives below it, under /api/<feature>/).
  {
    path: '/api',
    title: 'Video search',
    component: 'videos/VideoSearchPage',
    parts: ['learning'],
    nav: [{ placement: 'main', label: 'API' }],
  },
  {
    path: '/hackathon',
    title: 'Hackathons and Events',
    component: 'hackathons/HackathonsPage',
    parts: ['listings', 'learning'],
    nav: [{ placement: 'explore-more', label: "Hackathon's / Events" }],
    userData: ['hackathon-listings', 'saved'],
    laterData: ['notes'],
    searchKinds: ['hackathon'],
  },
  // The topic pages; the placement ones are also in the Explore More menu, after the opportunities.
  ...topics.map(({ slug, title, menuLabel }): PageDeclaration => ({
    path: `/${slug}`,
    title,
    component: 'topics/TopicPage',
    parts: ['learning'],
    props: { slug },
    nav: menuLabel ? [{ placement: 'explore-more', label: menuLabel }] : undefined,
    content: [`topics/${slug}`],
    userData: ['progress', 'saved', 'dead-links'],
    laterData: ['notes'],
  })),
  {
    path: '/allprojects',
    title: 'Projects',
    component: 'projects/ProjectsPage',
    parts: ['learning'],
    nav: [{ placement: 'features', label: 'Projects' }],
    content: ['projects'],
    userData: ['saved'],
    laterData: ['notes'],
    searchKinds: ['project'],
  },
  // Beyond the spec: saved items and search everything.
  {
    path: '/saved',
    title: 'Saved',
    component: 'saved/SavedPage',
    parts: ['learning'],
    nav: [{ placement: 'features', label: 'Saved' }],
    userData: ['saved'],
  },
  // Beyond the spec (issue 22): every note this user wrote, by page.
  {
    path: '/notes',
    title: 'My notes',
    component: 'notes/NotesPage',
    parts: ['learning'],
    nav: [{ placement: 'features', label: 'My notes' }],
    userData: ['notes'],
  },
  { path: '/search', title: 'Search everything', component: 'search/SearchPage', parts: ['search', 'learning'] },
  // Beyond the spec (issue 20): students suggest internships and hackathons for review.
  {
    path: '/suggest-listing',
    title: 'Suggest a listing',
    component: 'suggest/SuggestListingPage',
    parts: ['forms', 'listings'],
  },
  // Beyond the spec: the account page (in the Explore More menu, beside Logout), and e-mailed links
  // opened while signed in.
  {
    path: '/account',
    title: 'My account',
    component: 'account/AccountPage',
    parts: ['account'],
    nav: [{ placement: 'explore-more', label: 'My account' }],
    // The reminder form's answer is an endpoint the page declares (page-types.ts, PageData).
    userData: ['account', 'progress', 'suggestions', '/reminders'],
  },
  // The maintainers' console (issue 20): the server sends everyone else Home, as for any unknown
  // address, and its API answers them 404; only a maintainer's Explore More menu links to it.
  {
    path: '/maintain',
    title: 'Maintain',
    component: 'maintain/MaintainPage',
    parts: ['maintain'],
    maintainersOnly: true,
    nav: [{ placement: 'explore-more', label: 'Maintainer console', maintainersOnly: true }],
  },
  ...EMAILED_LINK_PAGES,
  ...tools.map(({ number, title }): PageDeclaration => ({
    path: `/tool-${number}`,
    title,
    component: 'tools/ToolPage',
    parts: ['learning'],
    props: { number },
    content: [`tools/tool-${number}`],
    userData: ['saved'],
    laterData: ['notes'],
  })),
  {
    path: '/soft-install',
    title: 'Software Installation Guides',
    component: 'install/SoftInstallPage',
    parts: ['install', 'learning'],
    content: ['soft-install'],
    userData: ['progress', 'saved', 'dead-links'],
    laterData: ['notes'],
    searchKinds: ['install'],
    byPlatform: true,
  },
  // Linked from the footer: not in the spec's signed-in route list, reachable when signed in.
  {
    path: '/terms',
    title: 'Terms of Use',
    component: 'legal/TermsPage',
    parts: ['legal'],
    nav: [{ placement: 'footer', label: 'Terms' }],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    component: 'legal/PrivacyPage',
    parts: ['legal'],
    nav: [{ placement: 'footer', label: 'Privacy' }],
    content: ['contact'],
  },
  {
    path: '/issue',
    title: 'Report an issue',
    component: 'reports/ReportIssuePage',
    parts: ['forms'],
    nav: [{ placement: 'footer', label: 'Report an issue' }],
  },
];

export const SIGNED_IN_PAGES = signedInPages(TOPIC_INDEX, TOOL_INDEX);

/** Content every signed-in page shows: the footer's social links. */
export const LAYOUT_CONTENT = ['contact'] as const;

const byPath = new Map(SIGNED_IN_PAGES.map((page) => [page.path, page]));

export function signedInPage(path: string): PageDeclaration | undefined {
  return byPath.get(path);
}

/** The page that shows items of a kind that lives on one page (books on /books, ...). */
export function pageShowing(kind: SearchKind): PageDeclaration {
  const page = SIGNED_IN_PAGES.find((candidate) => candidate.searchKinds?.includes(kind));
  if (!page) throw new Error(`No page declares search kind ${kind}.`);
  return page;
}

/** The links of one navigation placement, in order. */
export function navLinks(
  placement: NavPlacement,
  pages: readonly PageDeclaration[] = SIGNED_IN_PAGES,
): Array<NavLink & { to: string }> {
  return pages.flatMap((page) =>
    (page.nav ?? []).filter((link) => link.placement === placement).map((link) => ({ ...link, to: page.path })),
  );
}
