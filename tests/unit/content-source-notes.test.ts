import { describe, expect, it } from 'vitest';
import { readContentTexts, sourceNoteProblems } from '#server/content/source-rules.js';

const check = (text: string) => sourceNoteProblems([{ name: 'topics/x.yaml', text }]);

describe('content:check source-note rules', () => {
  it('rejects an absolute path in a comment, as the old file headers had', () => {
    expect(check('# Links come from /work/shared/data/links/ai-ml.tsv;\nslug: ai-ml\n')).toEqual([
      'topics/x.yaml:1: a comment names an absolute path',
      expect.stringMatching(/^topics\/x\.yaml:1: a comment mentions an internal tool/),
    ]);
    expect(check('# copied from ~/notes/links.txt\n')).toEqual(['topics/x.yaml:1: a comment names an absolute path']);
    expect(check('# from C:\\Users\\me\\links.txt\n')).toEqual(['topics/x.yaml:1: a comment names an absolute path']);
  });

  it('rejects a path on a contributor machine anywhere, but allows system paths install commands need', () => {
    expect(check('note: "see /home/ravi/notes.md"\n')).toEqual(["topics/x.yaml:1: names a path on someone's machine"]);
    expect(check('command: sudo tee /etc/apt/sources.list.d/x.list > /dev/null\n')).toEqual([]);
    expect(check('fix: add C:\\Program Files\\PostgreSQL\\<version>\\bin to Path\n')).toEqual([]);
  });

  it('does not mistake URLs or repository paths in a note for absolute paths', () => {
    expect(
      check(
        '# seen in: kamranahmedse/developer-roadmap:roadmaps/linux/content/a.md (https://roadmap.sh/linux)\nurl: https://roadmap.sh/linux\n',
      ),
    ).toEqual([]);
  });

  it('rejects wording about our internal search tools', () => {
    expect(check('# confirmed: docs corpus, github.com/a/b\nurl: https://a.org/\n')).toEqual([
      expect.stringMatching(/^topics\/x\.yaml:1: a comment mentions an internal tool/),
    ]);
  });

  it('needs a source note beside every URL: above its list entry, among its keys, or above its parent key', () => {
    const text = [
      'links:',
      '  # seen in: owner/repo:README.md',
      '  - id: a',
      '    url: https://a.org/',
      '  - id: b',
      '    title: B',
      '    # confirmed: https://b.org/ is linked from owner/repo README.md',
      '    url: https://b.org/',
      '  - id: c',
      '    url: https://c.org/',
      '# seen in: owner/repo:docs/x.md',
      'creator:',
      '  name: X',
      '  url: https://x.org/',
      '',
    ].join('\n');
    expect(check(text)).toEqual([
      "topics/x.yaml:10: URL without a source note ('# seen in: ...' or '# confirmed: ...') beside its entry",
    ]);
  });

  it('does not let a note above one entry cover the next entry', () => {
    const text = [
      'links:',
      '  # seen in: owner/repo:README.md',
      '  - url: https://a.org/',
      '  - url: https://b.org/',
    ].join('\n');
    expect(check(text)).toEqual([
      "topics/x.yaml:4: URL without a source note ('# seen in: ...' or '# confirmed: ...') beside its entry",
    ]);
  });

  it('passes on every shipped content file', async () => {
    const files = await readContentTexts('content');
    expect(files.length).toBeGreaterThanOrEqual(26);
    expect(sourceNoteProblems(files)).toEqual([]);
  });
});
