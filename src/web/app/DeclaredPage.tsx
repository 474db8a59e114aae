import type { ComponentType } from 'react';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { useDocumentTitle } from '#web/lib/document-title.js';
import { PageContext } from '#web/lib/page-context.js';

/** A declared page on screen: its tab title set, its declaration readable below (usePageTitle). */
export function DeclaredPage({
  page,
  component: Page,
}: {
  page: PageDeclaration;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props (slug, filter, ...)
  component: ComponentType<any>;
}) {
  useDocumentTitle(page.title);
  return (
    <PageContext value={page}>
      <Page {...page.props} />
    </PageContext>
  );
}
