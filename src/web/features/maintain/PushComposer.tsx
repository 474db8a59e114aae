import { useState, type FormEvent } from 'react';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { FormField } from '#web/ui/FormField.js';
import { usePushAudience, useSendPush } from './maintain-api.js';
import { Form } from '#web/ui/Form.js';

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
    <Form className="maintain-push" onSubmit={onSubmit}>
      <p>{audience.data ? t('maintain.reaches', { count: audience.data.subscriptions }) : t('maintain.counting')}</p>
      <FormField id="push-title" label={t('maintain.pushTitle')}>
        {(control) => (
          <input {...control} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={80} />
        )}
      </FormField>
      <FormField id="push-body" label={t('maintain.pushBody')}>
        {(control) => (
          <textarea
            {...control}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={300}
            rows={3}
          />
        )}
      </FormField>
      <FormField id="push-url" label={t('maintain.pushUrl')}>
        {(control) => <input {...control} value={url} onChange={(event) => setUrl(event.target.value)} />}
      </FormField>
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
    </Form>
  );
}
