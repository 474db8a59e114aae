/**
 * A page rendered once for every student, with their parts filled in per request (decision 0067):
 * the template is a whole render in which each StudentPart left a marker and handed over its
 * element; a fill renders only those elements, with one student's answers, and puts each where its
 * marker was. tests/api/page-template.test.ts checks the result is the HTML a whole render gives.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PART_MARKER, PartCollector } from '#web/lib/student-part.js';

export interface PageTemplate {
  /** The page's HTML cut at each part: one more piece than parts. */
  pieces: string[];
  parts: ReactElement[];
}

const CUT_TAG = 'studyhub-cut';
const CUT_MARKER = `<${CUT_TAG}></${CUT_TAG}>`;

/**
 * Renders `root` with its parts left out: the same for every student whose parts alone differ.
 * Undefined when a part rendered without leaving its marker (a Suspense boundary that showed its
 * fallback instead): such a page is rendered whole.
 */
export function renderTemplate(root: ReactNode): PageTemplate | undefined {
  const parts: ReactElement[] = [];
  const html = renderToString(<PartCollector.Provider value={parts}>{root}</PartCollector.Provider>);
  const pieces = html.split(PART_MARKER);
  return pieces.length === parts.length + 1 ? { pieces, parts } : undefined;
}

/**
 * The page for one student: each part rendered with `queryClient`'s answers (their progress and
 * saved items) at `location`, in one render, put back between the template's pieces.
 */
export function fillTemplate(template: PageTemplate, queryClient: QueryClient, location: string): string {
  if (template.parts.length === 0) return template.pieces[0]!;
  const filled = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={location}>
        {template.parts.map((part, index) => createElement(Fragment, { key: index }, part, createElement(CUT_TAG)))}
      </StaticRouter>
    </QueryClientProvider>,
  ).split(CUT_MARKER);
  let html = template.pieces[0]!;
  for (let index = 0; index < template.parts.length; index++) html += filled[index]! + template.pieces[index + 1]!;
  return html;
}
