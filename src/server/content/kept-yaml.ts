import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse as parseYaml } from 'yaml';

/**
 * Where parsed content files are kept: npm's cache folder of the app's own install, which only whoever
 * can already change the app's code can write.
 */
export const KEPT_YAML_DIR = path.resolve('node_modules/.cache/studyhub/content');

const PARSER = `yaml ${(createRequire(import.meta.url)('yaml/package.json') as { version: string }).version}`;

/**
 * Parses a content file's YAML, or reads the JSON kept from parsing the same text before. Parsing
 * content/ is most of a server's start (32 files, 935 KB: 1.4 s on a cold start, 0.33 s warm; the
 * same data as JSON parses in under 10 ms), and every test file starts a server. The key is the hash
 * of the text and the parser's version, so a changed file or a new parser parses again. Only what
 * JSON keeps exactly is kept, and a folder that cannot be written to only means parsing each time.
 */
export async function parseYamlKept(text: string, dir = KEPT_YAML_DIR): Promise<unknown> {
  const key = createHash('sha256').update(PARSER).update('\0').update(text).digest('hex');
  const file = path.join(dir, `${key}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    // Not kept yet (or unreadable): parse it.
  }
  const parsed: unknown = parseYaml(text);
  const json = JSON.stringify(parsed);
  if (json !== undefined && isDeepStrictEqual(JSON.parse(json), parsed)) {
    // Written whole, then renamed: a start running beside this one reads the whole file or none.
    const partial = `${file}.${randomBytes(6).toString('hex')}`;
    await mkdir(dir, { recursive: true })
      .then(() => writeFile(partial, json, { mode: 0o600 }))
      .then(() => rename(partial, file))
      .catch(() => undefined);
  }
  return parsed;
}
