import { schemaOf } from '#shared/content/catalogue-files.js';
import { translationCoverage } from '#shared/content/translation-walk.js';
import type { Catalogue } from './load-catalogue.js';

export interface FileCoverage {
  name: string;
  translated: number;
  total: number;
}

/** Per content file, how many of its texts that take Hindi have it (docs/hindi.md). */
export function translationReport(catalogue: Catalogue): FileCoverage[] {
  return [...catalogue].map(([name, data]) => ({ name, ...translationCoverage(schemaOf(name), data) }));
}

/** 'topics/front-end  212/212 (100%)' lines and the total, for content:check's summary. */
export function formatTranslationReport(report: readonly FileCoverage[]): string {
  const width = Math.max(...report.map((file) => file.name.length));
  const share = (translated: number, total: number) =>
    total === 0 ? 'no prose' : `${translated}/${total} (${Math.floor((translated / total) * 100)}%)`;
  const translated = report.reduce((sum, file) => sum + file.translated, 0);
  const total = report.reduce((sum, file) => sum + file.total, 0);
  return [
    'Hindi translated, per file:',
    ...report.map((file) => `  ${file.name.padEnd(width)}  ${share(file.translated, file.total)}`),
    `  ${'all files'.padEnd(width)}  ${share(translated, total)}`,
  ].join('\n');
}
