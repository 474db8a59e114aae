import { softInstallSchema } from '#shared/content/learning.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { ResourceLink } from '#web/ui/ResourceLink.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useDeadLinks } from '#web/lib/api/dead-links.js';
import { DoneCheckbox } from '#web/ui/DoneCheckbox.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useContent } from '#web/lib/api/content.js';
import { InstallProblems } from './InstallProblems.js';
import { PlatformSteps } from './PlatformSteps.js';
import { PlatformSwitch } from './PlatformSwitch.js';
import { usePlatformChoice } from './platform-choice.js';
import './soft-install.css';

export default function SoftInstallPage() {
  const query = useContent('soft-install', softInstallSchema);
  const deadLinks = useDeadLinks();
  const [platform, choosePlatform] = usePlatformChoice();
  const t = usePartT('install');
  useHashTarget(query.isSuccess);
  const guideAnchor = (id: string) => anchorOf(itemIds.install(id));
  return (
    <main id="main" className="page">
      <ContentState query={query}>
        {(page) => (
          <>
            <h1 className="page-title">{page.title}</h1>
            <p className="install-intro">{page.intro}</p>
            <PlatformSwitch value={platform} onChange={choosePlatform} />
            <nav aria-label={t('install.guides')} className="install-toc">
              <ul>
                {page.guides.map((guide) => (
                  <li key={guide.id}>
                    <a href={`#${guideAnchor(guide.id)}`}>{guide.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {page.guides.map((guide) => {
              const install = guide.platforms.find((entry) => entry.os === platform);
              return (
                <section
                  key={guide.id}
                  id={guideAnchor(guide.id)}
                  className="install-guide"
                  aria-labelledby={`${guide.id}-heading`}
                >
                  <h2 id={`${guide.id}-heading`}>
                    <Icon name={guide.icon} size={28} className="install-guide__icon" /> {guide.title}
                  </h2>
                  <p>{guide.summary}</p>
                  <p>
                    <ExternalLink href={guide.officialUrl} className="button button--secondary">
                      {t('install.official')}
                    </ExternalLink>
                  </p>
                  {install ? <PlatformSteps guideId={guide.id} install={install} /> : null}
                  <InstallProblems problems={guide.troubleshooting} platform={platform} />
                  <h3>{t('install.videos')}</h3>
                  <ul className="install-links">
                    {guide.links.map((link) => (
                      <li key={link.id}>
                        <ResourceLink
                          link={link}
                          id={anchorOf(itemIds.link('soft-install', link.id))}
                          unavailable={deadLinks.has(link.url)}
                          actions={
                            <>
                              <DoneCheckbox itemId={itemIds.link('soft-install', link.id)} title={link.title} />
                              <SaveToggle itemId={itemIds.link('soft-install', link.id)} title={link.title} />
                              <LazyItemNote itemId={itemIds.link('soft-install', link.id)} title={link.title} />
                            </>
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </ContentState>
    </main>
  );
}
