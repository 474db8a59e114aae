import type { PageDeclaration } from './page-types.js';

/**
 * The only pages a signed-out visitor sees; every other path sends them to /signin. Part of the
 * first download, so it stays small.
 */
export const SIGNED_OUT_PAGES = [
  { path: '/signin', title: 'Login', component: 'auth/SignInPage' },
  { path: '/signup', title: 'Signup Page', component: 'auth/SignUpPage' },
] as const satisfies readonly PageDeclaration[];
