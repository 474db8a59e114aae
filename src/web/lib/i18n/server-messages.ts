import { hasMessage, type MessageId, type Translate } from './i18n.js';

/**
 * What the server and the shared schemas say is English (the API's one error shape carries it);
 * a text the catalogues know (their `server.*` messages, also filed under `server:<English>` by
 * scripts/vite-catalogues.ts) is shown in the reader's language, any other as it came.
 */
export function localizeServerMessage(message: string, t: Translate): string {
  const id = `server:${message}`;
  return hasMessage(id) ? t(id as MessageId) : message;
}
