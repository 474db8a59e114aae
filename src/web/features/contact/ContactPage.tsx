import { useEffect } from 'react';
import Flag from 'lucide-react/icons/flag';
import Mail from 'lucide-react/icons/mail';
import { Link } from 'react-router';
import { contactSchema, type Contact } from '#shared/content/contact.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { CHANNEL_ICONS } from './channel-icons.js';
import '#web/ui/panel.css';
import './contact.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

function Channels({ contact }: { contact: Contact }) {
  // The 'no official accounts yet' sentence is true only while no channel has an address; once a
  // maintainer sets one, each remaining button's own 'Available Soon' says enough.
  const noAccounts = contact.channels.every((channel) => !channel.url);
  const t = usePartT('contact');
  return (
    <section className="panel contact-card" aria-labelledby="channels-heading">
      <h2 id="channels-heading">{t('contact.findUs')}</h2>
      <ul className="contact-channels">
        {contact.channels.map((channel) => {
          const ChannelIcon = CHANNEL_ICONS[channel.kind];
          return (
            <li key={channel.kind}>
              {channel.url ? (
                <ExternalLink href={channel.url} className="button button--primary contact-channel">
                  <ChannelIcon aria-hidden="true" size={20} />
                  {channel.label}
                </ExternalLink>
              ) : (
                <button
                  type="button"
                  className="button button--secondary contact-channel"
                  disabled
                  aria-describedby={noAccounts ? 'channels-note' : undefined}
                >
                  <ChannelIcon aria-hidden="true" size={20} />
                  {channel.label}
                  <span className="contact-channel__soon">{t('spec.availableSoon')}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {noAccounts ? (
        <p id="channels-note" className="contact-note">
          {t('contact.noAccounts')}
        </p>
      ) : null}
    </section>
  );
}

export default function ContactPage() {
  const title = usePageTitle();
  const query = useContent('contact', contactSchema);
  const t = usePartT('contact');
  // Spec: the contact page scrolls to the top when it opens, even when reached with a #hash.
  // (A block body: newer browsers return a promise from scrollTo, which must not become the cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <main id="main" className="page contact-page">
      <h1 className="page-title">{title}</h1>
      <ContentState query={query} skeletonLines={4}>
        {(contact) => (
          <>
            <p className="page-lead">{contact.intro}</p>
            <Channels contact={contact} />
            <section className="panel contact-card" aria-labelledby="write-heading">
              <h2 id="write-heading">{t('contact.write')}</h2>
              <p>{t('contact.writeText')}</p>
              <p className="contact-actions">
                <Link to="/issue" className="button button--primary">
                  <Flag aria-hidden="true" size={18} />
                  {t('contact.report')}
                </Link>
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="button button--secondary">
                    <Mail aria-hidden="true" size={18} />
                    {contact.email}
                  </a>
                ) : null}
              </p>
            </section>
          </>
        )}
      </ContentState>
    </main>
  );
}
