import type { InstallPlatform } from '#shared/content/learning.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { PLATFORM_LABELS } from './platform-choice.js';

/**
 * The operating-system choice for every guide on the page: native radio buttons in a fieldset, so
 * screen readers announce the group and its choice, and arrow keys move between the options.
 */
export function PlatformSwitch({
  value,
  onChange,
}: {
  value: InstallPlatform;
  onChange: (platform: InstallPlatform) => void;
}) {
  const t = usePartT('install');
  return (
    <fieldset className="platform-switch">
      <legend>{t('install.showFor')}</legend>
      <div className="platform-switch__options">
        {(Object.keys(PLATFORM_LABELS) as InstallPlatform[]).map((platform) => (
          <label key={platform} className="platform-switch__option">
            <input
              type="radio"
              name="install-platform"
              value={platform}
              checked={value === platform}
              onChange={() => onChange(platform)}
            />
            <span>{PLATFORM_LABELS[platform]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
