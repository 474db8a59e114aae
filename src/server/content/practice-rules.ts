import '#shared/zod-english.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from '#shared/zod.js';
import { slugSchema, textSchema } from '#shared/content/primitives.js';
import { pagesIn, type Catalogue } from './load-catalogue.js';

/** Kinds that let a student practise: exercises, labs, challenges, games, quizzes (never a playground or a tool). */
export const PRACTICE_KINDS: ReadonlySet<string> = new Set(['practice', 'quiz']);

/** The reviewed list of topic sections that have no good free practice link, each with the reason. */
export const PRACTICE_EXEMPTIONS_FILE = 'practice-exemptions.yaml';

const exemptionSchema = z.strictObject({
  page: slugSchema,
  section: slugSchema,
  /** Why no free practice link fits: what was looked for and what the section offers instead. */
  reason: textSchema,
});
export const practiceExemptionsSchema = z.strictObject({ exemptions: z.array(exemptionSchema) });
export type PracticeExemption = z.infer<typeof exemptionSchema>;

/** Reads content/practice-exemptions.yaml; a missing file means no exemptions, an invalid one throws. */
export async function loadPracticeExemptions(dir: string): Promise<PracticeExemption[]> {
  let text: string;
  try {
    text = await readFile(path.join(dir, PRACTICE_EXEMPTIONS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const result = practiceExemptionsSchema.safeParse(parseYaml(text));
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${PRACTICE_EXEMPTIONS_FILE} is invalid:\n  - ${issues.join('\n  - ')}`);
  }
  return result.data.exemptions;
}

export interface PracticeReport {
  /** Topic sections with links (sections marked 'Available Soon' have none). */
  sections: number;
  /** Of those, the sections with at least one practice or quiz link. */
  withPractice: number;
  /** Sections without one that the exemption list names. */
  exempt: number;
  problems: string[];
}

const keyOf = (page: string, section: string) => `${page}#${section}`;

/**
 * Every topic section with links needs a practice or quiz link, unless the exemption list names it.
 * An exemption must name a real section that still has no practice link, once: a stale entry would
 * hide the next section that loses its practice. `partial` checks only the pages present.
 */
export function practiceReport(
  catalogue: Catalogue,
  exemptions: readonly PracticeExemption[],
  { partial = false } = {},
): PracticeReport {
  const report: PracticeReport = { sections: 0, withPractice: 0, exempt: 0, problems: [] };
  const listed = new Map<string, PracticeExemption>();
  for (const exemption of exemptions) {
    const key = keyOf(exemption.page, exemption.section);
    if (listed.has(key)) report.problems.push(`${PRACTICE_EXEMPTIONS_FILE}: ${key} is listed twice`);
    listed.set(key, exemption);
  }
  const seen = new Set<string>();
  for (const { page } of pagesIn(catalogue, 'topics')) {
    const slug = page.slug;
    for (const section of page.sections) {
      if (section.availableSoon) continue;
      const key = keyOf(slug, section.id);
      seen.add(key);
      report.sections += 1;
      const practised = section.links.some((link) => PRACTICE_KINDS.has(link.kind));
      if (practised) report.withPractice += 1;
      if (practised && listed.has(key)) {
        report.problems.push(`${PRACTICE_EXEMPTIONS_FILE}: ${key} has a practice link now; remove its exemption`);
      } else if (!practised && listed.has(key)) {
        report.exempt += 1;
      } else if (!practised) {
        report.problems.push(
          `topics/${slug}: section "${section.title}" (${section.id}) has no practice or quiz link; add one, or list it in ${PRACTICE_EXEMPTIONS_FILE} with the reason`,
        );
      }
    }
  }
  for (const key of listed.keys()) {
    const pagePresent = catalogue.has(`topics/${key.slice(0, key.indexOf('#'))}`);
    if (!seen.has(key) && (pagePresent || !partial)) {
      report.problems.push(`${PRACTICE_EXEMPTIONS_FILE}: ${key} names no topic section with links`);
    }
  }
  return report;
}
