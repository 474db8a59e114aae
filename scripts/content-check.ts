/**
 * Validates content/ against the shared schemas and the content rules, and prints a summary.
 * Usage: npm run content:check [-- --dir content] [-- --only topics/front-end,books]
 * Exits non-zero when a file is invalid or a rule is not met: depth (sections, kinds, distinct
 * resources), a practice or quiz link in every topic section unless content/practice-exemptions.yaml
 * names it with a reason, descriptions that add to their titles, and source notes (every URL has one;
 * no machine paths or internal-tool wording). It reports the sections with practice, the distinct
 * https URLs and the share of each file's prose that has its Hindi (docs/hindi.md), and warns (without
 * failing) when an install guide names a Node.js line that is not the Active LTS today.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { aliasRules } from '#server/content/alias-rules.js';
import { depthProblems } from '#server/content/depth-rules.js';
import { descriptionProblems } from '#server/content/description-rules.js';
import { contentGlossaryProblems } from '#server/content/glossary-rules.js';
import { ContentValidationError, collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import { nodeLineWarnings } from '#server/content/node-lts-rules.js';
import { PRACTICE_EXEMPTIONS_FILE, loadPracticeExemptions, practiceReport } from '#server/content/practice-rules.js';
import { readContentTexts, sourceNoteProblems } from '#server/content/source-rules.js';
import { formatTranslationReport, translationReport } from '#server/content/translation-report.js';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'content' }, only: { type: 'string' } } });
const dir = path.resolve(values.dir);
const only = values.only?.split(',').map((name) => name.trim());
try {
  const catalogue = await loadCatalogue(dir, only);
  const urls = collectContentUrls(catalogue);
  const distinct = new Set(urls.map((entry) => entry.url));
  console.log(`content/ is valid: ${catalogue.size} files, ${urls.length} URLs (${distinct.size} distinct).`);
  console.log(`Distinct https URLs: ${distinct.size}.`);
  const practice = practiceReport(catalogue, await loadPracticeExemptions(dir), { partial: Boolean(only) });
  console.log(
    `Practice: ${practice.withPractice} of ${practice.sections} topic sections with links have a practice or quiz link; ${practice.exempt} exempt in ${PRACTICE_EXEMPTIONS_FILE}.`,
  );
  // The target is all of it; a text without Hindi is shown in English, and the page says so.
  console.log(formatTranslationReport(translationReport(catalogue)));
  const texts = (await readContentTexts(dir)).filter(
    (file) => !only || only.some((name) => file.name.replace(/\.(?:ya?ml|json)$/, '') === name),
  );
  const aliases = aliasRules(catalogue);
  const today = new Date().toISOString().slice(0, 10);
  for (const warning of [...aliases.warnings, ...nodeLineWarnings(catalogue, today)])
    console.warn(`Warning: ${warning}`);
  const groups: [string, string[]][] = [
    ['Search aliases to fix', aliases.problems],
    ['Depth rules not met', depthProblems(catalogue, { partial: Boolean(only) })],
    ['Sections without practice', practice.problems],
    ['Descriptions to rewrite', descriptionProblems(catalogue)],
    ['Source notes to fix', sourceNoteProblems(texts)],
    ['Hindi glossary terms to fix (docs/hindi.md)', contentGlossaryProblems(catalogue)],
  ];
  let failed = false;
  for (const [heading, problems] of groups) {
    if (problems.length === 0) continue;
    failed = true;
    console.error(`${heading} (${problems.length}):\n  - ${problems.join('\n  - ')}`);
  }
  if (failed) process.exit(1);
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
