import { useSyncExternalStore } from 'react';
import Moon from 'lucide-react/icons/moon';
import { useT } from '#web/lib/i18n/i18n.js';
import { chooseTheme, currentTheme, subscribeToTheme } from './theme-preference.js';
import './theme-toggle.css';

/**
 * The navbar's dark theme switch: a toggle button (aria-pressed), so screen readers say
 * "Dark theme, toggle button, pressed". Without a stored choice it shows the system's theme.
 */
export function ThemeToggle() {
  // The theme is this device's (theme-before-paint.js paints it before the first frame); the server's HTML, and
  // the hydration that matches it, say light, and the button follows the page's theme right after.
  const dark = useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light') === 'dark';
  const t = useT();
  const label = t('theme.dark');
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={label}
      aria-pressed={dark}
      title={`${label} (${dark ? t('theme.on') : t('theme.off')})`}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <Moon aria-hidden="true" size={20} />
    </button>
  );
}
