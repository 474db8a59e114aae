import type { ComponentType } from 'react';

// Every page component, each its own chunk: src/web/features/<feature>/<Name>Page.tsx, default export.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props (slug, filter, ...)
const modules = import.meta.glob<{ default: ComponentType<any> }>('../features/*/*Page.tsx');

/** The loader of a declared page's component ('topics/TopicPage' -> features/topics/TopicPage.tsx). */
export function pageModule(component: string) {
  const load = modules[`../features/${component}.tsx`];
  if (!load) throw new Error(`There is no page component at src/web/features/${component}.tsx.`);
  return load;
}
