import { lazy, type ComponentType, type Key } from 'react';
import { INTERNSHIP_PAGES, TOOL_NUMBERS, TOPIC_SLUGS } from '#shared/content/route-constants.js';
import type { AppRoute } from './routes.js';

/** A page's chunk: its loader, kept beside the lazy component so the first page can start early. */
interface Page<P> {
  load: () => Promise<unknown>;
  Component: ComponentType<P>;
}

function page<P>(load: () => Promise<{ default: ComponentType<P> }>): Page<P> {
  return { load, Component: lazy(load) as unknown as ComponentType<P> };
}

const HomePage = page(() => import('#web/features/home/HomePage.js'));
const ExplorePage = page(() => import('#web/features/explore/ExplorePage.js'));
const TopicRoute = page(() => import('#web/features/topics/TopicRoute.js'));
const ToolRoute = page(() => import('#web/features/tools/ToolRoute.js'));
const SoftInstallPage = page(() => import('#web/features/install/SoftInstallPage.js'));
const BooksPage = page(() => import('#web/features/books/BooksPage.js'));
const CommunityPage = page(() => import('#web/features/community/CommunityPage.js'));
const InternshipsPage = page(() => import('#web/features/internships/InternshipsPage.js'));
const HackathonsPage = page(() => import('#web/features/hackathons/HackathonsPage.js'));
const ProjectsPage = page(() => import('#web/features/projects/ProjectsPage.js'));
const ContactPage = page(() => import('#web/features/contact/ContactPage.js'));
const PrivacyPage = page(() => import('#web/features/legal/PrivacyPage.js'));
const TermsPage = page(() => import('#web/features/legal/TermsPage.js'));
const ReportIssuePage = page(() => import('#web/features/reports/ReportIssuePage.js'));
const VideoSearchPage = page(() => import('#web/features/videos/VideoSearchPage.js'));
const TalkoPage = page(() => import('#web/features/talko/TalkoPage.js'));
const SearchPage = page(() => import('#web/features/search/SearchPage.js'));
const SavedPage = page(() => import('#web/features/saved/SavedPage.js'));

export interface SignedInRoute extends AppRoute {
  /** Starts downloading the page's chunk (the first page does, beside the session check). */
  load: () => Promise<unknown>;
}

function at<P extends object>(path: string, { Component, load }: Page<P>, props: P, key?: Key): SignedInRoute {
  return { path, element: <Component key={key} {...props} />, load };
}

/** Signed-in routes (spec §2); unknown paths go to /. */
export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  at('/', HomePage, {}),
  at('/explore', ExplorePage, {}),
  ...TOPIC_SLUGS.map((slug) => at(`/${slug}`, TopicRoute, { slug })),
  ...TOOL_NUMBERS.map((number) => at(`/tool-${number}`, ToolRoute, { number })),
  at('/soft-install', SoftInstallPage, {}),
  at('/books', BooksPage, {}),
  at('/community', CommunityPage, {}),
  // Keyed by filter so each internship route starts at its own state.
  ...INTERNSHIP_PAGES.map(({ filter, path }) => at(path, InternshipsPage, { filter }, filter)),
  at('/hackathon', HackathonsPage, {}),
  at('/allprojects', ProjectsPage, {}),
  at('/contact', ContactPage, {}),
  at('/privacy', PrivacyPage, {}),
  at('/api', VideoSearchPage, {}),
  at('/chatbot', TalkoPage, {}),
  // Beyond the spec: search everything and saved items.
  at('/search', SearchPage, {}),
  at('/saved', SavedPage, {}),
  // Linked from the footer (spec: not in the signed-in route list, reachable when signed in).
  at('/terms', TermsPage, {}),
  at('/issue', ReportIssuePage, {}),
];

/** Starts loading the chunk of the page at this path, if it is one of ours. */
export function preloadSignedInPage(pathname: string): void {
  void SIGNED_IN_ROUTES.find((route) => route.path === pathname)
    ?.load()
    .catch(() => undefined); // a failed download shows when the page itself renders
}
