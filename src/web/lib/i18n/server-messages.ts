import { serverMessageId, type Translate } from './i18n.js';

/**
 * What the server and the shared schemas say is English (the API's one error shape carries it);
 * a text the catalogues know (their `server.*` and `serverAccount.*` messages, found by their English text through the
 * core catalogue's `serverTexts`, see scripts/vite-catalogues.ts) is shown in the reader's
 * language, any other as it came.
 */
export function localizeServerMessage(message: string, t: Translate): string {
  const id = serverMessageId(message);
  // A text of a catalogue part not loaded on this page (Lingui answers the id) stays as it came.
  const said = id && t(id);
  return said && said !== id ? said : message;
}
