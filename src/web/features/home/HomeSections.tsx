import { Link } from 'react-router';
import { homeSchema, type Home } from '#shared/content/learning.js';
import { Accordion } from '#web/ui/Accordion.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { Reveal } from '#web/ui/Reveal.js';
import { ContentState } from '#web/ui/ContentState.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useContent } from '#web/lib/api/content.js';
import type { ReactNode } from 'react';
import './home-sections.css';

/** Home's reveal cards fade in at an intersection threshold of 0.1. */
const HOME_REVEAL_THRESHOLD = 0.1;

function WhatWeProvide({ benefits }: { benefits: Home['benefits'] }) {
  const t = usePartT('home');
  return (
    <section className="home-section" aria-labelledby="provide-heading">
      <h2 id="provide-heading">{t('home.provide')}</h2>
      <ul className="card-grid card-grid--3">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <Reveal threshold={HOME_REVEAL_THRESHOLD} className="card">
              <Icon name={benefit.icon} size={32} className="card__icon" />
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
              <Link to="/explore" className="button button--secondary">
                {t('home.explore')}
                <span className="visually-hidden"> {benefit.title}</span>
              </Link>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularCategories({ categories }: { categories: Home['popularCategories'] }) {
  const t = usePartT('home');
  return (
    <section className="home-section" aria-labelledby="popular-heading">
      <h2 id="popular-heading">{t('home.popular')}</h2>
      <ul className="chip-row">
        {categories.map((category) => (
          <li key={category.to}>
            <Link to={category.to} className="chip">
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Faq({ items }: { items: Home['faq'] }) {
  const t = usePartT('home');
  return (
    <section className="home-section home-section--narrow" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('home.faq')}</h2>
      <Accordion
        headingLevel={3}
        items={items.map((item, index) => ({
          id: `faq-${index + 1}`,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </section>
  );
}

function FeatureShowcase({ partners, features }: Pick<Home, 'partners' | 'features'>) {
  const t = usePartT('home');
  return (
    <section className="home-section" aria-labelledby="features-heading">
      <h2 id="features-heading">{t('home.features')}</h2>
      <p className="home-section__lead">{t('home.featuresLead')}</p>
      <ul className="partner-row" aria-label={t('home.partners')}>
        {partners.map((partner) => (
          <li key={partner.name}>
            <ExternalLink href={partner.url} className="partner">
              {partner.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <ul className="card-grid card-grid--3">
        {features.map((feature) => (
          <li key={feature.title}>
            <Reveal threshold={HOME_REVEAL_THRESHOLD} className="card card--feature">
              <Icon name={feature.icon} size={32} className="card__icon" />
              <h3>
                {feature.link.to ? (
                  <Link to={feature.link.to} className="card__link">
                    {feature.title}
                  </Link>
                ) : (
                  <ExternalLink href={feature.link.url!} className="card__link">
                    {feature.title}
                  </ExternalLink>
                )}
              </h3>
              <p>{feature.description}</p>
            </Reveal>
          </li>
        ))}
      </ul>
      <p className="home-section__cta">
        <Link to="/explore" className="button button--primary">
          {t('home.exploreNow')}
        </Link>
      </p>
    </section>
  );
}

/** The sections under the hero, after `continueLearning` (HomePage's wide-screen place for it). */
export function HomeSections({ continueLearning }: { continueLearning?: ReactNode }) {
  const query = useContent('home', homeSchema);
  return (
    <div className="page">
      {continueLearning}
      <ContentState query={query}>
        {(home) => (
          <>
            <WhatWeProvide benefits={home.benefits} />
            <PopularCategories categories={home.popularCategories} />
            <FeatureShowcase partners={home.partners} features={home.features} />
            <Faq items={home.faq} />
          </>
        )}
      </ContentState>
    </div>
  );
}
