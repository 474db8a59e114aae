import { useT } from '#web/lib/i18n/i18n.js';
import { Spinner } from './Spinner.js';

/** The spec's 'Loading...' spinner, in the reader's language. */
export function Loading() {
  const t = useT();
  return <Spinner label={t('spec.loading')} />;
}
