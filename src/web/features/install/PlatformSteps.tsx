import type { PlatformInstall } from '#shared/content/learning.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { CommandList } from './CommandBlock.js';
import { PLATFORM_LABELS } from './platform-choice.js';

/** One guide's steps, commands and 'check it worked' commands for the chosen operating system. */
export function PlatformSteps({ guideId, install }: { guideId: string; install: PlatformInstall }) {
  const t = usePartT('install');
  const headingId = `${guideId}-${install.os}-heading`;
  return (
    <section className="install-platform" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('install.on', { platform: PLATFORM_LABELS[install.os] })}</h3>
      <ol>
        {install.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <CommandList commands={install.commands} />
      <h4>{t('install.check')}</h4>
      <CommandList commands={install.checks} />
    </section>
  );
}
