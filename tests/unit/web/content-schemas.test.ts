import { describe, expect, it } from 'vitest';
import { catalogueFiles } from '#shared/content/catalogue-files.js';
import { loadSchemaOf } from '#web/lib/content-schemas.js';

describe("the browser's content schemas (fetched with the route that shows the entry)", () => {
  it('give every catalogue file the schema the server validates it with', async () => {
    for (const file of catalogueFiles(['front-end'], [1]))
      expect(await loadSchemaOf(file.name), file.name).toBe(file.schema);
  });

  it('refuse a name no catalogue file has', async () => {
    await expect(loadSchemaOf('nothing-here')).rejects.toThrow('There is no content entry named nothing-here.');
    await expect(loadSchemaOf('toString')).rejects.toThrow('There is no content entry named toString.');
  });
});
