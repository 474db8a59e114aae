import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog, type DialogTone } from './Dialog.js';

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
