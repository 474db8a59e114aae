import type { ListingService } from '#server/listings/listing-service.js';
import type { SiteSettingsService } from '#server/site-settings/site-settings-service.js';

/**
 * What a link-check round visits: every URL in content/, plus what changes without a deploy and
 * is read at the start of each round: published listings (approved suggestions and maintainers'
 * edits included, so their warnings in /maintain can say a link is dead) and the contact channels'
 * addresses from the site settings. Retired listings are no longer shown, so they are not checked.
 */
export function linkCheckUrls(deps: {
  contentUrls: readonly string[];
  listings: Pick<ListingService, 'everything'>;
  siteSettings: Pick<SiteSettingsService, 'settings'>;
}): () => Promise<string[]> {
  const { contentUrls, listings, siteSettings } = deps;
  return async () => {
    const listed = (await listings.everything())
      .filter(({ row }) => row.status === 'published')
      .map(({ fields }) => fields.url);
    const { contact } = await siteSettings.settings();
    const addresses = Object.values(contact.urls).filter((url) => url !== '');
    return [...new Set([...contentUrls, ...listed, ...addresses])];
  };
}
