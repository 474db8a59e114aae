import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useProgress, useResetProgress } from '#web/lib/api/progress.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import './dialog.css';
import './reset-progress.css';

/**
 * 'Reset progress' for one page (its slug and title) or, without a page, for everything. A dialog
 * first names what will be cleared (how many links on which pages) and what stays; Cancel has focus.
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
  const where = page ? page.title : t('items.pagesListed', { count: pages.length, list: listed });
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
      <ConfirmDialog
        open={confirming}
        title={page ? t('items.confirmPage', { title: page.title }) : t('items.confirmAll')}
        onCancel={() => setConfirming(false)}
        confirm={
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
        <p>{t('items.clears', { count, where })}</p>
        {reset.isError ? <p className="reset-progress__error">{reset.error.message}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

/**
 * A native modal <dialog> (the page behind is inert, Escape cancels, focus returns) styled like
 * ui/Dialog, with Cancel focused. Its own component rather than ui/Dialog: that one lives in the
 * first download, and a page chunk importing it made the build split React's runtime into an extra
 * request on every first load.
 */
function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: ReactNode;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = usePartT('learning');
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog dialog--info"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onCancel}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        {confirm}
        <button type="button" className="button button--primary" autoFocus onClick={onCancel}>
          {t('items.cancel')}
        </button>
      </div>
    </dialog>
  );
}
