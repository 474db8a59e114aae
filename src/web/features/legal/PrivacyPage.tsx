import { Link } from 'react-router';
import { contactSchema } from '#shared/content/contact.js';
import { useContent } from '#web/lib/api/content.js';
import { LegalPage } from './LegalPage.js';

/** How to reach us by e-mail: the address from content/contact.yaml once there is one. */
function EmailContact() {
  const { data } = useContent('contact', contactSchema);
  if (data?.email) {
    return (
      <p>
        Write to us at <a href={`mailto:${data.email}`}>{data.email}</a>.
      </p>
    );
  }
  return (
    <p>
      Our e-mail address will be published on the <Link to="/contact">Contact Us</Link> page. Until then, you can reach
      the maintainers through the <Link to="/issue">Report an issue</Link> form.
    </p>
  );
}

/**
 * The spec's privacy policy, dated 10 Jan 2025. Its statements are kept as they stand, although
 * the portal asks visitors to sign in (the spec keeps both; see docs/decisions.md).
 */
export default function PrivacyPage() {
  return (
    <LegalPage
      dateLine={
        <>
          Last updated: <time dateTime="2025-01-10">10 Jan 2025</time>
        </>
      }
      intro="This policy explains how this website treats your information while you use its free learning resources."
      sections={[
        { heading: 'Personal data', body: <p>We do not collect any personal data.</p> },
        { heading: 'Accounts', body: <p>No accounts are needed to use this website.</p> },
        {
          heading: 'Cookies',
          body: <p>This website may use cookies to keep it working properly and to improve your experience.</p>,
        },
        {
          heading: 'Third-party links',
          body: (
            <p>
              This website contains links to third-party websites, such as course platforms, video sites and
              communities. We are not responsible for their content or their privacy practices; please read their own
              policies.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <>
              <p>If you have any questions about this privacy policy, you can contact us by e-mail.</p>
              <EmailContact />
            </>
          ),
        },
      ]}
    />
  );
}
