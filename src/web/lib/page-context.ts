import { createContext, useContext } from 'react';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';

/** The declaration of the page being shown (set by the router around every page). */
export const PageContext = createContext<PageDeclaration | undefined>(undefined);

/** The page's declared title in the reader's language: its heading, the tab title, the name search results give it. */
export function usePageTitle(): string {
  const page = useContext(PageContext);
  const t = useT();
  if (!page) throw new Error('usePageTitle is used outside a declared page.');
  return pageTitle(page.path, t);
}
