import { showsEnglish } from '#web/lib/i18n/english-fallback.js';
import { useT } from '#web/lib/i18n/i18n.js';
import './content-state.css';

/**
 * Says so when a page in Hindi shows some of its texts in English because their Hindi is not
 * written yet (those texts carry lang="en"). Shows nothing for English readers or complete pages.
 */
export function EnglishFallbackNote({ entry }: { entry: unknown }) {
  const t = useT();
  if (!showsEnglish(entry)) return null;
  return (
    <p className="english-fallback-note" role="note">
      {t('content.englishFallback')}
    </p>
  );
}
