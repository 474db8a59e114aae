import { useSyncExternalStore } from 'react';
import { Moon } from 'lucide-react';
import { chooseTheme, currentTheme, subscribeToTheme } from './theme-preference.js';
import './theme-toggle.css';

const LABEL = 'Dark theme';

/**
 * The navbar's dark theme switch: a toggle button (aria-pressed), so screen readers say
 * "Dark theme, toggle button, pressed". Without a stored choice it shows the system's theme.
 */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribeToTheme, currentTheme) === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={LABEL}
      aria-pressed={dark}
      title={`${LABEL} (${dark ? 'on' : 'off'})`}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <Moon aria-hidden="true" size={20} />
    </button>
  );
}
