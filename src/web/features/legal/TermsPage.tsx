import { Link } from 'react-router';
import { SITE_NAME } from '#web/lib/document-title.js';
import { LegalPage } from './LegalPage.js';

/** Terms of use of a free resource portal, in our own words (the spec gives none). */
export default function TermsPage() {
  return (
    <LegalPage
      intro={`${SITE_NAME} is a free collection of links to learning material made by others. By using it you agree to these terms.`}
      sections={[
        {
          heading: 'A free service',
          body: (
            <p>
              Everything on {SITE_NAME} is free to use for your own learning. There is nothing to buy, and no part of
              the site asks you for payment.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <p>
              Keep your password to yourself. An account can be signed in on one device at a time; sign out on a shared
              computer when you are done.
            </p>
          ),
        },
        {
          heading: 'Content made by others',
          body: (
            <p>
              Courses, videos, books, internships, events and communities belong to their authors and organisers, and
              their own terms apply when you use them. We choose links with care and list only lawful downloads, but we
              do not control those sites, and listings such as internships and events can change without notice: always
              check the details on the official page before you apply or register.
            </p>
          ),
        },
        {
          heading: 'Fair use of the site',
          body: (
            <p>
              Do not try to break into the service, overload it, or collect its content automatically. Do not use the
              report form to send spam or abuse. We may close access for anyone who does.
            </p>
          ),
        },
        {
          heading: 'No guarantee',
          body: (
            <p>
              The site is offered as it is. We do our best to keep it accurate and available, but we cannot promise that
              every link works or that every description is complete, and we are not liable for decisions you make based
              on it.
            </p>
          ),
        },
        {
          heading: 'Problems and changes',
          body: (
            <p>
              If something is wrong, please <Link to="/issue">report an issue</Link>. We may update these terms as the
              site grows; the version on this page is the one that applies.
            </p>
          ),
        },
      ]}
    />
  );
}
