import { useEffect } from 'react';

export const SITE_NAME = 'StudyHub';

/** Sets the tab title for a page: 'Page · StudyHub'. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
