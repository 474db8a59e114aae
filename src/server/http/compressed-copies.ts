import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body's compressed copies at the levels the server sends: brotli 11 and gzip 9. */
export interface CompressedCopies {
  gzip: Buffer;
  brotli: Buffer;
}

/** Returns a body's compressed copies; `hash` is the hex SHA-256 of `body`. */
export type Compress = (body: Buffer, hash: string) => CompressedCopies;

/** Compresses in memory (brotli 11 is the slow part: about 2 s for the whole catalogue). */
export const compressNow: Compress = (body) => ({
  gzip: gzipSync(body, { level: 9 }),
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
});

/** The folder's name carries the levels, so copies made at other levels are never reused. */
const LEVELS = 'br11-gz9';
/**
 * A folder over this many files is emptied when a server opens it: each content version adds its
 * bodies (about 300 files for today's catalogue and build), and nothing else removes old ones.
 */
export const MAX_CACHED_FILES = 20_000;

/**
 * Compressed copies kept on disk under the body's SHA-256, so a body is compressed once per build
 * or content version and every later server start (each test server, each instance) reads the same
 * bytes it would have computed: compression is deterministic, and the name is the body's hash.
 * A copy is written under a temporary name and renamed into place, so servers starting together
 * never read half a file. A folder that cannot be read or written (a read-only disk) only costs
 * the compression.
 */
export function diskCompressedCopies(root: string, maxFiles = MAX_CACHED_FILES): Compress {
  const dir = path.join(root, LEVELS);
  try {
    mkdirSync(dir, { recursive: true });
    if (readdirSync(dir).length > maxFiles) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
  } catch {
    return compressNow;
  }
  return (body, hash) => {
    const files = { gzip: path.join(dir, `${hash}.gz`), brotli: path.join(dir, `${hash}.br`) };
    try {
      return { gzip: readFileSync(files.gzip), brotli: readFileSync(files.brotli) };
    } catch {
      const copies = compressNow(body, hash);
      try {
        for (const kind of ['gzip', 'brotli'] as const) {
          const temporary = `${files[kind]}.${process.pid}.${Math.random().toString(36).slice(2)}`;
          writeFileSync(temporary, copies[kind]);
          renameSync(temporary, files[kind]);
        }
      } catch {
        // Not kept: the next start compresses again.
      }
      return copies;
    }
  };
}
