import { lazy } from 'react';
import { INTERNSHIP_PAGES, TOPIC_SLUGS } from '../../shared/content/route-constants.js';
import type { AppRoute } from './routes.js';

const HomePage = lazy(() => import('../features/home/HomePage.js'));
const ExplorePage = lazy(() => import('../features/explore/ExplorePage.js'));
const TopicRoute = lazy(() => import('../features/topics/TopicRoute.js'));
const ToolRoute = lazy(() => import('../features/tools/ToolRoute.js'));
const SoftInstallPage = lazy(() => import('../features/install/SoftInstallPage.js'));
const BooksPage = lazy(() => import('../features/books/BooksPage.js'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage.js'));
const InternshipsPage = lazy(() => import('../features/internships/InternshipsPage.js'));
const HackathonsPage = lazy(() => import('../features/hackathons/HackathonsPage.js'));
const ProjectsPage = lazy(() => import('../features/projects/ProjectsPage.js'));
const ContactPage = lazy(() => import('../features/contact/ContactPage.js'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage.js'));
const TermsPage = lazy(() => import('../features/legal/TermsPage.js'));
const ReportIssuePage = lazy(() => import('../features/reports/ReportIssuePage.js'));
const VideoSearchPage = lazy(() => import('../features/videos/VideoSearchPage.js'));
const TalkoPage = lazy(() => import('../features/talko/TalkoPage.js'));
const SearchPage = lazy(() => import('../features/search/SearchPage.js'));
const SavedPage = lazy(() => import('../features/saved/SavedPage.js'));

/** Signed-in routes (spec §2); unknown paths go to /. */
export const SIGNED_IN_ROUTES: readonly AppRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/explore', element: <ExplorePage /> },
  ...TOPIC_SLUGS.map((slug) => ({ path: `/${slug}`, element: <TopicRoute slug={slug} /> })),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((number) => ({ path: `/tool-${number}`, element: <ToolRoute number={number} /> })),
  { path: '/soft-install', element: <SoftInstallPage /> },
  { path: '/books', element: <BooksPage /> },
  { path: '/community', element: <CommunityPage /> },
  // Keyed by filter so each internship route starts at its own state.
  ...INTERNSHIP_PAGES.map(({ filter, path }) => ({ path, element: <InternshipsPage key={filter} filter={filter} /> })),
  { path: '/hackathon', element: <HackathonsPage /> },
  { path: '/allprojects', element: <ProjectsPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/api', element: <VideoSearchPage /> },
  { path: '/chatbot', element: <TalkoPage /> },
  // Beyond the spec: search everything and saved items.
  { path: '/search', element: <SearchPage /> },
  { path: '/saved', element: <SavedPage /> },
  // Linked from the footer (spec: not in the signed-in route list, reachable when signed in).
  { path: '/terms', element: <TermsPage /> },
  { path: '/issue', element: <ReportIssuePage /> },
];
