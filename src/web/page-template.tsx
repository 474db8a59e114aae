/**
 * A page rendered once for every student, with their parts filled in per request (decision 0067):
 * the template is a whole render in which each StudentPart left a marker and handed over its
 * element; a fill renders only those elements, with one student's answers, and puts each where its
 * marker was. A part that says its state (StudentPart's `shows`) is rendered once per state, then
 * reused. tests/api/page-template.test.ts checks the result is the HTML a whole render gives.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageHtml } from '#shared/server-render.js';
import { PART_MARKER, PartCollector, type CollectedPart } from '#web/lib/student-part.js';

export interface PageTemplate {
  /** The page's HTML cut at each part: one more piece than parts. */
  pieces: string[];
  parts: CollectedPart[];
  /**
   * By part, its HTML by state for a part that says its state: the same for every student in that
   * state (the template's key holds the language). Kept from the first fill that renders it, up to
   * STATES_KEPT states a part.
   */
  byState: Array<Map<boolean | number, string>>;
}

const CUT_TAG = 'studyhub-cut';
const CUT_MARKER = `<${CUT_TAG}></${CUT_TAG}>`;

/** A part's states kept at most: a tick has two, a page's count of ticks one more than its links. */
const STATES_KEPT = 256;

/**
 * Renders `root` with its parts left out: the same for every student whose parts alone differ.
 * Undefined when a part rendered without leaving its marker (a Suspense boundary that showed its
 * fallback instead): such a page is rendered whole.
 */
export function renderTemplate(root: ReactNode): PageTemplate | undefined {
  const parts: CollectedPart[] = [];
  const html = renderToString(<PartCollector.Provider value={parts}>{root}</PartCollector.Provider>);
  const pieces = html.split(PART_MARKER);
  return pieces.length === parts.length + 1 ? { pieces, parts, byState: parts.map(() => new Map()) } : undefined;
}

/**
 * The page for one student: each part rendered with `queryClient`'s answers (their progress and
 * saved items) at `location`, in one render, put back between the template's pieces; a part in a
 * state a fill has rendered before is taken from `byState`. The page comes in those pieces, in order
 * (`PageHtml`): the server encodes each on its own rather than one joined string.
 */
export function fillTemplate(template: PageTemplate, queryClient: QueryClient, location: string): PageHtml {
  const { pieces, parts, byState } = template;
  const states = parts.map((part) => part.shows?.(queryClient));
  const html = states.map((state, index) => (state === undefined ? undefined : byState[index]!.get(state)));
  const toRender = parts.flatMap((_, index) => (html[index] === undefined ? [index] : []));
  const rendered = renderParts(
    toRender.map((index) => parts[index]!.element),
    queryClient,
    location,
  );
  toRender.forEach((index, turn) => {
    html[index] = rendered[turn]!;
    const [state, kept] = [states[index], byState[index]!];
    if (state !== undefined && kept.size < STATES_KEPT) kept.set(state, rendered[turn]!);
  });
  return pieces.flatMap((piece, index) => (index < parts.length ? [piece, html[index]!] : [piece]));
}

/** The HTML of each element, in one render with `queryClient`'s answers at `location`. */
function renderParts(elements: ReactElement[], queryClient: QueryClient, location: string): string[] {
  if (elements.length === 0) return [];
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={location}>
        {elements.map((element, index) => createElement(Fragment, { key: index }, element, createElement(CUT_TAG)))}
      </StaticRouter>
    </QueryClientProvider>,
  ).split(CUT_MARKER);
}
