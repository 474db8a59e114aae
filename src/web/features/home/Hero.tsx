import { Link } from 'react-router';
import { HERO_PHRASES, HERO_STATS } from './hero.js';
import { TypingText } from './TypingText.js';
import './hero.css';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__inner">
        <h1 id="hero-heading" className="hero__title">
          Learn <TypingText phrases={HERO_PHRASES} />
          <span className="hero__subtitle">for free, one curated step at a time.</span>
        </h1>
        <p className="hero__lead">
          Roadmaps, study links, AI tool guides, internships and hackathons for students and aspiring developers, in one
          place.
        </p>
        <Link to="/explore" className="button button--primary hero__cta">
          Start exploring
        </Link>
        <ul className="hero__stats" aria-label="What you will find here">
          {HERO_STATS.map((stat) => (
            <li key={stat.label} className="hero__stat">
              <strong>{stat.value}</strong> <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
