import type { ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props (slug, filter, ...)
export type PageModule = { default: ComponentType<any> };
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The signed-out pages' components (src/web/features/auth/<Name>Page.tsx, default export), each its
 * own chunk. Only these are listed in the first download: every other page's loader (and the list
 * of the chunks each one needs) comes with the signed-in app (signed-in/page-modules.ts).
 */
const signedOutModules = import.meta.glob<PageModule>('../features/auth/*Page.tsx');

/** The loader of a declared page's component in `modules` ('auth/SignInPage' -> features/auth/SignInPage.tsx). */
export function pageModuleIn(modules: PageModules, component: string) {
  const load = modules[`../features/${component}.tsx`];
  if (!load) throw new Error(`There is no page component at src/web/features/${component}.tsx.`);
  return load;
}

/** The loader of a signed-out page's component. */
export const pageModule = (component: string) => pageModuleIn(signedOutModules, component);
