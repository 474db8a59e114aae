import type { Project } from '#shared/content/opportunities.js';

export type ProjectCategory = Project['category'];
/** '' is the select's empty default (the filter starts empty), meaning All. */
export type ProjectFilter = Project['filter'] | '';

export type ProjectView = { kind: 'projects'; projects: Project[] } | { kind: 'available-soon' } | { kind: 'none' };

/**
 * What the Projects page shows for a category and filter: the matching projects;
 * 'Available Soon' for the Project Ideas filter or an empty AI/ML category; otherwise, when
 * nothing matches, 'No Projects Found'.
 */
export function projectView(
  projects: readonly Project[],
  category: ProjectCategory,
  filter: ProjectFilter,
): ProjectView {
  if (filter === 'Project Ideas') return { kind: 'available-soon' };
  const inCategory = projects.filter((project) => project.category === category);
  if (inCategory.length === 0 && category === 'AI/ML') return { kind: 'available-soon' };
  const matching = filter === '' ? inCategory : inCategory.filter((project) => project.filter === filter);
  return matching.length > 0 ? { kind: 'projects', projects: matching } : { kind: 'none' };
}
