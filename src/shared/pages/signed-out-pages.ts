import type { PageDeclaration } from './page-types.js';

/** Pages e-mailed links open: signed out, and signed in too (a link opened in a signed-in browser). */
export const EMAILED_LINK_PAGES = [
  { path: '/reset-password', title: 'Choose a new password', component: 'auth/ResetPasswordPage', parts: ['account'] },
  {
    path: '/verify-email',
    title: 'Confirm your e-mail address',
    component: 'auth/VerifyEmailPage',
    parts: ['account'],
  },
] as const satisfies readonly PageDeclaration[];

/**
 * The only pages a signed-out visitor sees; every other path sends them to /signin. Part of the
 * first download, so it stays small. Beyond the spec's two, the ways back into an account
 * (docs/decisions/0011-signed-out-recovery-pages.md).
 */
export const SIGNED_OUT_PAGES = [
  { path: '/signin', title: 'Login', component: 'auth/SignInPage' },
  { path: '/signup', title: 'Signup Page', component: 'auth/SignUpPage' },
  {
    path: '/forgot-password',
    title: 'Forgot your password?',
    component: 'auth/ForgotPasswordPage',
    parts: ['account'],
  },
  ...EMAILED_LINK_PAGES,
] as const satisfies readonly PageDeclaration[];
