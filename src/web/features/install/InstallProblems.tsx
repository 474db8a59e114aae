import type { InstallPlatform, InstallProblem } from '#shared/content/learning.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { PLATFORM_LABELS } from './platform-choice.js';

/** True when the problem happens on `platform`; a problem naming no system happens on all of them. */
export function happensOn(problem: InstallProblem, platform: InstallPlatform): boolean {
  return !problem.os || problem.os.includes(platform);
}

function ProblemList({ problems, showSystems }: { problems: InstallProblem[]; showSystems: boolean }) {
  const t = usePartT('install');
  return (
    <dl className="install-problems">
      {problems.map((entry) => (
        <div key={entry.problem}>
          <dt>
            {entry.problem}
            {showSystems && entry.os ? (
              <span className="install-problems__systems">
                {' '}
                {t('install.problemOn', { platforms: entry.os.map((os) => PLATFORM_LABELS[os]).join(', ') })}
              </span>
            ) : null}
          </dt>
          <dd>{entry.fix}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A guide's troubleshooting: the problems that happen on the chosen system, then the other systems'
 * problems behind a closed disclosure (each naming its system), so the phone page stays short and
 * every fix is still one tap away.
 */
export function InstallProblems({ problems, platform }: { problems: InstallProblem[]; platform: InstallPlatform }) {
  const t = usePartT('install');
  const chosen = problems.filter((entry) => happensOn(entry, platform));
  const others = problems.filter((entry) => !happensOn(entry, platform));
  return (
    <>
      <h3>{t('install.problems')}</h3>
      <ProblemList problems={chosen} showSystems={false} />
      {others.length > 0 ? (
        <details className="install-other-problems">
          <summary>{t('install.otherProblems', { count: others.length })}</summary>
          <ProblemList problems={others} showSystems />
        </details>
      ) : null}
    </>
  );
}
