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
  const dark = useSyncExternalStore(subscribeToTheme, currentTheme) === 'dark';
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
