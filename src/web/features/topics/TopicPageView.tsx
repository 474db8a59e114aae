import { topicPageSchema, type TopicSlug } from '#shared/content/learning.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { TopicProgress } from './TopicProgress.js';
import { TopicHeader } from './TopicHeader.js';
import { TopicOverview } from './TopicOverview.js';
import { TopicSections } from './TopicSections.js';
import { useRestoreScroll } from './use-restore-scroll.js';
import './topic-page.css';
import { useT } from '#web/lib/i18n/i18n.js';
import { EnglishFallbackNote } from '#web/ui/EnglishFallbackNote.js';

/** One component for all topic pages, driven by content/topics/<slug>.yaml. */
export function TopicPageView({ slug }: { slug: TopicSlug }) {
  const query = useContent(`topics/${slug}`, topicPageSchema);
  const t = useT();
  useRestoreScroll(slug, query.data?.restoreScrollMs, query.isSuccess);
  useHashTarget(query.isSuccess);

  return (
    <main id="main" className="page topic-page">
      <ContentState query={query} skeletonLines={10}>
        {(page) => (
          <>
            <EnglishFallbackNote entry={page} />
            <TopicHeader page={page} />
            <TopicOverview overview={page.overview} />
            <TopicProgress
              slug={page.slug}
              title={page.title}
              total={page.sections.reduce((sum, section) => sum + section.links.length, 0)}
            />
            <TopicSections slug={page.slug} sections={page.sections} />
            {page.communityGroups ? (
              <section className="topic-community" aria-labelledby="community-heading">
                <h2 id="community-heading">{t('topic.joinCommunity')}</h2>
                <ul className="topic-community__list">
                  {page.communityGroups.map((group) => (
                    <li key={group.url}>
                      <ExternalLink href={group.url} className="button button--secondary">
                        {group.name}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </ContentState>
    </main>
  );
}
