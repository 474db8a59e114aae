import type { InstallCommand } from '#shared/content/learning.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { CopyButton } from '#web/ui/CopyButton.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';

/** One command as the official page shows it, with a link to that page and a copy button. */
export function CommandBlock({ command }: { command: InstallCommand }) {
  const t = usePartT('install');
  return (
    <>
      <p className="install-commands__label">
        {command.label} <ExternalLink href={command.sourceUrl}>{t('install.source')}</ExternalLink>
      </p>
      <div className="code-block">
        <pre>
          <code>{command.command}</code>
        </pre>
        <CopyButton text={command.command} label={command.label} />
      </div>
    </>
  );
}

/** A list of commands, each with its source link and copy button. */
export function CommandList({ commands }: { commands: readonly InstallCommand[] }) {
  return (
    <ul className="install-commands">
      {commands.map((command) => (
        <li key={command.command}>
          <CommandBlock command={command} />
        </li>
      ))}
    </ul>
  );
}
