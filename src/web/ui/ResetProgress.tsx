import { useState } from 'react';
import { useProgress, useResetProgress } from '#web/lib/api/progress.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { Dialog } from './Dialog.js';
import './reset-progress.css';

/**
 * 'Reset progress' for one page (its slug and title) or, without a page, for everything. A dialog
 * first names what will be cleared (how many links on which pages) and what stays; Cancel (the
 * dialog's own close button) has focus.
 */
export function ResetProgress({ page }: { page?: { slug: string; title: string } }) {
  const progress = useProgress();
  const reset = useResetProgress();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const t = usePartT('learning');
  const pages = (progress.data?.pages ?? []).filter((entry) => entry.done > 0 && (!page || entry.page === page.slug));
  const count = pages.reduce((sum, entry) => sum + entry.done, 0);
  // 'A, B and C': the list's own words in the reader's language.
  const titles = pages.map((entry) => entry.title);
  const listed =
    titles.length <= 1
      ? (titles[0] ?? '')
      : t('items.listed', { first: titles.slice(0, -1).join(', '), last: titles.at(-1) ?? '' });
  // Plural texts are written only once the dialog opens: the first plural a page formats builds
  // Intl's plural rules, which cost a topic page's load 57 ms on a 4x-throttled phone (29 Nov).
  const where = () => (page ? page.title : t('items.pagesListed', { count: pages.length, list: listed }));
  const label = t(page ? 'items.reset' : 'items.resetAll');

  async function confirm() {
    const result = await reset.mutateAsync(page ? { page: page.slug } : {});
    setConfirming(false);
    setDone(
      page
        ? t('items.resetDonePage', { title: page.title, count: result.cleared })
        : t('items.resetDoneAll', { count: result.cleared }),
    );
  }

  return (
    <div className="reset-progress">
      {count > 0 ? (
        <button
          type="button"
          className="button button--secondary reset-progress__button"
          onClick={() => setConfirming(true)}
        >
          {label}
        </button>
      ) : page ? null : (
        <p className="reset-progress__none">{t('items.noneDone')}</p>
      )}
      <p role="status" className="reset-progress__status">
        {done}
      </p>
      <Dialog
        open={confirming}
        title={page ? t('items.confirmPage', { title: page.title }) : t('items.confirmAll')}
        icon={false}
        closeLabel={t('items.cancel')}
        onClose={() => setConfirming(false)}
        actions={
          <button
            type="button"
            className="button button--danger"
            disabled={reset.isPending}
            onClick={() => void confirm()}
          >
            {label}
          </button>
        }
      >
        {confirming ? <p>{t('items.clears', { count, where: where() })}</p> : null}
        {reset.isError ? <p className="reset-progress__error">{reset.error.message}</p> : null}
      </Dialog>
    </div>
  );
}
