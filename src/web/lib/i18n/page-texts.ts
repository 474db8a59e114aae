import type { NavPlacement } from '#shared/pages/page-types.js';
import type { MessageId, Translate } from './i18n.js';

/**
 * Pages are declared once in src/shared/pages with their English title and link labels; the
 * catalogues hold both languages under ids made of the path (a unit test checks every declared
 * page and link has its message, in English exactly as declared).
 */
export const pageTitleId = (path: string) => `page.${path}` as MessageId;
export const navLabelId = (placement: NavPlacement, path: string) => `nav.${placement}.${path}` as MessageId;

export const pageTitle = (path: string, t: Translate) => t(pageTitleId(path));
export const navLabel = (placement: NavPlacement, path: string, t: Translate) => t(navLabelId(placement, path));
