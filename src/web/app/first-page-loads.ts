import { INTERNSHIP_PAGES, TOOL_NUMBERS, TOPIC_SLUGS } from '#shared/content/route-constants.js';
import { startEarlyRequests } from '#web/api/client.js';
import { currentSession, loadSession } from '#web/features/auth/session-store.js';
import { SIGNED_OUT_ROUTES } from './routes.js';

/** The signed-in shell's chunk; App renders it lazily, and a signed-in first page starts it early. */
export const loadSignedInShell = () => import('./SignedInShell.js');

/** Content entries (GET /api/content/<name>) each page shows, by path. */
const CONTENT_BY_PATH: Record<string, string> = {
  '/': 'home',
  '/explore': 'explore',
  '/soft-install': 'soft-install',
  '/books': 'books',
  '/community': 'community',
  '/hackathon': 'hackathons',
  '/allprojects': 'projects',
  '/contact': 'contact',
  '/privacy': 'contact',
  ...Object.fromEntries(TOPIC_SLUGS.map((slug) => [`/${slug}`, `topics/${slug}`])),
  ...Object.fromEntries(TOOL_NUMBERS.map((number) => [`/tool-${number}`, `tools/tool-${number}`])),
  ...Object.fromEntries(INTERNSHIP_PAGES.map(({ path }) => [path, 'internships'])),
};
const TOPIC_PATHS = new Set(TOPIC_SLUGS.map((slug) => `/${slug}`));

/**
 * The GET requests a signed-in page makes as it first renders: the footer's social links on every
 * page, the page's content entry, and the reader's progress and the dead-link list where the page
 * shows them. A page asking for more still works; these are only started sooner.
 */
export function firstRequestsFor(pathname: string): string[] {
  const requests = ['/content/contact'];
  const content = CONTENT_BY_PATH[pathname];
  if (content) requests.push(`/content/${content}`);
  if (pathname === '/' || TOPIC_PATHS.has(pathname)) requests.push('/progress');
  if (pathname === '/soft-install' || TOPIC_PATHS.has(pathname)) requests.push('/links/dead');
  if (pathname === '/saved') requests.push('/saved');
  return requests;
}

/**
 * Opening a signed-in page straight from the address bar used to be a chain of round trips: the
 * session check, then the shell's code, then the page's code, then its data. Here the shell and
 * page code download beside the session check, and the page's data is asked for the moment the
 * check says who is signed in (never before: a signed-out visitor's browser must not log 401s).
 */
export function startFirstPageLoads(pathname: string): void {
  if (SIGNED_OUT_ROUTES.some((route) => route.path === pathname)) return;
  void loadSignedInShell()
    .then((shell) => shell.preloadSignedInPage(pathname))
    .catch(() => undefined); // a failed download shows when the shell itself renders
  void loadSession().then(() => {
    if (currentSession().status === 'signed-in') startEarlyRequests(firstRequestsFor(pathname));
  });
}
