import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Each route is its own chunk: a page's code loads only when it is visited. */
const HomePage = lazy(() => import('../features/home/HomePage.js'));
const SignInPage = lazy(() => import('../features/auth/SignInPage.js'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage.js'));

/** Spec §2 "Route sets": signed-out visitors see only these; every other path goes to /signin. */
export const SIGNED_OUT_ROUTES: ReadonlyArray<{ path: string; page: Page }> = [
  { path: '/signin', page: SignInPage },
  { path: '/signup', page: SignUpPage },
];

/** Signed-in routes; unknown paths go to /. */
export const SIGNED_IN_ROUTES: ReadonlyArray<{ path: string; page: Page }> = [{ path: '/', page: HomePage }];
