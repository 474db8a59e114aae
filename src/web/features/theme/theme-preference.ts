/**
 * The page's theme lives in one place, <html data-theme>, which theme-before-paint.js sets before the
 * first paint (remembered choice, else the system's). The toggle reads it from there and writes
 * the choice back under the same localStorage key that theme-before-paint.js reads.
 */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Calls back whenever the theme changes: a toggle, the system setting, another tab. */
export function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Applies the theme now and remembers it, so it overrides the system setting from now on. */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage blocked by privacy settings: the choice still applies to this page.
  }
  document.documentElement.dataset.theme = theme;
}
