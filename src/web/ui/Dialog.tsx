import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from './line-icons.js';
import './dialog.css';
import { useT } from '#web/lib/i18n/i18n.js';

/*
 * The modal and the app-wide notice built on it are one module on purpose: the notice is in the
 * first download, and a lazy chunk (ResetProgress) importing a separate Dialog module made the
 * bundler move React's JSX runtime and i18n out of the entry into two more chunks, an extra request
 * and about 1 KB on every route's first load (decision 0055).
 */

export type DialogTone = 'success' | 'error' | 'info';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  tone?: DialogTone;
  /** The tone's icon above the title; a question such as 'Reset progress?' goes without one. */
  icon?: boolean;
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
export function Dialog(props: DialogProps) {
  const { open, title, children, tone = 'info', icon = true, onClose, closeLabel, actions } = props;
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const Icon = TONE_ICON[tone];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The close button takes focus, not the first button (which may be the destructive action).
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
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
      {icon ? <Icon className="dialog__icon" size={44} /> : null}
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        {actions}
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          {closeLabel ?? t('dialog.ok')}
        </button>
      </div>
    </dialog>
  );
}

export interface Notice {
  title: string;
  message?: string;
  tone?: DialogTone;
  /** One thing the person can do about it, offered beside OK; choosing it closes the dialog first. */
  action?: { label: string; run: () => void };
}

const NoticeContext = createContext<(notice: Notice) => void>(() => undefined);

/**
 * App-wide message dialog (the spec's alerts). It lives above the routes, so a message raised
 * just before the route set changes, like 'Signin Successfully Completed!', stays on screen.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((next: Notice) => setNotice(next), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <Dialog
        open={notice !== null}
        title={notice?.title ?? ''}
        tone={notice?.tone}
        onClose={() => setNotice(null)}
        actions={
          notice?.action ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                const { run } = notice.action!;
                setNotice(null);
                run();
              }}
            >
              {notice.action.label}
            </button>
          ) : undefined
        }
      >
        {notice?.message ? <p>{notice.message}</p> : null}
      </Dialog>
    </NoticeContext.Provider>
  );
}

export function useNotify() {
  return useContext(NoticeContext);
}
