import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { HERO_PHRASES, HERO_STATS } from './hero.js';
import { TypingText } from './TypingText.js';
import './hero.css';

/** The hero; `beforeStats` goes between the call to action and the counters (HomePage's phone layout). */
export function Hero({ beforeStats }: { beforeStats?: ReactNode }) {
  const t = usePartT('home');
  // One array per language: the typing animation restarts only when the language changes.
  const phrases = useMemo(() => HERO_PHRASES.map((id) => t(id)), [t]);
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__inner">
        <h1 id="hero-heading" className="hero__title">
          {t('home.learn')} <TypingText phrases={phrases} />
          <span className="hero__subtitle">{t('home.subtitle')}</span>
        </h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <Link to="/explore" className="button button--primary hero__cta">
          {t('home.start')}
        </Link>
        {beforeStats}
        <ul className="hero__stats" aria-label={t('home.statsLabel')}>
          {HERO_STATS.map((stat) => (
            <li key={stat.label} className="hero__stat">
              <strong>{stat.value}</strong> <span>{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
