import { useState, type FormEvent } from 'react';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { usePushAudience, useSendPush } from './maintain-api.js';

/** Title, text and an optional page to open: sent to every browser that turned notifications on. */
export function PushComposer() {
  const audience = usePushAudience();
  const send = useSendPush();
  const t = usePartT('maintain');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ title, body, url: url.trim() || undefined });
  }

  return (
    <form className="maintain-push" onSubmit={onSubmit}>
      <p>{audience.data ? t('maintain.reaches', { count: audience.data.subscriptions }) : t('maintain.counting')}</p>
      <label htmlFor="push-title">{t('maintain.pushTitle')}</label>
      <input
        id="push-title"
        className="text-input"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={80}
      />
      <label htmlFor="push-body">{t('maintain.pushBody')}</label>
      <textarea
        id="push-body"
        className="text-input"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={300}
        rows={3}
      />
      <label htmlFor="push-url">{t('maintain.pushUrl')}</label>
      <input id="push-url" className="text-input" value={url} onChange={(event) => setUrl(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('maintain.sendAll')}
      </button>
      {send.isSuccess ? (
        <p role="status">
          {t('maintain.sent', {
            sent: send.data.sent,
            total: send.data.total,
            failed: send.data.failed,
            pruned: send.data.pruned,
          })}
        </p>
      ) : null}
      {send.isError ? (
        <p className="maintain-error" role="alert">
          {send.error.message}
        </p>
      ) : null}
    </form>
  );
}
