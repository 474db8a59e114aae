import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressNow, diskCompressedCopies, MAX_CACHED_FILES } from '#server/http/compressed-copies.js';
import { prepareBody } from '#server/http/prepared-body.js';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compressed-copies-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const body = Buffer.from(JSON.stringify({ title: 'Front-end', sections: Array(40).fill('HTML, CSS and JavaScript') }));
const hash = createHash('sha256').update(body).digest('hex');

describe('compressed copies kept on disk', () => {
  it('gives the bytes compressing in memory gives, and a later start reads them instead of compressing', () => {
    const root = folder();
    const first = prepareBody(body, true, diskCompressedCopies(root));
    const inMemory = prepareBody(body, true);
    expect(first).toEqual(inMemory);
    expect(brotliDecompressSync(first.brotli!)).toEqual(body);
    expect(gunzipSync(first.gzip!)).toEqual(body);

    // What a second server start finds under the body's hash is what it serves: no compression.
    const [levels] = readdirSync(root);
    writeFileSync(path.join(root, levels!, `${hash}.br`), 'kept brotli');
    writeFileSync(path.join(root, levels!, `${hash}.gz`), 'kept gzip');
    const second = prepareBody(body, true, diskCompressedCopies(root));
    expect(second.brotli!.toString()).toBe('kept brotli');
    expect(second.gzip!.toString()).toBe('kept gzip');
    expect(second.etag).toBe(first.etag);
  });

  it('compresses a changed body again (the name is its hash)', () => {
    const root = folder();
    const copies = diskCompressedCopies(root);
    prepareBody(body, true, copies);
    const changed = Buffer.concat([body, Buffer.from(' ')]);
    expect(prepareBody(changed, true, copies)).toEqual(prepareBody(changed, true));
    expect(readdirSync(path.join(root, readdirSync(root)[0]!))).toHaveLength(4);
  });

  it('still serves the right bytes when the folder cannot be made', () => {
    // Under a plain file no folder can exist, whoever runs the test (root ignores permissions).
    const file = path.join(folder(), 'a-file');
    writeFileSync(file, '');
    const copies = diskCompressedCopies(path.join(file, 'inside'));
    expect(prepareBody(body, true, copies)).toEqual(prepareBody(body, true));
  });

  it(`empties a folder holding more files than its bound (${MAX_CACHED_FILES}) when a server opens it`, () => {
    const root = folder();
    diskCompressedCopies(root);
    const dir = path.join(root, readdirSync(root)[0]!);
    for (let file = 0; file <= 10; file++) writeFileSync(path.join(dir, `${file}.br`), '');
    expect(readdirSync(dir)).toHaveLength(11);
    diskCompressedCopies(root, 11);
    expect(readdirSync(dir)).toHaveLength(11);
    const copies = diskCompressedCopies(root, 10);
    expect(readdirSync(dir)).toHaveLength(0);
    expect(copies(body, hash)).toEqual(compressNow(body, hash));
  });
});
