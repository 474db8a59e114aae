import type { Project } from '#shared/content/opportunities.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { usePartT, type MessageId } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { Badge, ItemCard } from '#web/ui/ItemCard.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';

export const FILTER_BADGES: Record<Project['filter'], MessageId> = {
  Playlists: 'projects.playlists',
  'Project Ideas': 'projects.ideas',
  'GitHub Repository': 'projects.repository',
};

/** Title, short text, icons, the full text behind a 'Read more' disclosure, and 'Grab Now'. */
export function ProjectCard({ project }: { project: Project }) {
  const t = usePartT('learning');
  return (
    <ItemCard
      id={anchorOf(itemIds.project(project.id))}
      title={project.title}
      badges={<Badge tone="brand">{t(FILTER_BADGES[project.filter])}</Badge>}
      actions={
        <>
          <ExternalLink href={project.url} className="button button--primary">
            {t('projects.grab')}
            <span className="visually-hidden">: {project.title}</span>
          </ExternalLink>
          <SaveToggle itemId={itemIds.project(project.id)} title={project.title} />
          <LazyItemNote itemId={itemIds.project(project.id)} title={project.title} />
        </>
      }
    >
      <p className="project-icons" aria-hidden="true">
        {project.icons.map((icon) => (
          <Icon key={icon} name={icon} size={22} />
        ))}
      </p>
      <p className="item-card__text">{project.short}</p>
      <details className="project-details">
        <summary>
          {t('projects.readMore')}
          <span className="visually-hidden"> {t('projects.about', { title: project.title })}</span>
        </summary>
        <p>{project.full}</p>
      </details>
    </ItemCard>
  );
}
