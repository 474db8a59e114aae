import { lazy, type ReactElement } from 'react';

/**
 * Each route is its own chunk: a page's code loads only when it is visited. This module is part
 * of the first download, so it holds only the signed-out routes; the signed-in route table lives in
 * signed-in-routes.tsx, loaded with the signed-in shell.
 */
const SignInPage = lazy(() => import('#web/features/auth/SignInPage.js'));
const SignUpPage = lazy(() => import('#web/features/auth/SignUpPage.js'));

export interface AppRoute {
  path: string;
  element: ReactElement;
}

/** Spec §2 "Route sets": signed-out visitors see only these; every other path goes to /signin. */
export const SIGNED_OUT_ROUTES: readonly AppRoute[] = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
];
