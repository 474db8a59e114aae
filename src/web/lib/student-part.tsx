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
export function StudentPart({ children }: { children: ReactElement }): ReactNode {
  const collector = useContext(PartCollector);
  if (!collector) return children;
  collector.push(children);
  return createElement(PART_TAG);
}

/** The element a collected part leaves in the template; React writes it as PART_MARKER. */
const PART_TAG = 'studyhub-part';
export const PART_MARKER = `<${PART_TAG}></${PART_TAG}>`;

/** Collects the parts of one template render, in the order their markers appear in its HTML. */
export const PartCollector = createContext<ReactElement[] | null>(null);
