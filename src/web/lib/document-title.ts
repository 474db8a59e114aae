import { useEffect } from 'react';

export const SITE_NAME = 'StudyHub';

/** Sets the tab title for a page: 'Page · StudyHub'. The router calls it with the page's declared title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
