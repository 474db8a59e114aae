import { INTERNSHIP_PAGES, type InternshipFilter } from '#shared/content/route-constants.js';
import { internshipsSchema, type Internship } from '#shared/content/opportunities.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { FilterBar } from '#web/ui/FilterBar.js';
import { CardGrid } from '#web/ui/ItemCard.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { InternshipCard } from './InternshipCard.js';
import './internships.css';

const FILTER_OPTIONS = INTERNSHIP_PAGES.map((page) => ({ value: page.filter, label: page.label, to: page.path }));
const CATEGORY_PAGES = INTERNSHIP_PAGES.filter((page) => page.filter !== 'All');

function InternshipSections({ internships, filter }: { internships: Internship[]; filter: InternshipFilter }) {
  // Read once per render: a listing whose day has passed shows as closed from the next visit on.
  const today = new Date();
  const sections = CATEGORY_PAGES.filter((page) => filter === 'All' || page.filter === filter);
  return (
    <>
      {sections.map((page) => {
        const listed = internships.filter((internship) => internship.category === page.filter);
        const headingId = `internships-${page.filter}`;
        return (
          <section key={page.filter} className="internship-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="internship-section__title">
              {page.label} internships
            </h2>
            <CardGrid label={`${page.label} internships`}>
              {listed.map((internship) => (
                <li key={internship.id} data-category={internship.category}>
                  <InternshipCard internship={internship} today={today} />
                </li>
              ))}
            </CardGrid>
          </section>
        );
      })}
    </>
  );
}

/** /internship shows every category; /InternFrontend, /InternBackend, /InternUIUX and /InternAIML one each. */
export default function InternshipsPage({ filter }: { filter: InternshipFilter }) {
  const title = usePageTitle();
  const query = useContent('internships', internshipsSchema);
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">
        Real internship, fellowship and open-source programmes. Each listing links to the organiser&apos;s own page:
        check the dates there before you apply.
      </p>
      <FilterBar label="Internship categories" options={FILTER_OPTIONS} active={filter} />
      <ContentState query={query}>
        {({ internships }) => <InternshipSections internships={internships} filter={filter} />}
      </ContentState>
    </main>
  );
}
