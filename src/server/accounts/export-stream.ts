import { setImmediate as nextTurn } from 'node:timers/promises';

/** Pieces are sent in chunks of about this many characters, the event loop free between chunks. */
const CHUNK_CHARACTERS = 64 * 1024;

/** Lets other requests run: one turn of the event loop. */
export const yieldToLoop = () => nextTurn();

/**
 * `value` as `JSON.stringify(value, null, 2)` writes it, in pieces: objects and arrays are opened
 * and walked here, so no one call stringifies more than one entry of a list (a note, a progress row).
 */
export function* prettyJsonPieces(value: unknown, indent = ''): Generator<string> {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return yield '[]';
    yield '[\n';
    for (let i = 0; i < value.length; i += 1) {
      yield inner;
      // JSON.stringify writes null for an array's undefined entries.
      yield* prettyJsonPieces(value[i] === undefined ? null : value[i], inner);
      yield i < value.length - 1 ? ',\n' : '\n';
    }
    return yield `${indent}]`;
  }
  if (value !== null && typeof value === 'object' && !('toJSON' in value)) {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    if (entries.length === 0) return yield '{}';
    yield '{\n';
    for (let i = 0; i < entries.length; i += 1) {
      const [key, entry] = entries[i]!;
      yield `${inner}${JSON.stringify(key)}: `;
      yield* prettyJsonPieces(entry, inner);
      yield i < entries.length - 1 ? ',\n' : '\n';
    }
    return yield `${indent}}`;
  }
  yield JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

/**
 * A response body from text pieces, sent in chunks with a turn of the event loop before each: a
 * 6 MB export never holds the loop for longer than one chunk takes to build.
 */
export function chunkedBody(pieces: Iterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await yieldToLoop();
      let chunk = '';
      while (chunk.length < CHUNK_CHARACTERS) {
        const next = iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          return controller.close();
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
