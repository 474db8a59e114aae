import { contactSchema } from '#shared/content/contact.js';
import { useContent } from '#web/lib/api/content.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { CHANNEL_ICONS } from '#web/features/contact/channel-icons.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';

/** The footer's social links, from the contact entry (maintainers set the addresses): only channels that have a url are links. */
export function SocialLinks() {
  const { data } = useContent('contact', contactSchema);
  const t = useT();
  const linked = data?.channels.filter((channel) => channel.url) ?? [];
  return (
    <section aria-labelledby="footer-social-heading">
      <h2 id="footer-social-heading" className="footer__heading">
        {t('footer.followUs')}
      </h2>
      {linked.length > 0 ? (
        <ul className="footer__list">
          {linked.map((channel) => {
            const ChannelIcon = CHANNEL_ICONS[channel.kind];
            return (
              <li key={channel.kind}>
                <ExternalLink href={channel.url!} className="footer__social">
                  <ChannelIcon aria-hidden="true" size={16} />
                  {channel.label}
                </ExternalLink>
              </li>
            );
          })}
        </ul>
      ) : data ? (
        <p className="footer__tagline">{t('footer.socialSoon', { soon: t('spec.availableSoon') })}</p>
      ) : null}
    </section>
  );
}
