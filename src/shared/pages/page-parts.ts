import type { CataloguePart } from '#shared/catalogue-parts.js';

/**
 * The catalogue parts a declared page says on its first render (its feature's texts, and
 * 'learning' where it shows item cards, notes or copy buttons), by component. Its route loads them
 * beside the page's code and data; otherwise the page would render, wait for its part, then
 * render again: one more round trip before its largest paint. A part left out still arrives (the
 * component waits for it); tests/unit/page-parts.test.ts checks each feature's own parts are listed.
 * The app's part loading (src/web/lib/i18n/part-loading.ts) reads it, and so do the server's
 * first-visit hints, which preload the parts with the page's code.
 */
export const PAGE_PARTS: Readonly<Record<string, readonly CataloguePart[]>> = {
  'home/HomePage': ['home'],
  'explore/ExplorePage': ['explore'],
  'contact/ContactPage': ['contact'],
  'internships/InternshipsPage': ['listings', 'learning'],
  'community/CommunityPage': ['community', 'learning'],
  'books/BooksPage': ['books', 'learning'],
  'talko/TalkoPage': ['learning'],
  'videos/VideoSearchPage': ['learning'],
  'hackathons/HackathonsPage': ['listings', 'learning'],
  'projects/ProjectsPage': ['learning'],
  'saved/SavedPage': ['learning'],
  'notes/NotesPage': ['learning'],
  'search/SearchPage': ['search', 'learning'],
  'maintain/MaintainPage': ['maintain'],
  'suggest/SuggestListingPage': ['forms', 'listings'],
  'account/AccountPage': ['account'],
  'topics/TopicPage': ['learning'],
  'tools/ToolPage': ['learning'],
  'install/SoftInstallPage': ['install', 'learning'],
  'legal/TermsPage': ['legal'],
  'legal/PrivacyPage': ['legal'],
  'reports/ReportIssuePage': ['forms'],
  // The account e-mails' links, opened while signed in.
  'auth/ResetPasswordPage': ['account'],
  'auth/VerifyEmailPage': ['account'],
};

export const partsOfPage = (component: string): readonly CataloguePart[] => PAGE_PARTS[component] ?? [];
