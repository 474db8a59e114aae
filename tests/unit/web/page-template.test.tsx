import { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StudentPart } from '#web/lib/student-part.js';
import { fillTemplate, renderTemplate } from '#web/page-template.js';

const Part = ({ n }: { n: number }) => <b>part {n}</b>;

/** A component still waiting for its data: on the server its Suspense boundary shows the fallback. */
function Waiting(): never {
  throw new Promise(() => undefined);
}

describe('a page cut at its student parts (decision 0067)', () => {
  it('leaves out each part, then puts the parts back where they were', () => {
    const page = (
      <main>
        <p>shared</p>
        <StudentPart>
          <Part n={1} />
        </StudentPart>
        text between
        <StudentPart>
          <Part n={2} />
        </StudentPart>
      </main>
    );
    const template = renderTemplate(page)!;
    expect(template.pieces).toHaveLength(3);
    expect(template.pieces.join('')).not.toContain('part 1');
    expect(fillTemplate(template, new QueryClient(), '/')).toBe(renderToString(page));
  });

  it('gives no template when a part was collected inside a boundary that showed its fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (
      <main>
        <Suspense fallback={<p>waiting</p>}>
          <StudentPart>
            <Part n={1} />
          </StudentPart>
          <Waiting />
        </Suspense>
      </main>
    );
    expect(renderTemplate(page)).toBeUndefined();
    vi.restoreAllMocks();
  });
});
