import Download from 'lucide-react/icons/download';
import type { TopicPage } from '#shared/content/learning.js';
import { formatRupeeRange } from '#shared/format.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';

export function TopicOverview({ overview }: { overview: TopicPage['overview'] }) {
  const t = useT();
  return (
    <section className="topic-overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading">{t('topic.overview')}</h2>
      <div className="topic-overview__grid">
        <div>
          <h3>{t('topic.whatItIs')}</h3>
          <p lang={textLang(overview, 'whatItIs')}>{overview.whatItIs}</p>
          <h3>{t('topic.roles')}</h3>
          <ul className="topic-overview__roles">
            {overview.roles.map((role) => (
              <li key={role.title} lang={textLang(role, 'description') ?? textLang(role, 'title')}>
                <strong>{role.title}</strong>: {role.description}
              </li>
            ))}
          </ul>
          <h3>{t('topic.skills')}</h3>
          <ul className="topic-overview__skills" lang={textLang(overview, 'skills')}>
            {overview.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('topic.salaries')}</h3>
          {overview.salaries.length > 0 ? (
            <table className="salary-table">
              <caption className="visually-hidden">{t('topic.salariesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('topic.level')}</th>
                  <th scope="col">{t('topic.rangePerYear')}</th>
                </tr>
              </thead>
              <tbody>
                {overview.salaries.map((range) => (
                  <tr key={range.label}>
                    <th scope="row" lang={textLang(range, 'label')}>
                      {range.label}
                    </th>
                    <td>{formatRupeeRange(range.min, range.max)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {overview.salaryNote ? (
            <p className="topic-overview__note" lang={textLang(overview, 'salaryNote')}>
              {overview.salaryNote}
            </p>
          ) : null}
          <a
            className="button button--primary topic-overview__roadmap"
            href={overview.roadmap.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Download aria-hidden="true" size={18} />
            <span lang={textLang(overview.roadmap, 'label')}>{overview.roadmap.label}</span>
            <span className="visually-hidden"> {t('link.newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
