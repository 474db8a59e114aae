import { lazy } from 'react';
import Star from 'lucide-react/icons/star';
import type { TopicPage } from '#shared/content/learning.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';
import { AfterFirstPage } from '#web/ui/AfterFirstPage.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';
import { usePageTitle } from '#web/lib/page-context.js';

// 'Save for offline' arrives after the page: nothing of it is in the topic route's first download.
const SaveForOffline = lazy(() => import('#web/ui/SaveForOffline.js'));

export function TopicHeader({ page }: { page: TopicPage }) {
  const t = useT();
  // The declared title in the reader's language (the content file's English title is the same text).
  const title = usePageTitle();
  return (
    <header className="topic-header">
      <div className="topic-header__art" aria-hidden="true">
        <Icon name={page.icon} size={72} />
      </div>
      <div className="topic-header__body">
        <h1 className="topic-header__title">{title}</h1>
        <p className="topic-header__meta">
          <span className="rating" aria-label={t('topic.rated', { rating: page.rating })}>
            <Star aria-hidden="true" size={18} className="rating__star" /> {page.rating}
          </span>
          <span>
            {t('topic.roadmapBy')} <ExternalLink href={page.creator.url}>{page.creator.name}</ExternalLink>
          </span>
        </p>
        <AfterFirstPage>
          <SaveForOffline page={signedInPage(`/${page.slug}`)} />
        </AfterFirstPage>
        {page.intro ? (
          <p className="topic-header__intro" lang={textLang(page, 'intro')}>
            {page.intro}
          </p>
        ) : null}
        {page.stepsText ? (
          <ol className="topic-header__steps" aria-label={t('topic.howToStart')} lang={textLang(page, 'stepsText')}>
            {page.stepsText.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null}
      </div>
      <section className="topic-story" aria-labelledby="story-heading">
        <h2 id="story-heading" className="topic-story__heading">
          {t('topic.journey')}
        </h2>
        <ol className="topic-story__list" lang={textLang(page, 'story')}>
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
