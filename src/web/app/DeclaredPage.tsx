import { useEffect, type ComponentType } from 'react';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { useDocumentTitle } from '#web/lib/document-title.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { pageTitle } from '#web/lib/i18n/page-texts.js';
import { PageContext } from '#web/lib/page-context.js';
import { markPageShown } from '#web/lib/after-first-page.js';

/** A declared page on screen: its tab title set, its declaration readable below (usePageTitle). */
export function DeclaredPage({
  page,
  component: Page,
}: {
  page: PageDeclaration;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props (slug, filter, ...)
  component: ComponentType<any>;
}) {
  const t = useT();
  useDocumentTitle(pageTitle(page.path, t));
  useEffect(markPageShown, []);
  return (
    <PageContext value={page}>
      <Page {...page.props} />
    </PageContext>
  );
}
