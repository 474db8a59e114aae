import { LANGUAGE_NAMES, LANGUAGES } from '#shared/languages.js';
import { useLanguage, useT } from '#web/lib/i18n/i18n.js';
import { chooseLanguage } from '#web/lib/i18n/language-choice.js';
import './language-switch.css';

/**
 * English | हिन्दी: two toggle buttons, each language named in its own script (and marked with its
 * own lang, so a screen reader pronounces it right). `signedIn` saves the choice on the account too.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const language = useLanguage();
  const t = useT();
  return (
    <div className="language-switch" role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option, signedIn)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
