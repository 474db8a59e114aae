import type { Project } from '#shared/content/opportunities.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { Icon } from '#web/ui/Icon.js';
import { Badge, ItemCard } from '#web/ui/ItemCard.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { ItemNote } from '#web/ui/ItemNote.js';

/** Title, short text, icons, the full text behind a 'Read more' disclosure, and 'Grab Now'. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <ItemCard
      id={anchorOf(itemIds.project(project.id))}
      title={project.title}
      badges={<Badge tone="brand">{project.filter}</Badge>}
      actions={
        <>
          <ExternalLink href={project.url} className="button button--primary">
            Grab Now<span className="visually-hidden">: {project.title}</span>
          </ExternalLink>
          <SaveToggle itemId={itemIds.project(project.id)} title={project.title} />
          <ItemNote itemId={itemIds.project(project.id)} title={project.title} />
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
          Read more<span className="visually-hidden"> about {project.title}</span>
        </summary>
        <p>{project.full}</p>
      </details>
    </ItemCard>
  );
}
