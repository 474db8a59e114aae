import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages ESLint gives for `code` placed at `filePath` (the file need not exist). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** The layers' one-way imports, proved on the project's own ESLint configuration. */
describe('import boundaries (eslint.config.js)', () => {
  it.each([
    [
      'a web feature importing another feature',
      'src/web/features/books/x.ts',
      "import { Hero } from '#web/features/home/Hero.js';",
    ],
    ['a web feature importing the app layer', 'src/web/features/books/x.ts', "import { App } from '#web/app/App.js';"],
    ['shared web code importing a feature', 'src/web/ui/x.ts', "import { Hero } from '#web/features/home/Hero.js';"],
    ['the web app importing server code', 'src/web/features/books/x.ts', "import { createApp } from '#server/app.js';"],
    ['src/shared importing the web app', 'src/shared/x.ts', "import { App } from '#web/app/App.js';"],
    ['the server importing the web app', 'src/server/x.ts', "import { App } from '#web/app/App.js';"],
    ['a service querying the database itself', 'src/server/item-state/x-service.ts', "import { sql } from 'kysely';"],
    [
      'a server folder importing a sibling of its layer',
      'src/server/notes/x.ts',
      "import { createListingService } from '#server/listings/listing-service.js';",
    ],
    [
      'a server folder importing a folder of a higher layer',
      'src/server/search/x.ts',
      "import { createNotesService } from '#server/notes/notes-service.js';",
    ],
    [
      'a server folder importing the composition root',
      'src/server/notes/x.ts',
      "import { createServices } from '#server/services.js';",
    ],
    ['a relative import leaving its folder', 'src/server/item-state/x.ts', "import { x } from '../search/y.js';"],
  ])('refuses %s', async (_what, filePath, code) => {
    const messages = await lint(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`);
    expect(messages.some((message) => message.includes('no-restricted-imports'))).toBe(true);
  });

  it.each([
    [
      'a feature importing its own files, lib, ui and shared',
      'src/web/features/books/x.ts',
      "import { BookCover } from '#web/features/books/BookCover.js';\nimport { SaveToggle } from '#web/ui/SaveToggle.js';\nimport { useContent } from '#web/lib/api/content.js';\nimport { MESSAGES } from '#shared/messages.js';\nexport const used = [BookCover, SaveToggle, useContent, MESSAGES];",
    ],
    [
      'a server folder importing folders of lower layers',
      'src/server/notes/x.ts',
      "import { createNotesRepository } from '#server/notes/notes-repository.js';\nimport { contentIndex } from '#server/search/content-index.js';\nimport { jsonError } from '#server/http/errors.js';\nexport const used = [createNotesRepository, contentIndex, jsonError];",
    ],
    [
      'a repository querying the database',
      'src/server/item-state/item-state-repository.ts',
      "import { sql } from 'kysely';\nexport const used = sql;",
    ],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await lint(filePath, `${code}\n`)).toEqual([]);
  });
});
