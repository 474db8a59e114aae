import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseYamlKept } from '#server/content/kept-yaml.js';

describe('content YAML kept as JSON between starts', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-yaml-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('parses once, and reads what it kept for the same text afterwards', async () => {
    const text = 'title: Front-End\nlinks:\n  - id: a\n    url: https://roadmap.sh/frontend\n';
    expect(await parseYamlKept(text, dir)).toEqual({
      title: 'Front-End',
      links: [{ id: 'a', url: 'https://roadmap.sh/frontend' }],
    });
    const [kept] = await readdir(dir);
    expect(kept).toMatch(/^[0-9a-f]{64}\.json$/);
    // What is kept is what the next start reads (shown by changing it behind the parser's back).
    await writeFile(path.join(dir, kept!), JSON.stringify({ title: 'read from the kept file' }));
    expect(await parseYamlKept(text, dir)).toEqual({ title: 'read from the kept file' });
  });

  it('parses a changed file again', async () => {
    await parseYamlKept('title: One\n', dir);
    expect(await parseYamlKept('title: Two\n', dir)).toEqual({ title: 'Two' });
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('keeps nothing JSON would change (.nan), and still answers it', async () => {
    expect(await parseYamlKept('score: .nan\n', dir)).toEqual({ score: Number.NaN });
    expect(await readdir(dir)).toEqual([]);
  });

  it('still parses when the folder cannot be written', async () => {
    const blocked = path.join(dir, 'file-not-folder');
    await writeFile(blocked, '');
    await chmod(blocked, 0o400);
    expect(await parseYamlKept('title: Kept nowhere\n', path.join(blocked, 'content'))).toEqual({
      title: 'Kept nowhere',
    });
  });

  it('refuses bad YAML as the parser does, keeping nothing', async () => {
    await expect(parseYamlKept('title: [unclosed\n', dir)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
