import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';

/** The study link the notes tests write on: the first link of DevOps' 'Containers and Docker'. */
const content = typedCatalogue(await loadCatalogue('content'));
export const devops = content.topics.find((topic) => topic.slug === 'devops')!;
export const section = devops.sections.find((entry) => entry.id === 'containers-and-docker')!;
export const link = section.links[0]!;

/** A button's name as Chromium computes it: the visually hidden item title follows after a space. */
export const named = (action: string, title: string) =>
  new RegExp(`^${action}\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
