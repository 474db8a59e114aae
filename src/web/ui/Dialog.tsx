import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from './line-icons.js';
import './dialog.css';
import { useT } from '#web/lib/i18n/i18n.js';

export type DialogTone = 'success' | 'error' | 'info';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  tone?: DialogTone;
  onClose: () => void;
  closeLabel?: string;
  /** Buttons offered before the close button (e.g. 'Sign out the other device'). */
  actions?: ReactNode;
}

const TONE_ICON = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

/**
 * A modal built on the native <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to where it was when it closes.
 */
export function Dialog({ open, title, children, tone = 'info', onClose, closeLabel, actions }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const Icon = TONE_ICON[tone];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${tone}`}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Icon className="dialog__icon" size={44} />
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        {actions}
        <button type="button" className="button button--primary" autoFocus onClick={onClose}>
          {closeLabel ?? t('dialog.ok')}
        </button>
      </div>
    </dialog>
  );
}
