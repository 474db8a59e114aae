import type { CompiledQuery } from 'kysely';
import type { Db } from './connection.js';

/** The lengths an IN list is padded to; the largest is the most keys one query asks for. */
const IN_LIST_SIZES = [1, 4, 16, 64] as const;
export const MAX_IN_LIST = IN_LIST_SIZES.at(-1)!;

/**
 * A read of many keys at once (`... where key in (...)`) whose SQL text depends only on a few list
 * lengths: the keys are padded with repeats of the first up to the next length, so a handful of
 * texts, each compiled once on first use, serve every batch, and both engines keep them prepared
 * (connection.ts, pg-named-statements.ts) instead of parsing a new IN list for every count.
 * `compile` gets placeholder keys and must use them as the query's only parameters.
 */
export function paddedInQuery<Row>(db: Db, compile: (placeholders: string[]) => CompiledQuery<Row>) {
  const compiled = new Map<number, CompiledQuery<Row>>();
  return async function readMany(keys: readonly string[]): Promise<Row[]> {
    const size = IN_LIST_SIZES.find((candidate) => candidate >= keys.length);
    if (size === undefined || keys.length === 0) throw new RangeError(`1 to ${MAX_IN_LIST} keys, not ${keys.length}`);
    let query = compiled.get(size);
    if (!query) {
      query = compile(Array<string>(size).fill(''));
      if (query.parameters.length !== size) throw new Error('the IN list must be the query’s only parameters');
      compiled.set(size, query);
    }
    const parameters = [...keys, ...Array<string>(size - keys.length).fill(keys[0]!)];
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
