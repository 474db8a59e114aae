import { Link } from 'react-router';
import { ProgressBar } from '#web/ui/ProgressBar.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useProgress } from '#web/lib/api/progress.js';
import { StudentPart } from '#web/lib/student-part.js';

/** Home's 'Continue learning' strip: the topic pages touched last, with their progress; shown in one `placement` per screen width. */
export function ContinueLearning(props: { placement: 'phone' | 'wide' }) {
  return (
    <StudentPart>
      <TopicsTouched {...props} />
    </StudentPart>
  );
}

function TopicsTouched({ placement }: { placement: 'phone' | 'wide' }) {
  const progress = useProgress();
  const t = usePartT('home');
  const pages = progress.data?.pages.slice(0, 4) ?? [];
  if (pages.length === 0) return null;
  return (
    <section
      className={`home-section continue-learning continue-learning--${placement}`}
      aria-labelledby={`continue-heading-${placement}`}
    >
      <h2 id={`continue-heading-${placement}`}>{t('home.continue')}</h2>
      <ul className="continue-learning__list">
        {pages.map((page) => (
          <li key={page.page}>
            <Link to={page.route} className="continue-learning__card">
              <span className="continue-learning__title">{page.title}</span>
              <ProgressBar done={page.done} total={page.total} label={t('progress.on', { title: page.title })} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
