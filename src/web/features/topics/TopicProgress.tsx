import { lazy } from 'react';
import { AfterFirstPage } from '#web/ui/AfterFirstPage.js';
import { ProgressBar } from '#web/ui/ProgressBar.js';
import type { ProgressResponse } from '#shared/api/user-items.js';
import { progressIn, useProgress } from '#web/lib/api/progress.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { StudentPart } from '#web/lib/student-part.js';

// 'Reset progress' and its confirmation are a rare action: their code arrives after the page.
const ResetProgress = lazy(() =>
  import('#web/ui/ResetProgress.js').then((module) => ({ default: module.ResetProgress })),
);

/** How many of a topic page's links the answer holds ticked: all the progress bar shows of the student. */
const doneOn = (slug: string, progress: ProgressResponse | undefined) =>
  progress?.done.filter((id) => id.startsWith(`link:${slug}/`)).length;

/** A topic page's progress: how many of its links this user marked done. */
export function TopicProgress(props: { slug: string; title: string; total: number }) {
  return (
    <StudentPart shows={(client) => doneOn(props.slug, progressIn(client))}>
      <TopicProgressBar {...props} />
    </StudentPart>
  );
}

function TopicProgressBar({ slug, title, total }: { slug: string; title: string; total: number }) {
  const progress = useProgress();
  const t = useT();
  const done = doneOn(slug, progress.data) ?? 0;
  return (
    <section className="topic-progress" aria-label={t('progress.yours')}>
      <ProgressBar done={done} total={total} label={t('progress.on', { title })} />
      <AfterFirstPage>
        <ResetProgress page={{ slug, title }} />
      </AfterFirstPage>
    </section>
  );
}
