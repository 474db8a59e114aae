import { signedInPage } from '#shared/pages/signed-in-pages.js';
import type { Translate } from './i18n.js';
import { pageTitle } from './page-texts.js';

/**
 * The name of the page an item lives on, in the interface language. Search, notes, saved items and
 * Talko get the page's English title from the server; a route the registry declares has its title
 * in both catalogues, so that one is shown instead. A route no page declares keeps `serverTitle`.
 * (Its own file: the sign-in route imports page-texts.ts but not the page registry.)
 */
export function routeTitle(route: string, serverTitle: string, t: Translate): string {
  return signedInPage(route) ? pageTitle(route, t) : serverTitle;
}
