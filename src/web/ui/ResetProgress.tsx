import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useProgress, useResetProgress } from '#web/lib/api/progress.js';
import './dialog.css';
import './reset-progress.css';

const links = (count: number) => `${count} ${count === 1 ? 'link' : 'links'}`;

/** 'A, B and C' */
function listed(titles: readonly string[]): string {
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * 'Reset progress' for one page (its slug and title) or, without a page, for everything. A dialog
 * first names what will be cleared (how many links on which pages) and what stays; Cancel has focus.
 */
export function ResetProgress({ page }: { page?: { slug: string; title: string } }) {
  const progress = useProgress();
  const reset = useResetProgress();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const pages = (progress.data?.pages ?? []).filter((entry) => entry.done > 0 && (!page || entry.page === page.slug));
  const count = pages.reduce((sum, entry) => sum + entry.done, 0);
  const where = page
    ? page.title
    : `${pages.length === 1 ? '1 page' : `${pages.length} pages`}: ${listed(pages.map((entry) => entry.title))}`;
  const label = page ? 'Reset progress' : 'Reset all progress';

  async function confirm() {
    const result = await reset.mutateAsync(page ? { page: page.slug } : {});
    setConfirming(false);
    setDone(
      `${page ? `Progress on ${page.title}` : 'All your progress'} was reset (${links(result.cleared)} cleared).`,
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
        <p className="reset-progress__none">You have not marked any link done yet.</p>
      )}
      <p role="status" className="reset-progress__status">
        {done}
      </p>
      <ConfirmDialog
        open={confirming}
        title={page ? `Reset your progress on ${page.title}?` : 'Reset all your progress?'}
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
        <p>
          This clears the {links(count)} you marked done on {where}. Your saved items and notes stay.
        </p>
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
          Cancel
        </button>
      </div>
    </dialog>
  );
}
