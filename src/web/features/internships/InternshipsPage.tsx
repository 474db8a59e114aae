import { useState } from 'react';
import { Link } from 'react-router';
import { INTERNSHIP_PAGES, type InternshipFilter } from '#shared/content/route-constants.js';
import type { ListedInternship } from '#shared/api/listings.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { FilterBar } from '#web/ui/FilterBar.js';
import { CardGrid } from '#web/ui/ItemCard.js';
import { ContentState } from '#web/ui/ContentState.js';
import { EnglishFallbackNote } from '#web/ui/EnglishFallbackNote.js';
import { ShowPastToggle } from '#web/ui/ListingFacts.js';
import { useInternshipListings } from '#web/lib/api/listings.js';
import { InternshipCard } from './InternshipCard.js';
import './internships.css';

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
  const t = usePartT('listings');
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
              {t('internships.section', { category: page.label })}
            </h2>
            <CardGrid label={t('internships.section', { category: page.label })}>
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
  const t = usePartT('listings');
  const filterOptions = INTERNSHIP_PAGES.map((page) => ({
    value: page.filter,
    label: page.filter === 'All' ? t('internships.all') : page.label,
    to: page.path,
  }));
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{t('internships.lead')}</p>
      <p className="page-lead">
        {t('listing.suggestPrompt')} <Link to="/suggest-listing">{t('listing.suggest')}</Link>
        {t('listing.period')}
      </p>
      <FilterBar label={t('internships.categories')} options={filterOptions} active={filter} />
      <ContentState query={query}>
        {(answer) => (
          <>
            <EnglishFallbackNote entry={answer} />
            <InternshipSections internships={answer.internships} today={answer.today} filter={filter} />
          </>
        )}
      </ContentState>
    </main>
  );
}
