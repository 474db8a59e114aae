import { pageModuleIn, type PageModule, type PageModules } from '#web/app/page-modules.js';

// Every page component, each its own chunk: src/web/features/<feature>/<Name>Page.tsx, default export.
const modules = import.meta.glob<PageModule>('../../features/*/*Page.tsx');
// The glob's keys are relative to this folder; pageModuleIn names pages from src/web/app.
const fromApp: PageModules = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.replace('../../features/', '../features/'), load]),
);

/** The loader of a declared signed-in page's component ('topics/TopicPage' -> features/topics/TopicPage.tsx). */
export const signedInPageModule = (component: string) => pageModuleIn(fromApp, component);
