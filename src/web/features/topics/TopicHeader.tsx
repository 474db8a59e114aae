import { Star } from 'lucide-react';
import type { TopicPage } from '#shared/content/learning.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';

export function TopicHeader({ page }: { page: TopicPage }) {
  return (
    <header className="topic-header">
      <div className="topic-header__art" aria-hidden="true">
        <Icon name={page.icon} size={72} />
      </div>
      <div className="topic-header__body">
        <h1 className="topic-header__title">{page.title}</h1>
        <p className="topic-header__meta">
          <span className="rating" aria-label={`Rated ${page.rating} out of 5`}>
            <Star aria-hidden="true" size={18} className="rating__star" /> {page.rating}
          </span>
          <span>
            Roadmap by <ExternalLink href={page.creator.url}>{page.creator.name}</ExternalLink>
          </span>
        </p>
        {page.intro ? <p className="topic-header__intro">{page.intro}</p> : null}
        {page.stepsText ? (
          <ol className="topic-header__steps" aria-label="How to get started">
            {page.stepsText.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null}
      </div>
      <section className="topic-story" aria-labelledby="story-heading">
        <h2 id="story-heading" className="topic-story__heading">
          Your journey in five steps
        </h2>
        <ol className="topic-story__list">
          {page.story.map((step, index) => (
            <li key={step} className="topic-story__step">
              <span className="topic-story__number" aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
    </header>
  );
}
