import { useState } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';
import { localizeServerMessage, usePartT } from '#web/lib/i18n/i18n.js';

/** A failure without a message of its own reads as 'Something went wrong' in the reader's language. */
const UNKNOWN_FAILURE = '';

export type ActionState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Runs one request of the account page and keeps its outcome as a message to show beside the form. */
export function useAccountAction() {
  const [state, setState] = useState<ActionState>({ kind: 'idle' });
  async function run(request: () => Promise<string>): Promise<boolean> {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await request() });
      return true;
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiRequestError ? error.message : UNKNOWN_FAILURE,
      });
      return false;
    }
  }
  return { state, run, fail: (message: string) => setState({ kind: 'failed', message }) };
}

/**
 * The outcome line under a form: a polite status, or an alert for a failure. The server speaks
 * English; a text the catalogues know is shown in the reader's language when it is shown.
 */
export function ActionMessage({ state }: { state: ActionState }) {
  const t = usePartT('account');
  if (state.kind === 'done')
    return (
      <p className="account__message" role="status">
        {localizeServerMessage(state.message, t)}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p className="account__message account__message--error" role="alert">
        {state.message === UNKNOWN_FAILURE ? t('account.failed') : localizeServerMessage(state.message, t)}
      </p>
    );
  return null;
}
