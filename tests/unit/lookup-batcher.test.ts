import { describe, expect, it } from 'vitest';
import { createLookupBatcher } from '#server/db/lookup-batcher.js';

describe('lookup batcher', () => {
  it('answers keys asked for together with one query, duplicates included, misses as undefined', async () => {
    const queries: string[][] = [];
    const load = createLookupBatcher(async (keys: string[]) => {
      queries.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(queries).toEqual([['a', 'b', 'missing']]);
  });

  it('never reuses an answer: a key asked for after a batch was sent is read again', async () => {
    let version = 1;
    const load = createLookupBatcher(async (keys: string[]) => new Map(keys.map((key) => [key, `${key}@${version}`])));
    expect(await load('session')).toBe('session@1');
    version = 2; // e.g. signed out on another instance
    expect(await load('session')).toBe('session@2');
  });

  it('splits large batches and passes a failed query to every lookup in it', async () => {
    const sizes: number[] = [];
    const load = createLookupBatcher(async (keys: number[]) => {
      sizes.push(keys.length);
      if (keys.includes(250)) throw new Error('database down');
      return new Map(keys.map((key) => [key, key * 2]));
    }, 100);
    const results = await Promise.allSettled(Array.from({ length: 260 }, (_, i) => load(i)));
    expect(sizes).toEqual([100, 100, 60]);
    expect(results[10]).toEqual({ status: 'fulfilled', value: 20 });
    expect(results[255]).toMatchObject({ status: 'rejected', reason: new Error('database down') });
  });
});
