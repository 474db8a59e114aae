import type { QueryClient } from '@tanstack/react-query';
import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';

/**
 * Where a page's per-student markup sits (a tick, a bookmark, a progress bar), so the server can
 * render the rest of the page once per content version and fill these in per request (decision
 * 0067, src/web/page-template.tsx). In the browser, and in any render without a collector, a part
 * is exactly its child: no element, no wrapper, nothing for hydration to see.
 *
 * The rule: on a page rendered once (`sameForEveryStudent`), everything that reads the student's
 * progress or saved items sits inside a part, and a part's markup starts and ends with an element
 * (or is empty), so it is the same HTML alone as in the page. tests/api/page-template.test.ts
 * checks a filled template against a whole render for random students.
 */
export function StudentPart({ children, shows }: { children: ReactElement; shows?: PartState }): ReactNode {
  const collector = useContext(PartCollector);
  if (!collector) return children;
  collector.push({ element: children, shows });
  return createElement(PART_TAG);
}

/**
 * All that a part shows of the student's data, read from a render's query client: an item's tick
 * (true or false), a page's count of ticks. Undefined before the answers are read. Two students
 * with the same state see the same HTML, so a kept page renders the part once per state
 * (src/web/page-template.tsx). A part whose markup depends on anything else per student says
 * nothing, and is rendered for every student.
 */
export type PartState = (client: QueryClient) => boolean | number | undefined;

/** A part as a template render collects it: its element, and its state when it says it. */
export interface CollectedPart {
  element: ReactElement;
  shows?: PartState;
}

/** The element a collected part leaves in the template; React writes it as PART_MARKER. */
const PART_TAG = 'studyhub-part';
export const PART_MARKER = `<${PART_TAG}></${PART_TAG}>`;

/** Collects the parts of one template render, in the order their markers appear in its HTML. */
export const PartCollector = createContext<CollectedPart[] | null>(null);
