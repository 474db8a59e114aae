import { createContext, useContext } from 'react';
import type { PageDeclaration } from '#shared/pages/page-types.js';

/** The declaration of the page being shown (set by the router around every page). */
export const PageContext = createContext<PageDeclaration | undefined>(undefined);

/** The page's declared title: its heading, the tab title, the name search results give it. */
export function usePageTitle(): string {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePageTitle is used outside a declared page.');
  return page.title;
}
