import type { TopicSlug } from '#shared/content/learning.js';
import { TopicPageView } from './TopicPageView.js';

/** Lazy entry for the topic routes; keyed by slug so each page starts fresh. */
export default function TopicRoute({ slug }: { slug: TopicSlug }) {
  return <TopicPageView key={slug} slug={slug} />;
}
