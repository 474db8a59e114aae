import { isLanguage, languageFromPreferences, type Language } from '#shared/languages.js';
import { apiRequest } from '#web/lib/api/client.js';
import { activateLanguage, currentLanguage } from './i18n.js';

/** localStorage key of the language chosen on this device (only an explicit choice is stored). */
export const LANGUAGE_STORAGE_KEY = 'language';

function deviceChoice(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

function rememberOnDevice(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this visit (and on the account when signed in)
  }
}

/** The language a visit starts in: the one chosen on this device, else the browser's first we speak. */
export function startingLanguage(): Language {
  return (
    deviceChoice() ?? languageFromPreferences(navigator.languages?.length ? navigator.languages : [navigator.language])
  );
}

async function saveOnAccount(language: Language): Promise<void> {
  try {
    await apiRequest('/account/language', () => undefined, { method: 'PUT', body: { language } });
  } catch (error) {
    // The switch still works on this device; the account keeps its earlier choice.
    console.error('The language could not be saved on the account:', error);
  }
}

/** Set when the visitor chose a language on a signed-out page: it goes to the account they sign in to. */
let chosenWhileSignedOut = false;

/** The learner picked a language: shown at once, remembered here and, when signed in, on the account. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  rememberOnDevice(language);
  chosenWhileSignedOut = !signedIn;
  await Promise.all([activateLanguage(language), signedIn ? saveOnAccount(language) : undefined]);
}

/**
 * A session began (or the app opened signed in). A choice made on the sign-in page just now, or
 * a device choice the account does not have yet, goes to the account; otherwise the account's
 * choice wins, so the language follows the learner to every device they sign in on.
 */
export function settleAccountLanguage(accountLanguage: Language | null): void {
  const onDevice = deviceChoice();
  if (chosenWhileSignedOut || (accountLanguage === null && onDevice !== null)) {
    chosenWhileSignedOut = false;
    const language = onDevice ?? currentLanguage();
    if (language !== accountLanguage) void saveOnAccount(language);
    return;
  }
  if (accountLanguage === null) return;
  rememberOnDevice(accountLanguage);
  if (accountLanguage !== currentLanguage()) void activateLanguage(accountLanguage);
}
