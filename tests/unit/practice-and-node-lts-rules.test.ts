import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '#tests/support/run-script.js';
import { loadCatalogue, type Catalogue } from '#server/content/load-catalogue.js';
import { activeLtsLine, nodeLineWarnings } from '#server/content/node-lts-rules.js';
import { loadPracticeExemptions, practiceReport, type PracticeExemption } from '#server/content/practice-rules.js';
import type { SoftInstall, TopicPage } from '#shared/content/index.js';

type Link = TopicPage['sections'][number]['links'][number];
const link = (kind: Link['kind'], n = 0): Link => ({
  id: `${kind}-${n}`,
  kind,
  title: `Link ${n}`,
  url: `https://example.org/${kind}/${n}`,
  note: 'A note.',
});

/** A front-end page with the given sections (id -> links). */
function pageWith(sections: Record<string, Link[]>): Catalogue {
  const page = {
    slug: 'front-end',
    sections: Object.entries(sections).map(([id, links]) => ({ id, title: id, content: 'Text', links })),
  } as unknown as TopicPage;
  return new Map([['topics/front-end', page]]);
}

const exempt = (section: string): PracticeExemption => ({ page: 'front-end', section, reason: 'Reviewed.' });

describe('content:check practice rule', () => {
  it('fails a section with links but no practice or quiz link, and counts the sections that have one', () => {
    const report = practiceReport(
      pageWith({ a: [link('video'), link('practice')], b: [link('quiz')], c: [link('doc'), link('project')] }),
      [],
    );
    expect(report).toMatchObject({ sections: 3, withPractice: 2, exempt: 0 });
    expect(report.problems).toEqual([expect.stringMatching(/topics\/front-end: section "c" \(c\) has no practice/)]);
  });

  it('does not count a playground or a tool as practice', () => {
    const report = practiceReport(pageWith({ a: [link('playground'), link('tool'), link('video')] }), []);
    expect(report.withPractice).toBe(0);
    expect(report.problems).toHaveLength(1);
  });

  it('accepts a section the exemption list names, and refuses stale, unknown or repeated exemptions', () => {
    const catalogue = pageWith({ a: [link('doc')], b: [link('practice')] });
    expect(practiceReport(catalogue, [exempt('a')])).toMatchObject({ exempt: 1, problems: [] });
    expect(practiceReport(catalogue, [exempt('a'), exempt('b')]).problems).toEqual([
      expect.stringMatching(/front-end#b has a practice link now; remove its exemption/),
    ]);
    expect(practiceReport(catalogue, [exempt('a'), exempt('zzz')]).problems).toEqual([
      expect.stringMatching(/front-end#zzz names no topic section with links/),
    ]);
    expect(practiceReport(catalogue, [exempt('a'), exempt('a')]).problems).toEqual([
      expect.stringMatching(/front-end#a is listed twice/),
    ]);
  });

  it('leaves sections marked Available Soon out of the count', () => {
    const catalogue = pageWith({ a: [link('practice')] });
    const page = catalogue.get('topics/front-end') as TopicPage;
    page.sections.push({ id: 'soon', title: 'Soon', content: 'Text', links: [], availableSoon: true });
    expect(practiceReport(catalogue, [])).toMatchObject({ sections: 1, withPractice: 1, problems: [] });
  });

  it('passes the shipped content with every exemption still needed and a reason for each', async () => {
    const catalogue = await loadCatalogue('content');
    const exemptions = await loadPracticeExemptions('content');
    const report = practiceReport(catalogue, exemptions);
    expect(report.problems).toEqual([]);
    expect(report.withPractice + report.exempt).toBe(report.sections);
    for (const entry of exemptions) expect(entry.reason.length).toBeGreaterThan(40);
  });
});

describe('content:check on practice, end to end', () => {
  /** Runs content:check on a copy of front-end.yaml changed by `edit`, returning its output. */
  async function checkEdited(edit: (text: string) => string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'practice-'));
    try {
      const text = await readFile(path.resolve('content/topics/front-end.yaml'), 'utf8');
      await mkdir(path.join(dir, 'topics'));
      await writeFile(path.join(dir, 'topics', 'front-end.yaml'), edit(text));
      await writeFile(
        path.join(dir, 'practice-exemptions.yaml'),
        await readFile(path.resolve('content/practice-exemptions.yaml'), 'utf8'),
      );
      return await runScript('scripts/content-check.ts', {}, ['--dir', dir, '--only', 'topics/front-end']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('prints the sections with practice and the distinct https URLs, and fails a section that loses its practice', async () => {
    const shipped = await checkEdited((text) => text);
    expect(shipped.code).toBe(0);
    const counts = /Practice: (\d+) of (\d+) topic sections with links have a practice or quiz link; (\d+) exempt/.exec(
      shipped.stdout,
    );
    expect(counts).not.toBeNull();
    const [withPractice, sections, exempted] = counts!.slice(1).map(Number);
    expect(exempted).toBe(1); // front-end's package-managers section
    expect(withPractice! + exempted!).toBe(sections);
    expect(shipped.stdout).toMatch(/Distinct https URLs: \d+\./);

    const broken = await checkEdited((text) =>
      text.replace(
        'kind: practice\n        title: "freeCodeCamp Quality Assurance"',
        'kind: article\n        title: "freeCodeCamp Quality Assurance"',
      ),
    );
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/Sections without practice \(1\)/);
    expect(broken.stderr).toMatch(/section "Testing Front-End Code" \(testing\) has no practice or quiz link/);
  });
});

describe('content:check Node.js LTS warning', () => {
  const installWith = (text: string): Catalogue =>
    new Map([['soft-install', { guides: [{ id: 'node', steps: [text], platforms: [] }] } as unknown as SoftInstall]]);

  it('knows which line is Active LTS on a day', () => {
    expect(activeLtsLine('2026-10-27')).toBe(24);
    expect(activeLtsLine('2026-10-28')).toBe(26);
    expect(activeLtsLine('2026-11-28')).toBe(26);
  });

  it('warns when a guide names another line, and not when it names the Active LTS', () => {
    expect(nodeLineWarnings(installWith('Run nvm install 24 to get Node.js 24.'), '2026-11-28')).toEqual([
      'soft-install: guide "node" names Node.js 24, which is not the Active LTS line on 2026-11-28 (Node.js 26 is)',
    ]);
    expect(nodeLineWarnings(installWith('Run nvm install 26 to get Node.js 26.'), '2026-11-28')).toEqual([]);
    expect(nodeLineWarnings(installWith('Node.js 2024 release notes'), '2026-11-28')).toEqual([]);
  });

  it('warns that its table needs a review once the next promotion is due', () => {
    const warnings = nodeLineWarnings(installWith('nvm install 26'), '2027-10-01');
    expect(warnings).toEqual([expect.stringMatching(/Node\.js LTS table .* last reviewed on 2026-11-28/)]);
  });

  it('finds nothing to warn about in the shipped install guides today', async () => {
    const catalogue = await loadCatalogue('content', ['soft-install']);
    expect(nodeLineWarnings(catalogue, '2026-11-28')).toEqual([]);
  });
});
