/**
 * Constants the router needs, kept free of zod: the router is part of the first download (the
 * sign-in page), and importing a schema module there would pull zod into it.
 */
import type { Internship } from './opportunities.js';

/** 'All' or one of the internship categories of content/internships.yaml. */
export type InternshipFilter = 'All' | Internship['category'];

/**
 * The internship filter bar: each choice is its own route. The data's category names
 * (UIUX, AIML) are shown as the spec's labels (UI/UX, AI ML).
 */
export const INTERNSHIP_PAGES: readonly { filter: InternshipFilter; label: string; path: string }[] = [
  { filter: 'All', label: 'All', path: '/internship' },
  { filter: 'Frontend', label: 'Frontend', path: '/InternFrontend' },
  { filter: 'Backend', label: 'Backend', path: '/InternBackend' },
  { filter: 'UIUX', label: 'UI/UX', path: '/InternUIUX' },
  { filter: 'AIML', label: 'AI ML', path: '/InternAIML' },
];

/** The names of a topic page's and a tool page's content entries: `topics/<slug>`, `tools/tool-<n>`. */
export const TOPIC_PREFIX = 'topics/';
export const TOOL_PREFIX = 'tools/tool-';
