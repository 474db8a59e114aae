import { Download } from 'lucide-react';
import type { TopicPage } from '#shared/content/learning.js';
import { formatRupeeRange } from '#shared/format.js';

export function TopicOverview({ overview }: { overview: TopicPage['overview'] }) {
  return (
    <section className="topic-overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading">Overview and roadmap</h2>
      <div className="topic-overview__grid">
        <div>
          <h3>What it is</h3>
          <p>{overview.whatItIs}</p>
          <h3>Roles</h3>
          <ul className="topic-overview__roles">
            {overview.roles.map((role) => (
              <li key={role.title}>
                <strong>{role.title}</strong>: {role.description}
              </li>
            ))}
          </ul>
          <h3>Skills</h3>
          <ul className="topic-overview__skills">
            {overview.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Salary ranges (₹ per year)</h3>
          {overview.salaries.length > 0 ? (
            <table className="salary-table">
              <caption className="visually-hidden">Salary ranges in rupees per year</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Range per year</th>
                </tr>
              </thead>
              <tbody>
                {overview.salaries.map((range) => (
                  <tr key={range.label}>
                    <th scope="row">{range.label}</th>
                    <td>{formatRupeeRange(range.min, range.max)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {overview.salaryNote ? <p className="topic-overview__note">{overview.salaryNote}</p> : null}
          <a
            className="button button--primary topic-overview__roadmap"
            href={overview.roadmap.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Download aria-hidden="true" size={18} />
            {overview.roadmap.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
