import { useState } from 'react';
import { Link } from 'react-router';
import { INTERNSHIP_PAGES, type InternshipFilter } from '#shared/content/route-constants.js';
import type { ListedInternship } from '#shared/api/listings.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { FilterBar } from '#web/ui/FilterBar.js';
import { CardGrid } from '#web/ui/ItemCard.js';
import { ContentState } from '#web/ui/ContentState.js';
import { ShowPastToggle } from '#web/ui/ListingFacts.js';
import { useInternshipListings } from '#web/lib/api/listings.js';
import { InternshipCard } from './InternshipCard.js';
import './internships.css';

const FILTER_OPTIONS = INTERNSHIP_PAGES.map((page) => ({ value: page.filter, label: page.label, to: page.path }));
const CATEGORY_PAGES = INTERNSHIP_PAGES.filter((page) => page.filter !== 'All');

/**
 * On /internship each programme sits once, under its own category; a category page also lists the
 * programmes that name it in `alsoIn` (one card per programme on every page).
 */
function listedUnder(internship: ListedInternship, category: InternshipFilter, filter: InternshipFilter): boolean {
  if (internship.category === category) return true;
  return filter !== 'All' && (internship.alsoIn ?? []).some((other) => other === category);
}

function InternshipSections({
  internships,
  today,
  filter,
}: {
  internships: ListedInternship[];
  today: string;
  filter: InternshipFilter;
}) {
  const [showPast, setShowPast] = useState(false);
  const sections = CATEGORY_PAGES.filter((page) => filter === 'All' || page.filter === filter);
  const onThisPage = internships.filter((internship) =>
    sections.some((page) => listedUnder(internship, page.filter, filter)),
  );
  const closedCount = onThisPage.filter((item) => item.state === 'closed').length;
  return (
    <>
      <ShowPastToggle count={closedCount} checked={showPast} onChange={setShowPast} />
      {sections.map((page) => {
        const listed = onThisPage.filter(
          (internship) => listedUnder(internship, page.filter, filter) && (showPast || internship.state !== 'closed'),
        );
        const headingId = `internships-${page.filter}`;
        return (
          <section key={page.filter} className="internship-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="internship-section__title">
              {page.label} internships
            </h2>
            <CardGrid label={`${page.label} internships`}>
              {listed.map((internship) => (
                <li key={internship.id} data-category={page.filter}>
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
  const query = useInternshipListings();
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">
        Real internship, fellowship and open-source programmes, and hiring contests. Each card says when it takes
        applications, who can apply and when we last checked it; the organiser&apos;s own page has the final word.
      </p>
      <p className="page-lead">
        Know a programme we are missing? <Link to="/suggest-listing">Suggest a listing</Link>.
      </p>
      <FilterBar label="Internship categories" options={FILTER_OPTIONS} active={filter} />
      <ContentState query={query}>
        {({ internships, today }) => <InternshipSections internships={internships} today={today} filter={filter} />}
      </ContentState>
    </main>
  );
}
