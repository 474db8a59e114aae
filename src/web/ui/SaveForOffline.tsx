import { useEffect, useState } from 'react';
import { FORMAT_LOCALES } from '#shared/languages.js';
import type { OfflineSaveOutcome } from '#shared/offline-save-messages.js';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { everythingOffline, offlineAnswers } from '#shared/pages/offline-answers.js';
import { useLanguage, usePartT } from '#web/lib/i18n/i18n.js';
import { canSaveOffline, saveForOffline, savedContentBytes } from '#web/lib/offline-save.js';
import { useOnline } from '#web/lib/use-online.js';
import './save-for-offline.css';

/** Kilobytes under one megabyte, else megabytes with one decimal, in the reader's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000)));
}

type SaveState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; outcome: OfflineSaveOutcome };

/**
 * 'Save for offline' (one page: `page`) or 'Save everything for offline' (no `page`, with the size
 * the saved content takes on this device). Loaded lazily by the topic and account pages; the
 * service worker stores the answers all or nothing (src/web/sw/save-for-offline.ts).
 */
export default function SaveForOffline({ page }: { page?: PageDeclaration }) {
  const t = usePartT('account');
  const language = useLanguage();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [bytes, setBytes] = useState<number | null>(null);
  const everything = !page;
  const online = useOnline();

  useEffect(() => {
    if (!everything) return;
    let active = true;
    void savedContentBytes().then((size) => active && setBytes(size));
    return () => {
      active = false;
    };
  }, [everything, state]);

  // Without a service worker (the first visit before it takes the page, or a browser without one).
  if (!canSaveOffline())
    return everything ? <p className="save-offline__note">{t('saveOffline.unavailable')}</p> : null;

  const save = async () => {
    setState({ kind: 'busy' });
    const paths = page ? offlineAnswers([page], language) : everythingOffline(language);
    setState({ kind: 'done', outcome: await saveForOffline(paths) });
  };
  const outcome = state.kind === 'done' ? state.outcome.outcome : null;
  const message =
    outcome === 'saved'
      ? t(everything ? 'saveOffline.savedEverything' : 'saveOffline.savedPage')
      : outcome === 'no-space'
        ? t('saveOffline.noSpace')
        : outcome === 'offline'
          ? t('saveOffline.offline')
          : outcome === 'signed-out' || outcome === 'failed'
            ? t('saveOffline.failed')
            : null;

  return (
    <div className="save-offline">
      <button
        type="button"
        className="button button--secondary save-offline__button"
        disabled={state.kind === 'busy' || !online}
        onClick={() => void save()}
      >
        {t(everything ? 'saveOffline.saveEverything' : 'saveOffline.savePage')}
      </button>
      {everything && bytes !== null ? (
        <p className="save-offline__note">
          {bytes > 0
            ? t('saveOffline.size', { size: formatBytes(bytes, FORMAT_LOCALES[language]) })
            : t('saveOffline.nothingSaved')}
        </p>
      ) : null}
      {!online ? (
        <p className="save-offline__note">{t('saveOffline.offline')}</p>
      ) : state.kind === 'busy' ? (
        <p className="save-offline__note" role="status">
          {t('saveOffline.saving')}
        </p>
      ) : message ? (
        <p
          className={`save-offline__note${outcome === 'saved' ? '' : ' save-offline__note--error'}`}
          role={outcome === 'saved' ? 'status' : 'alert'}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
