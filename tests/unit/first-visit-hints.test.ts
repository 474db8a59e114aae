import { describe, expect, it } from 'vitest';
import { firstVisitHints, type BuildManifest } from '#server/web/first-visit-hints.js';

/** The shape of Vite's manifest for the entry, the signed-in shell, one page and the catalogues. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react-1.js'],
    dynamicImports: ['node_modules/@lingui/core/dist/index.mjs', 'lib/i18n/part-loading.ts'],
  },
  'node_modules/@lingui/core/dist/index.mjs': {
    file: 'assets/dist-1.js',
    src: 'node_modules/@lingui/core/dist/index.mjs',
  },
  'lib/i18n/part-loading.ts': {
    file: 'assets/part-loading-1.js',
    src: 'lib/i18n/part-loading.ts',
    imports: ['index.html'],
  },
  'lib/offline-changes/waiting-notes.ts': {
    file: 'assets/waiting-notes-1.js',
    src: 'lib/offline-changes/waiting-notes.ts',
    imports: ['_signed-in-1.js'],
    dynamicImports: ['_offline-notes-1.js'],
  },
  '_offline-notes-1.js': { file: 'assets/offline-notes-1.js', imports: ['_outbox-1.js'] },
  '_outbox-1.js': { file: 'assets/outbox-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_signed-in-1.js': { file: 'assets/signed-in-1.js', imports: ['_react-1.js', 'index.html'] },
  'features/topics/TopicPage.tsx': { file: 'assets/TopicPage-1.js', imports: ['_signed-in-1.js', '_card-1.js'] },
  '_card-1.js': { file: 'assets/card-1.js' },
  '../../virtual:catalogue/en': { file: 'assets/en-1.js' },
  '../../virtual:catalogue/hi': { file: 'assets/hi-1.js' },
  '../../virtual:catalogue/en/learning': { file: 'assets/learning-en.js' },
  '../../virtual:catalogue/hi/learning': { file: 'assets/learning-hi.js' },
  '../../virtual:catalogue/hi/account': { file: 'assets/account-hi.js' },
};

const preloads = (html: string | undefined) =>
  [...(html ?? '').matchAll(/<link rel="modulepreload" href="\/([^"]+)" \/>/g)].map((match) => match[1]);

describe('first-visit hints', () => {
  it("preload a topic page's code, its reader's catalogue and the catalogue part it says, not the entry's own", () => {
    const files = preloads(firstVisitHints(manifest, 'hi').get('/front-end'));
    expect(files.slice(0, 2)).toEqual(['assets/hi-1.js', 'assets/learning-hi.js']);
    expect(files).toEqual(
      expect.arrayContaining(['assets/signed-in-1.js', 'assets/TopicPage-1.js', 'assets/card-1.js']),
    );
    expect(files).not.toContain('assets/index-1.js');
    expect(files).not.toContain('assets/react-1.js');
  });

  it('preload what the entry imports before its first render: Lingui and the parts loading', () => {
    const files = preloads(firstVisitHints(manifest, 'en').get('/explore'));
    expect(files).toEqual(expect.arrayContaining(['assets/dist-1.js', 'assets/part-loading-1.js']));
  });

  it('preload the waiting-notes reading and the device store it imports on demand where the first render shows notes', () => {
    const notes = ['assets/waiting-notes-1.js', 'assets/offline-notes-1.js', 'assets/outbox-1.js'];
    expect(preloads(firstVisitHints(manifest, 'en').get('/notes'))).toEqual(expect.arrayContaining(notes));
    // A topic page shows its notes after its first paint (laterData): neither they nor their code are hinted.
    const topic = firstVisitHints(manifest, 'en').get('/front-end') ?? '';
    for (const file of notes) expect(preloads(topic)).not.toContain(file);
    expect(topic).not.toContain('/api/notes');
  });

  it("take the parts in the reader's language only", () => {
    const files = preloads(firstVisitHints(manifest, 'en').get('/front-end'));
    expect(files).toContain('assets/learning-en.js');
    expect(files).not.toContain('assets/learning-hi.js');
  });

  it('preload the first API answers of the page as credentialed fetches', () => {
    const html = firstVisitHints(manifest, 'en').get('/front-end') ?? '';
    expect(html).toContain('<link rel="preload" href="/api/progress" as="fetch" crossorigin="use-credentials" />');
  });

  it('give no hints without a signed-in shell in the build', () => {
    const { ['_signed-in-1.js']: _shell, ...withoutShell } = manifest;
    expect(firstVisitHints(withoutShell, 'en').size).toBe(0);
  });
});
