import { useState } from 'react';
import { ApiRequestError } from '#web/lib/api/client.js';

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
        message: error instanceof ApiRequestError ? error.message : 'Something went wrong. Try again!',
      });
      return false;
    }
  }
  return { state, run, fail: (message: string) => setState({ kind: 'failed', message }) };
}

/** The outcome line under a form: a polite status, or an alert for a failure. */
export function ActionMessage({ state }: { state: ActionState }) {
  if (state.kind === 'done')
    return (
      <p className="account__message" role="status">
        {state.message}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p className="account__message account__message--error" role="alert">
        {state.message}
      </p>
    );
  return null;
}
