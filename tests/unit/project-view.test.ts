import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/content/index.js';
import { projectView } from '#web/features/projects/project-view.js';

const project = (id: string, category: Project['category'], filter: Project['filter']): Project => ({
  id,
  title: id,
  category,
  filter,
  short: 'short',
  icons: ['code'],
  full: 'full',
  url: `https://example.org/${id}`,
});
const PROJECTS = [
  project('a', 'Frontend', 'Playlists'),
  project('b', 'Frontend', 'GitHub Repository'),
  project('c', 'Backend', 'Playlists'),
];
const ids = (view: ReturnType<typeof projectView>) =>
  view.kind === 'projects' ? view.projects.map((p) => p.id) : view.kind;

describe('what the Projects page shows', () => {
  it('lists every project of the category when the filter is empty (All)', () => {
    expect(ids(projectView(PROJECTS, 'Frontend', ''))).toEqual(['a', 'b']);
  });

  it('narrows by filter', () => {
    expect(ids(projectView(PROJECTS, 'Frontend', 'GitHub Repository'))).toEqual(['b']);
  });

  it("says 'Available Soon' for Project Ideas in any category, and for an empty AI/ML category", () => {
    expect(projectView(PROJECTS, 'Frontend', 'Project Ideas')).toEqual({ kind: 'available-soon' });
    expect(projectView(PROJECTS, 'AI/ML', '')).toEqual({ kind: 'available-soon' });
    expect(projectView(PROJECTS, 'AI/ML', 'Playlists')).toEqual({ kind: 'available-soon' });
  });

  it("says 'No Projects Found' for any other empty result", () => {
    expect(projectView(PROJECTS, 'Backend', 'GitHub Repository')).toEqual({ kind: 'none' });
    expect(projectView(PROJECTS, 'Cyber Security', '')).toEqual({ kind: 'none' });
  });

  it('lists AI/ML projects once there are some', () => {
    expect(ids(projectView([...PROJECTS, project('d', 'AI/ML', 'Playlists')], 'AI/ML', ''))).toEqual(['d']);
    expect(projectView([...PROJECTS, project('d', 'AI/ML', 'Playlists')], 'AI/ML', 'GitHub Repository')).toEqual({
      kind: 'none',
    });
  });
});
