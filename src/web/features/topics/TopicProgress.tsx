import { ProgressBar } from '#web/ui/ProgressBar.js';
import { useProgress } from '#web/lib/api/progress.js';

/** A topic page's progress: how many of its links this user marked done. */
export function TopicProgress({ slug, title, total }: { slug: string; title: string; total: number }) {
  const progress = useProgress();
  const prefix = `link:${slug}/`;
  const done = progress.data?.done.filter((id) => id.startsWith(prefix)).length ?? 0;
  return (
    <section className="topic-progress" aria-label="Your progress">
      <ProgressBar done={done} total={total} label={`Your progress on ${title}`} />
    </section>
  );
}
