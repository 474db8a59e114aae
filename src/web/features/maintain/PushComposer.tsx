import { useState, type FormEvent } from 'react';
import { usePushAudience, useSendPush } from './maintain-api.js';

/** Title, text and an optional page to open: sent to every browser that turned notifications on. */
export function PushComposer() {
  const audience = usePushAudience();
  const send = useSendPush();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ title, body, url: url.trim() || undefined });
  }

  return (
    <form className="maintain-push" onSubmit={onSubmit}>
      <p>
        {audience.data
          ? `Reaches ${audience.data.subscriptions} subscribed browser${audience.data.subscriptions === 1 ? '' : 's'}.`
          : 'Counting subscribed browsers...'}
      </p>
      <label htmlFor="push-title">Notification title</label>
      <input
        id="push-title"
        className="text-input"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={80}
      />
      <label htmlFor="push-body">Notification text</label>
      <textarea
        id="push-body"
        className="text-input"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={300}
        rows={3}
      />
      <label htmlFor="push-url">Page it opens (optional, e.g. /hackathon)</label>
      <input id="push-url" className="text-input" value={url} onChange={(event) => setUrl(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        Send to everyone
      </button>
      {send.isSuccess ? (
        <p role="status">
          Sent to {send.data.sent} of {send.data.total}; {send.data.failed} failed, {send.data.pruned} gone
          subscriptions removed.
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
