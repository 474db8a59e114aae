import { useState } from 'react';
import { useLocation } from 'react-router';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { PROJECT_CATEGORIES, PROJECT_FILTERS, projectsSchema, type Project } from '#shared/content/opportunities.js';
import { AvailableSoon } from '#web/ui/AvailableSoon.js';
import { FilterBar } from '#web/ui/FilterBar.js';
import { CardGrid } from '#web/ui/ItemCard.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { usePartT, useT } from '#web/lib/i18n/i18n.js';
import { FILTER_BADGES, ProjectCard } from './ProjectCard.js';
import { projectView, type ProjectCategory, type ProjectFilter } from './project-view.js';
import './projects.css';
import { usePageTitle } from '#web/lib/page-context.js';

// Category names (Frontend, Backend, ...) are the spec's and read the same in Hindi.
const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: value }));

/** A link to one project (#project-<id>, e.g. from search) opens its category; otherwise Frontend (spec). */
function initialCategory(projects: Project[], hash: string): ProjectCategory {
  const target = decodeURIComponent(hash.slice(1));
  return projects.find((project) => anchorOf(itemIds.project(project.id)) === target)?.category ?? 'Frontend';
}

function ProjectBrowser({ projects }: { projects: Project[] }) {
  const { hash } = useLocation();
  const [category, setCategory] = useState<ProjectCategory>(() => initialCategory(projects, hash));
  useHashTarget(true);
  const [filter, setFilter] = useState<ProjectFilter>('');
  const view = projectView(projects, category, filter);
  const t = usePartT('learning');
  const tCore = useT();
  return (
    <>
      <FilterBar
        label={t('projects.category')}
        options={CATEGORY_OPTIONS}
        active={category}
        onSelect={setCategory}
        controls="project-results"
      />
      <div className="project-filter">
        <label htmlFor="project-filter">{t('projects.filter')}</label>
        <select
          id="project-filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as ProjectFilter)}
          aria-controls="project-results"
        >
          <option value="">{t('projects.all')}</option>
          {PROJECT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'Project Ideas'
                ? `${t(FILTER_BADGES[value])} (${tCore('spec.availableSoon')})`
                : t(FILTER_BADGES[value])}
            </option>
          ))}
        </select>
      </div>
      <div id="project-results" aria-live="polite">
        {view.kind === 'available-soon' ? (
          <AvailableSoon>
            {filter === 'Project Ideas' ? t('projects.ideasSoon') : t('projects.categorySoon', { category })}{' '}
            {t('projects.tryAnother')}
          </AvailableSoon>
        ) : view.kind === 'none' ? (
          <p className="project-empty">{tCore('spec.noProjectsFound')}</p>
        ) : (
          <CardGrid label={t('projects.list', { category })}>
            {view.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}

export default function ProjectsPage() {
  const title = usePageTitle();
  const query = useContent('projects', projectsSchema);
  const t = usePartT('learning');
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{t('projects.lead')}</p>
      <ContentState query={query}>{({ projects }) => <ProjectBrowser projects={projects} />}</ContentState>
    </main>
  );
}
