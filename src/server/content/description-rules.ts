import type { ContentLink, SoftInstall } from '#shared/content/index.js';
import { pagesIn, type Catalogue } from './load-catalogue.js';
import { echoesTitle, MIN_NEW_WORDS } from './title-echo.js';

/** A study link with where it stands, for messages a maintainer can follow. */
interface PlacedLink {
  file: string;
  where: string;
  link: ContentLink;
}

function studyLinks(catalogue: Catalogue): PlacedLink[] {
  const placed: PlacedLink[] = [];
  for (const { file, page } of pagesIn(catalogue, 'topics')) {
    page.sections.forEach((section, s) =>
      section.links.forEach((link, l) => placed.push({ file, where: `sections[${s}].links[${l}]`, link })),
    );
  }
  const install = catalogue.get('soft-install') as SoftInstall | undefined;
  install?.guides.forEach((guide, g) =>
    guide.links.forEach((link, l) => placed.push({ file: 'soft-install', where: `guides[${g}].links[${l}]`, link })),
  );
  return placed;
}

/**
 * Every study link needs a description (its `note`) that tells a student more than the title: what
 * they will learn or be able to do, who it suits, the format. Missing notes and notes that only
 * repeat the title are listed.
 */
export function descriptionProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const { file, where, link } of studyLinks(catalogue)) {
    const entry = `${file}: ${where} ("${link.id}")`;
    if (!link.note) {
      problems.push(`${entry}: has no description (note)`);
    } else if (echoesTitle(link.title, link.note)) {
      problems.push(
        `${entry}: description repeats its title "${link.title}"; say what a student learns, who it suits and the format (at least ${MIN_NEW_WORDS} new words)`,
      );
    }
  }
  return problems;
}
